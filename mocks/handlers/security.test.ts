// Attacks on the admin surface: product image URLs that could run script or leave the origin,
// and admin endpoints called with tokens that are not a live admin session.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { call, loginAdmin, loginCustomer, newGuestToken, API } from '../testHelpers';
import { isAcceptedImageUrl, type WireProduct } from './catalog';

const IMAGE_RULE =
  'image_url must be an http(s) URL, a path starting with "/" or a data:image/ URL';

const validProduct = {
  name: 'Image Test Drone',
  description: 'A drone with a picture.',
  price: 100,
  original_price: 120,
  image_url: '/media/products/ed1-drone.svg',
  category: 'drones',
};

beforeEach(async () => {
  await resetBackendDb();
});

describe('product image URLs', () => {
  const refused = [
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '  javascript:alert(1)  ',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'data:,hello',
    'data:application/javascript,alert(1)',
    '//evil.example/x.png',
    '///evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example\\x.png',
    '/\t/evil.example/x.png',
    'https:\\\\evil.example',
    'http://',
    'file:///etc/passwd',
    'ftp://example.com/x.png',
    'blob:https://example.com/1234',
    'about:blank',
    'media/products/x.svg',
    'x.svg',
    '<img src=x onerror=alert(1)>',
  ];

  it.each(refused)('refuses %j on create and update, changing nothing', async (imageUrl) => {
    const token = await loginAdmin();
    const before = await call<WireProduct>('/products/p-001');
    for (const [method, path] of [
      ['POST', '/products'],
      ['PUT', '/products/p-001'],
    ] as const) {
      const { status, body } = await call(path, {
        method,
        token,
        body: { ...validProduct, image_url: imageUrl },
      });
      expect(status).toBe(400);
      // Blank after trimming is "required"; everything else names the rule.
      expect(body).toEqual({ error: IMAGE_RULE });
    }
    expect((await call('/products/p-001')).body).toEqual(before.body);
    expect(await getBackendDb().products.count()).toBe(14);
  });

  it.each([
    '/media/products/ed1-drone.svg',
    '/media/products/my%20drone.png?v=2#top',
    'https://cdn.example.com/drone.png',
    'http://images.example.org:8080/a/b.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  ])('accepts %j', async (imageUrl) => {
    const token = await loginAdmin();
    const { status, body } = await call<WireProduct>('/products', {
      method: 'POST',
      token,
      body: { ...validProduct, image_url: imageUrl },
    });
    expect(status).toBe(201);
    expect(body.image_url).toBe(imageUrl);
  });

  it('accepts only what a browser would load as an http(s), same-origin or data:image URL', () => {
    const page = 'https://shop.example';
    const candidate = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc
        .tuple(
          fc.constantFrom('', '/', '//', '\\', '/\\', 'data:', 'javascript:', 'http:', 'https:'),
          fc.string({ maxLength: 30 }),
        )
        .map(([prefix, rest]) => prefix + rest),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        if (!isAcceptedImageUrl(value)) return;
        if (value.startsWith('data:image/')) return;
        // What a browser would request for <img src=value> on the shop's page.
        const resolved = new URL(value, page);
        expect(['http:', 'https:']).toContain(resolved.protocol);
        if (value.startsWith('/')) expect(resolved.origin).toBe(page);
      }),
      { numRuns: 500 },
    );
  });
});

describe('admin endpoints refuse anything but a live admin session', () => {
  const endpoints = [
    ['POST', '/products', validProduct],
    ['PUT', '/products/p-001', validProduct],
    ['DELETE', '/products/p-001', undefined],
    ['GET', '/coupons', undefined],
    ['POST', '/coupons', { code: 'HACKED', discount: 1 }],
    ['PUT', '/coupons/c-001', { code: 'HACKED2', discount: 1 }],
    ['DELETE', '/coupons/c-001', undefined],
    ['GET', '/admin/me', undefined],
    ['PUT', '/admin/settings/security', { max_login_attempts: 1 }],
  ] as const;

  /** Every variation on a token that must not open admin endpoints. */
  async function badAuthorizations(): Promise<Array<[string, string]>> {
    const admin = await loginAdmin();
    const customer = (await loginCustomer()).token;
    const db = getBackendDb();

    const expired = await loginAdmin();
    await db.sessions.update(expired, { expiresAt: Date.now() - 1 });

    const signedOut = await loginAdmin();
    await call('/admin/logout', { method: 'POST', token: signedOut });

    // A customer session whose stored role was tampered with: the user is still a customer.
    const tampered = (await loginCustomer()).token;
    await db.sessions.update(tampered, { role: 'admin' });

    const flipped = admin.slice(0, -1) + (admin.endsWith('0') ? '1' : '0');
    const jwtNone = `${btoa('{"alg":"none","typ":"JWT"}')}.${btoa('{"sub":"u-admin","role":"admin"}')}.`;
    return [
      ['customer token', `Bearer ${customer}`],
      ['guest cart token', `Bearer ${newGuestToken()}`],
      ['expired admin token', `Bearer ${expired}`],
      ['signed-out admin token', `Bearer ${signedOut}`],
      ['customer session with a forged admin role', `Bearer ${tampered}`],
      ['admin token with one character changed', `Bearer ${flipped}`],
      ['admin token upper-cased', `Bearer ${admin.toUpperCase()}`],
      ['admin token with a suffix', `Bearer ${admin}x`],
      ['admin token prefix', `Bearer ${admin.slice(0, 20)}`],
      ['unsigned JWT claiming admin', `Bearer ${jwtNone}`],
      ['admin user id', 'Bearer u-admin'],
      ['the word admin', 'Bearer admin'],
      ['admin token under another scheme', `Token ${admin}`],
      ['admin token without a scheme', admin],
      ['two tokens', `Bearer ${customer} ${admin}`],
      ['basic credentials', `Basic ${btoa('admin@example.com:admin123')}`],
      ['empty bearer', 'Bearer '],
    ];
  }

  it('answers 401 with a JSON error and changes nothing', async () => {
    const db = getBackendDb();
    const authorizations = await badAuthorizations();
    const product = await db.products.get('p-001');
    const coupons = await db.coupons.toArray();
    for (const [method, path, body] of endpoints) {
      for (const [label, authorization] of authorizations) {
        const response = await fetch(`${API}${path}`, {
          method,
          headers: {
            Authorization: authorization,
            ...(body ? { 'Content-Type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        const answer: unknown = await response.json();
        expect({ label, method, path, status: response.status }).toEqual({
          label,
          method,
          path,
          status: 401,
        });
        expect(answer).toEqual({ error: expect.any(String) });
      }
    }
    expect(await db.products.get('p-001')).toEqual(product);
    expect(await db.products.count()).toBe(14);
    expect(await db.coupons.toArray()).toEqual(coupons);
  });

  it('refuses an admin whose account lost the admin role after signing in', async () => {
    const token = await loginAdmin();
    await getBackendDb().users.update('u-admin', { role: 'user' });
    for (const [method, path, body] of endpoints) {
      const { status } = await call(path, { method, token, body });
      expect(status).toBe(401);
    }
  });

  it('still opens every endpoint for a live admin token', async () => {
    const token = await loginAdmin();
    const statuses: number[] = [];
    for (const [method, path, body] of endpoints) {
      statuses.push((await call(path, { method, token, body })).status);
    }
    expect(statuses).toEqual([201, 200, 204, 200, 201, 200, 204, 200, 200]);
  });
});
