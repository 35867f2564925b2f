// Issue 16: a malformed percent-encoding in an API path answered 500 from the service worker
// (the build's minifier had dropped the guard's decodeURIComponent check). The backend answers
// 400 with the contract's JSON error, from the worker itself.
import { expect, test } from './fixtures';
import { openApp } from './support';

const malformed = [
  '/api/products/%E0%A4%A',
  '/api/products/%',
  '/api/products/%zz',
  '/api/cart/item/%E0%A4%A/',
  '/api/coupons/%FF',
];

test('malformed percent-encodings in API paths answer 400 JSON from the service worker', async ({
  page,
}) => {
  const backendErrors: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[backend]')) backendErrors.push(message.text());
  });
  await openApp(page, '/');

  for (const path of malformed) {
    const [response, answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === path),
      page.evaluate(async (url) => {
        const res = await fetch(url);
        return {
          status: res.status,
          type: res.headers.get('Content-Type'),
          body: await res.text(),
        };
      }, path),
    ]);
    expect(response.fromServiceWorker(), path).toBe(true);
    expect(answer.status, path).toBe(400);
    expect(answer.type, path).toMatch(/application\/json/);
    expect(JSON.parse(answer.body), path).toEqual({ error: 'Malformed URL path' });
  }
  expect(backendErrors).toEqual([]);
});
