// @vitest-environment jsdom
// The page's reports to the worker (decision 0012): once the whole app is stored, a page already
// listed still gets its own title (it was listed while it said "Loading product").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followOfflineStorage, reportShownPage } from './offlinePages';
import { offlineProgress } from './pwaStatus';

const postMessage = vi.fn();

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage } },
  });
  postMessage.mockClear();
  offlineProgress.set(null);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  offlineProgress.set(null);
});

/** The page reports sent (not the asks for how much is stored, which carry no page). */
const reports = () =>
  postMessage.mock.calls
    .map(
      ([message]) =>
        message as { type: string; page: { path: string; title: string }; urls: string[] },
    )
    .filter(({ type }) => type === 'STORE_PAGE')
    .map(({ type, page, urls }) => ({
      type,
      path: page.path,
      title: page.title,
      urls: urls.length,
    }));

describe('reports to the worker', () => {
  it('sends a listed page’s new title after the whole app is stored, and nothing else', () => {
    window.history.pushState(null, '', '/shop/products/p-001');
    document.title = 'Loading product';
    reportShownPage('/shop/products/:id');
    offlineProgress.set({ stored: 340, total: 340 });
    document.title = 'Falcon X4 Pro | SkyForge';
    reportShownPage('/shop/products/:id');
    // The same title again: nothing to say.
    reportShownPage('/shop/products/:id');
    // A page never listed: every page works offline now, nothing to store.
    window.history.pushState(null, '', '/shop/cart');
    document.title = 'Cart';
    reportShownPage('/shop/cart');
    expect(reports().map(({ type, path, title }) => [type, path, title])).toEqual([
      ['STORE_PAGE', '/shop/products/p-001', 'Loading product'],
      ['STORE_PAGE', '/shop/products/p-001', 'Falcon X4 Pro | SkyForge'],
    ]);
    expect(reports()[1].urls).toBe(0);
  });
});

describe('when the worker takes control', () => {
  it('lists the page shown before at once, not only once things have settled', () => {
    vi.useFakeTimers();
    try {
      const { serviceWorker } = navigator as unknown as { serviceWorker: { controller: unknown } };
      const controller = serviceWorker.controller;
      serviceWorker.controller = null;
      window.history.pushState(null, '', '/shop/cart');
      document.title = 'Shopping Cart | SkyForge Technologies';
      reportShownPage('/shop/cart');
      vi.advanceTimersByTime(1000);
      expect(reports()).toEqual([]);

      serviceWorker.controller = controller;
      followOfflineStorage();
      expect(reports().map(({ path, title }) => [path, title])).toEqual([
        ['/shop/cart', 'Shopping Cart | SkyForge Technologies'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
