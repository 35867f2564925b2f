import { describe, expect, it } from 'vitest';
import { offlinePageText } from '../content/offline';
import {
  isStoredPage,
  MAX_STORED_PAGES,
  matchesPattern,
  parsePageReport,
  parseStoredPages,
  renderOfflinePage,
  storableEntries,
  withPage,
  type StoredPage,
} from './offlinePages';

const product: StoredPage = {
  path: '/shop/products/p-001',
  pattern: '/shop/products/:id',
  title: 'ED1 Educational Drone',
};

describe('matchesPattern', () => {
  it('matches a route pattern the way the router does', () => {
    expect(matchesPattern('/shop/products/:id', '/shop/products/p-002')).toBe(true);
    expect(matchesPattern('/shop/products/:id', '/shop/products/p-002/')).toBe(true);
    expect(matchesPattern('/shop/products/:id', '/shop/products')).toBe(false);
    expect(matchesPattern('/shop/products/:id', '/shop/products/a/b')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/about')).toBe(false);
    expect(matchesPattern('/Admin', '/admin')).toBe(true);
  });

  it('takes the characters of a path literally', () => {
    expect(matchesPattern('/a.b', '/axb')).toBe(false);
    expect(matchesPattern('/a.b', '/a.b')).toBe(true);
  });
});

describe('isStoredPage', () => {
  it('knows every page of a stored kind, and no other', () => {
    expect(isStoredPage([product], '/shop/products/p-009')).toBe(true);
    expect(isStoredPage([product], '/shop/cart')).toBe(false);
    expect(isStoredPage([], '/')).toBe(false);
  });
});

describe('parsePageReport', () => {
  it('keeps a well-formed report', () => {
    expect(parsePageReport({ page: product, urls: ['/a.js', 3, '/b.css'] })).toEqual({
      page: product,
      urls: ['/a.js', '/b.css'],
    });
  });

  it('refuses what a page of the origin could send by mistake or on purpose', () => {
    expect(parsePageReport(null)).toBeNull();
    expect(parsePageReport({ page: product })).toBeNull();
    expect(parsePageReport({ page: { ...product, path: 'http://evil/' }, urls: [] })).toBeNull();
    expect(parsePageReport({ page: { ...product, pattern: '' }, urls: [] })).toBeNull();
    expect(parsePageReport({ page: { ...product, title: 'x'.repeat(201) }, urls: [] })).toEqual({
      page: { ...product, title: product.path },
      urls: [],
    });
  });
});

describe('the stored list', () => {
  it('puts the latest page first, once per path, and keeps at most the limit', () => {
    const other = { ...product, path: '/shop/products/p-002', title: 'Custom Build Drone' };
    const renamed = { ...product, title: 'ED1 (new title)' };
    expect(withPage(withPage([product], other), renamed)).toEqual([renamed, other]);
    const many = Array.from({ length: MAX_STORED_PAGES + 5 }, (_, i) => ({
      ...product,
      path: `/p/${i}`,
    })).reduce(withPage, [] as StoredPage[]);
    expect(many).toHaveLength(MAX_STORED_PAGES);
    expect(many[0]?.path).toBe(`/p/${MAX_STORED_PAGES + 4}`);
  });

  it('reads back only well-formed pages', () => {
    expect(parseStoredPages([product, { path: 1 }, 'x'])).toEqual([product]);
    expect(parseStoredPages({})).toEqual([]);
  });
});

describe('storableEntries', () => {
  const keys = new Map([
    ['http://app/assets/a.js', 'http://app/assets/a.js'],
    ['http://app/media/hero.webp', 'http://app/media/hero.webp?__WB_REVISION__=1'],
    ['http://app/media/clip.mp4', 'http://app/media/clip.mp4?__WB_REVISION__=2'],
  ]);
  it('keeps the origin’s precached files, without videos, duplicates or fragments', () => {
    expect(
      storableEntries(
        [
          'http://app/assets/a.js',
          '/assets/a.js#x',
          'http://app/media/hero.webp',
          'http://app/media/clip.mp4',
          'http://other/assets/a.js',
          'http://app/not-precached.js',
          'http://[bad',
        ],
        'http://app',
        (url) => keys.get(url),
      ),
    ).toEqual([
      ['http://app/assets/a.js', 'http://app/assets/a.js'],
      ['http://app/media/hero.webp', 'http://app/media/hero.webp?__WB_REVISION__=1'],
    ]);
  });
});

describe('renderOfflinePage', () => {
  it('says what happened, links the stored pages and the page asked for, escaped', () => {
    const html = renderOfflinePage(
      [product, { path: '/x"y', title: '<script>alert(1)</script>' }],
      '/careers?tab=<1>',
    );
    expect(html).toContain(`<h1>${offlinePageText.heading}</h1>`);
    expect(html).toContain(offlinePageText.explanation);
    expect(html).toContain('<a href="/shop/products/p-001">ED1 Educational Drone</a>');
    expect(html).toContain('href="/x&quot;y"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('href="/careers?tab=&lt;1&gt;"');
    // Its one script is a stored file: the policy allows no inline script.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/offline-retry.js" defer>']);
  });

  it('says so when no page is stored yet', () => {
    expect(renderOfflinePage([], '/')).toContain(offlinePageText.nothingAvailable);
  });
});
