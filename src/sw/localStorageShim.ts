// msw builds its cookie store at import time and insists on `localStorage`,
// which service workers do not have. An in-memory stand-in is enough: the
// mocked backend keeps no cookies.
const memory = new Map<string, string>();

interface MemoryStorage {
  readonly length: number;
  clear(): void;
  getItem(key: string): string | null;
  key(index: number): string | null;
  removeItem(key: string): void;
  setItem(key: string, value: string): void;
}

const memoryStorage: MemoryStorage = {
  get length() {
    return memory.size;
  },
  clear: () => memory.clear(),
  getItem: (key) => memory.get(key) ?? null,
  key: (index) => [...memory.keys()][index] ?? null,
  removeItem: (key) => void memory.delete(key),
  setItem: (key, value) => void memory.set(key, String(value)),
};

if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage, configurable: true });
}

export {};
