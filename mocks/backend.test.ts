/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { minify, transformWithOxc } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBackendRequest, isBackendRequest } from './backend';
import { resetBackendDb } from './db';
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
