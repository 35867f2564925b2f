// Must load before Dexie so every database in tests lives in fake IndexedDB.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setIterationsForNewHashes } from '../../mocks/crypto';
import { server } from '../../mocks/node';

// Passwords hashed in the tests cost 1,000 PBKDF2 iterations instead of the app's 60,000: the
// tests make ~1,800 hashes (~40 CPU-s at the full count), and a hash is checked at the count
// stored with it, so the code runs the same (mocks/crypto.test.ts checks the app's count).
setIterationsForNewHashes(1_000);

// The mocked backend answers `*/api/...` on any origin; anything else goes to the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

if (typeof window !== 'undefined') {
  // `npm test` runs the unit tests beside the contract test on 2 cores, so a screen can take
  // longer than Testing Library's default 1 s to appear; a test that fails still fails, later.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });

  // jsdom lacks a few browser APIs that Mantine and scrolling code call.
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (typeof globalThis.ResizeObserver === 'undefined') {
    class ResizeObserverStub implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    globalThis.ResizeObserver = ResizeObserverStub;
  }

  if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
    Element.prototype.scrollIntoView = () => {};
  }
}

if (typeof window !== 'undefined') {
  // The component tests share one window and one module registry per worker (vitest.config.ts,
  // `isolate: false`): each file starts as a page load would, with empty storage, session stores
  // that read it again, no cached queries and no notices left from the file before.
  const [{ queryClient }, { notifications }] = await Promise.all([
    import('../../src/app/queryClient'),
    import('@mantine/notifications'),
  ]);
  beforeAll(() => {
    localStorage.clear();
    // The session stores (src/data/session.ts) drop what they cached, as on another tab's change.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    sessionStorage.clear();
    queryClient.clear();
    notifications.clean();
  });
}
