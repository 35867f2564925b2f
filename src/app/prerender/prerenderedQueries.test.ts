// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { cartKeys } from '../../api/cart/cartQueries';
import { productKeys } from '../../api/products/productQueries';
import {
  hydratePrerenderedQueries,
  isPrerenderableQuery,
  PRERENDERED_QUERIES_ID,
} from './prerenderedQueries';

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRERENDERED_QUERIES_ID;
  element.textContent = text;
  document.body.append(element);
}

const page = { items: [{ id: 'p1', name: 'ED1 Drone' }], total: 1, maxPrice: 99 };
const dehydrated = (queryKey: unknown[]) => ({
  mutations: [],
  queries: [
    {
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: {
        data: page,
        dataUpdateCount: 1,
        dataUpdatedAt: 1,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    },
  ],
});

afterEach(() => document.getElementById(PRERENDERED_QUERIES_ID)?.remove());

describe('hydratePrerenderedQueries', () => {
  it('starts the cache from the catalogue data the page was prerendered with', () => {
    embed(JSON.stringify(dehydrated(['products', 'page', { page: 1 }])));
    const client = new QueryClient();
    expect(hydratePrerenderedQueries(client)).toBe(true);
    expect(client.getQueryData(['products', 'page', { page: 1 }])).toEqual(page);
    // Dated at build time: refetched as soon as the backend is up.
    expect(client.getQueryState(['products', 'page', { page: 1 }])?.dataUpdatedAt).toBe(1);
    expect(document.getElementById(PRERENDERED_QUERIES_ID)).toBeNull();
  });

  it('takes nothing but public catalogue queries', () => {
    embed(JSON.stringify(dehydrated(['cart'])));
    const client = new QueryClient();
    hydratePrerenderedQueries(client);
    expect(client.getQueryData(['cart'])).toBeUndefined();
  });

  it('recognises the catalogue by its key factory: pages and details, not the admin list', () => {
    expect(isPrerenderableQuery(productKeys.page({ page: 1, limit: 8 }))).toBe(true);
    expect(isPrerenderableQuery(productKeys.detail('p-001'))).toBe(true);
    expect(isPrerenderableQuery(cartKeys.all)).toBe(false);
  });

  it('ignores damaged or foreign data without throwing', () => {
    for (const text of ['{not json', '"a string"', '{"queries":{}}', '']) {
      embed(text);
      const client = new QueryClient();
      expect(hydratePrerenderedQueries(client)).toBe(false);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
      document.getElementById(PRERENDERED_QUERIES_ID)?.remove();
    }
  });

  it('starts from them on a page the service worker claimed after it arrived (issue 33)', () => {
    // The markup was rendered from this data, so hydration needs it, controlled or not.
    embed(JSON.stringify(dehydrated(['products', 'page', { page: 1 }])));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    try {
      const client = new QueryClient();
      expect(hydratePrerenderedQueries(client)).toBe(true);
      expect(client.getQueryData(['products', 'page', { page: 1 }])).toEqual(page);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('does nothing on a page without prerendered data', () => {
    expect(hydratePrerenderedQueries(new QueryClient())).toBe(false);
  });
});
