// msw builds its cookie store at import time and insists on `localStorage`,
// which service workers do not have. An in-memory stand-in is enough: the
// mocked backend keeps no cookies.
const memory = new Map<string, string>();

const memoryStorage: Storage = {
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
