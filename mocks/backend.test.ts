/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { minify, transformWithOxc } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowedMethods, answerBackendRequest, isBackendRequest, prepareBackend } from './backend';
import { getBackendDb, resetBackendDb } from './db';
import { MALFORMED_PATH } from './handlers/guard';

const ORIGIN = 'http://localhost';

beforeEach(async () => {
  await resetBackendDb();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isBackendRequest', () => {
  it.each([
    `${ORIGIN}/api/products`,
    `${ORIGIN}/api/cart/item/3/`,
    `${ORIGIN}/api/v1.0/email/send`, // EmailJS in demo mode: sent to the app's own origin
  ])('answers %s', (url) => {
    expect(isBackendRequest(url, ORIGIN)).toBe(true);
    expect(isBackendRequest(new URL(url), ORIGIN)).toBe(true);
  });

  it.each([
    `${ORIGIN}/`,
    `${ORIGIN}/shop/products`,
    `${ORIGIN}/api`,
    `${ORIGIN}/apiary/`,
    `${ORIGIN}/assets/api/app.js`,
    'https://api.emailjs.com/api/v1.0/email/send', // real EmailJS goes to the network
    'http://localhost:5001/api/products', // another origin, even with an /api/ path
  ])('leaves %s to the network', (url) => {
    expect(isBackendRequest(url, ORIGIN)).toBe(false);
  });
});

describe('answerBackendRequest', () => {
  it("answers a request in scope with the backend's handler", async () => {
    const response = await answerBackendRequest(new Request(`${ORIGIN}/api/products/categories`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['courses', 'drones']);
  });

  it('answers the demo EmailJS send endpoint', async () => {
    const response = await answerBackendRequest(
      new Request(`${ORIGIN}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          user_id: 'demo-public-key',
          service_id: 'demo-service',
          template_id: 'demo-template',
          template_params: { from_name: 'Ada', email: 'ada@example.com', message: 'Hello' },
        }),
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
  });

  it('answers an unknown /api path with a 404 JSON error', async () => {
    const response = await answerBackendRequest(
      new Request(`${ORIGIN}/api/nothing-here`, { method: 'DELETE' }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No route for DELETE /api/nothing-here' });
  });

  it('answers a crashing handler with a 500 JSON error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const crashing = http.get('*/api/crash', () => {
      throw new TypeError('boom');
    });
    const response = await answerBackendRequest(new Request(`${ORIGIN}/api/crash`), [crashing]);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal error in the offline backend' });
    expect(log).toHaveBeenCalledWith('[backend] handler crashed', expect.any(TypeError));
  });

  // Issue 16: these answered 500 from the service worker.
  const malformed = [
    ['GET', '/api/products/%E0%A4%A'],
    ['GET', '/api/products/%'],
    ['GET', '/api/products/%zz'],
    ['PATCH', '/api/cart/item/%E0%A4%A/'],
    ['DELETE', '/api/coupons/%FF'],
  ];

  it.each(malformed)(
    'answers %s %s with a 400 JSON error before msw runs',
    async (method, path) => {
      const reached = vi.fn(() => HttpResponse.json({}));
      // Handlers with parameters and no guard: msw's matching would throw URIError on these.
      const routes = [
        http.all('*/api/products/:id', reached),
        http.all('*/api/cart/item/:id/', reached),
        http.all('*/api/coupons/:id', reached),
      ];
      const response = await answerBackendRequest(
        new Request(`${ORIGIN}${path}`, { method }),
        routes,
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: MALFORMED_PATH });
      expect(reached).not.toHaveBeenCalled();
    },
  );

  it('answers a well-formed encoded path as usual', async () => {
    const response = await answerBackendRequest(new Request(`${ORIGIN}/api/products/%E2%9C%93`));
    expect(response.status).toBe(404);
  });

  it("keeps the malformed-path check through the build's minifier", async () => {
    // The cause of issue 16's 500s: oxc drops a decodeURIComponent call whose result is unused.
    const source = readFileSync(new URL('./handlers/guard.ts', import.meta.url), 'utf8');
    const { code: js } = await transformWithOxc(source, 'guard.ts');
    const { code } = await minify('guard.js', js, { compress: true, mangle: true });
    expect(code).toContain('decodeURIComponent(');
  });
});

describe('prepareBackend', () => {
  it('opens and seeds the database before any request, and the first request finds it so', async () => {
    expect(getBackendDb().isOpen()).toBe(false);
    await prepareBackend();
    const db = getBackendDb();
    expect(db.isOpen()).toBe(true);
    expect(await db.meta.get('seeded')).toBeDefined();
    expect(await db.users.count()).toBeGreaterThan(0);
    const response = await answerBackendRequest(new Request(`${ORIGIN}/api/products/categories`));
    expect(response.status).toBe(200);
  });
});

describe('routing by method (issue 34, point 7)', () => {
  const call = (method: string, path: string) =>
    answerBackendRequest(new Request(`${ORIGIN}/api${path}`, { method }));

  it('lists the methods of the most specific path, HEAD wherever GET', () => {
    expect(allowedMethods(`${ORIGIN}/api/products`)).toEqual(['GET', 'HEAD', 'POST']);
    expect(allowedMethods(`${ORIGIN}/api/products/categories`)).toEqual(['GET', 'HEAD']);
    expect(allowedMethods(`${ORIGIN}/api/products/p-001`)).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'PUT',
    ]);
    expect(allowedMethods(`${ORIGIN}/api/cart/item/3/`)).toEqual(['DELETE', 'PATCH']);
    expect(allowedMethods(`${ORIGIN}/api/no-such-path`)).toBeNull();
  });

  it.each([
    ['PUT', '/products/categories', 'GET, HEAD'],
    ['DELETE', '/products/categories', 'GET, HEAD'],
    ['PATCH', '/products', 'GET, HEAD, POST'],
    ['GET', '/cart/item/3/', 'DELETE, PATCH'],
    ['DELETE', '/test/scenario', 'GET, HEAD, PUT'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const response = await call(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe(allow);
    expect(await response.json()).toEqual({
      error: `Method ${method} not allowed on /api${path}`,
    });
  });

  it('answers HEAD with the status and headers of GET, without a body', async () => {
    for (const path of [
      '/products?limit=2&page=1',
      '/products/p-001',
      '/products/nope',
      '/cart/',
    ]) {
      const [get, head] = [await call('GET', path), await call('HEAD', path)];
      expect(head.status, path).toBe(get.status);
      expect([...head.headers], path).toEqual([...get.headers]);
      expect(await head.text(), path).toBe('');
    }
  });

  it('still answers an unknown path 404 and a malformed one 400, whatever the method', async () => {
    expect((await call('PUT', '/no-such-path')).status).toBe(404);
    expect((await call('HEAD', '/no-such-path')).status).toBe(404);
    expect((await call('PATCH', '/products/%E0%A4%A')).status).toBe(400);
  });

  it('answers the same under msw/node (mocks/node.ts), which the unit tests use', async () => {
    const response = await fetch(`${ORIGIN}/api/products/categories`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    const head = await fetch(`${ORIGIN}/api/products/categories`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
