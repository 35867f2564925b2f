import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { call, loginAdmin, loginCustomer, newGuestToken } from '../testHelpers';
import type { WireCart, WireCartItem } from './cart';

let guest: string;

const add = (productId: unknown, quantity?: unknown, token = guest) =>
  call<WireCartItem>('/cart/', {
    method: 'POST',
    token,
    body: quantity === undefined ? { product_id: productId } : { product_id: productId, quantity },
  });

const getCart = (token = guest) => call<WireCart>('/cart/', { token });

const applyCoupon = (code: unknown, token = guest) =>
  call('/cart/apply-coupon/', { method: 'POST', token, body: { code } });

beforeEach(async () => {
  await resetBackendDb();
  guest = newGuestToken();
});

describe('cart identity', () => {
  it('needs a bearer token', async () => {
    const { status, body } = await call('/cart/');
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Authorization token is required' });
  });

  it.each(['short', 'has spaces!', 'semi;colon', 'x'.repeat(201)])(
    'refuses the malformed token %s',
    async (token) => {
      const { status } = await call('/cart/', { token });
      expect(status).toBe(401);
    },
  );

  it('starts a guest cart empty and keeps guests apart', async () => {
    expect((await getCart()).body).toEqual({ items: [], coupon: null });
    await add('p-001');
    const other = newGuestToken();
    expect((await getCart(other)).body.items).toHaveLength(0);
    expect((await getCart()).body.items).toHaveLength(1);
  });

  it("uses the signed-in customer's cart across sessions", async () => {
    const first = (await loginCustomer()).token;
    await add('p-009', 2, first);
    const second = (await loginCustomer()).token;
    expect(second).not.toBe(first);
    const { body } = await getCart(second);
    expect(body.items.map(({ product, quantity }) => [product.id, quantity])).toEqual([
      ['p-009', 2],
    ]);
    expect(await getBackendDb().carts.get('user:u-customer')).toBeDefined();
  });
});

describe('POST /cart/', () => {
  it('adds a line with quantity 1 by default', async () => {
    const { status, body } = await add('p-001');
    expect(status).toBe(201);
    expect(body.quantity).toBe(1);
    expect(body.product).toMatchObject({ id: 'p-001', name: 'ED1 Educational Drone' });
    expect(typeof body.id).toBe('string');
  });

  it('adds to an existing line of the same product, capped at 999', async () => {
    const first = await add('p-001', 2);
    const second = await add('p-001', 3);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.quantity).toBe(5);
    const capped = await add('p-001', 999);
    expect(capped.body.quantity).toBe(999);
    expect((await getCart()).body.items).toHaveLength(1);
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await add('p-999');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Product not found' });
  });

  it.each([
    [undefined, 1, 'product_id is required'],
    [12, 1, 'product_id must be a string'],
    ['p-001', 0, 'quantity must be an integer between 1 and 999'],
    ['p-001', 1.5, 'quantity must be an integer between 1 and 999'],
    ['p-001', 1000, 'quantity must be an integer between 1 and 999'],
    ['p-001', '2', 'quantity must be an integer between 1 and 999'],
  ])('rejects product_id %j with quantity %j', async (productId, quantity, message) => {
    const { status, body } = await add(productId, quantity);
    expect(status).toBe(400);
    expect(body).toEqual({ error: message });
  });

  it('rejects malformed JSON', async () => {
    const { status, body } = await call('/cart/', { method: 'POST', token: guest, rawBody: '{' });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Request body must be valid JSON' });
  });
});

describe('PATCH and DELETE /cart/item/:id/', () => {
  it('sets the quantity of a line', async () => {
    const line = (await add('p-002')).body;
    const { status, body } = await call<WireCartItem>(`/cart/item/${line.id}/`, {
      method: 'PATCH',
      token: guest,
      body: { quantity: 4 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: line.id, quantity: 4, product: { id: 'p-002' } });
    expect((await getCart()).body.items[0].quantity).toBe(4);
  });

  it('rejects a bad quantity, malformed JSON and unknown lines', async () => {
    const line = (await add('p-002')).body;
    const path = `/cart/item/${line.id}/`;
    for (const quantity of [0, -1, 2.5, 'many', null]) {
      const { status, body } = await call(path, {
        method: 'PATCH',
        token: guest,
        body: { quantity },
      });
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'quantity must be an integer between 1 and 999' });
    }
    const missingQuantity = await call(path, { method: 'PATCH', token: guest, body: {} });
    expect(missingQuantity.status).toBe(400);
    const malformed = await call(path, { method: 'PATCH', token: guest, rawBody: 'quantity=2' });
    expect(malformed.body).toEqual({ error: 'Request body must be valid JSON' });
    const unknown = await call('/cart/item/nope/', {
      method: 'PATCH',
      token: guest,
      body: { quantity: 2 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Cart item not found' });
  });

  it("cannot reach another cart's lines", async () => {
    const line = (await add('p-002')).body;
    const other = newGuestToken();
    const { status } = await call(`/cart/item/${line.id}/`, {
      method: 'PATCH',
      token: other,
      body: { quantity: 3 },
    });
    expect(status).toBe(404);
  });

  it('removes a line, then answers 404', async () => {
    const line = (await add('p-002')).body;
    await add('p-003');
    const removed = await call(`/cart/item/${line.id}/`, { method: 'DELETE', token: guest });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect((await getCart()).body.items.map(({ product }) => product.id)).toEqual(['p-003']);
    const again = await call(`/cart/item/${line.id}/`, { method: 'DELETE', token: guest });
    expect(again.status).toBe(404);
  });
});

describe('DELETE /cart/', () => {
  it('clears the items and the coupon', async () => {
    await add('p-001');
    await applyCoupon('WELCOME10');
    const { status } = await call('/cart/', { method: 'DELETE', token: guest });
    expect(status).toBe(204);
    expect((await getCart()).body).toEqual({ items: [], coupon: null });
  });
});

describe('coupons in the cart', () => {
  it('applies a valid coupon in any case', async () => {
    const { status, body } = await applyCoupon('  welcome10 ');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 'WELCOME10', discount: 0.1 });
    expect((await getCart()).body.coupon).toEqual({ code: 'WELCOME10', discount: 0.1 });
    expect((await applyCoupon('SAVE20')).body).toEqual({ code: 'SAVE20', discount: 0.2 });
    expect((await getCart()).body.coupon).toEqual({ code: 'SAVE20', discount: 0.2 });
  });

  it.each(['OLDSPRING', 'EXPIRED25', 'NOPE'])('refuses %s as an invalid code', async (code) => {
    const { status, body } = await applyCoupon(code);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Invalid coupon code' });
    expect((await getCart()).body.coupon).toBeNull();
  });

  it.each([[''], ['   '], [undefined], [null]])('asks for a code when it is %j', async (code) => {
    const { status, body } = await applyCoupon(code);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Please enter a coupon code' });
  });

  it('rejects a non-string code and malformed JSON', async () => {
    expect((await applyCoupon(10)).body).toEqual({ error: 'code must be a string' });
    const malformed = await call('/cart/apply-coupon/', {
      method: 'POST',
      token: guest,
      rawBody: '{"code":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Request body must be valid JSON' });
  });

  it('drops a coupon that became invalid', async () => {
    await applyCoupon('WELCOME10');
    const admin = await loginAdmin();
    await call('/coupons/c-001', {
      method: 'PUT',
      token: admin,
      body: { code: 'WELCOME10', discount: 0.1, is_active: false, expires_at: null },
    });
    expect((await getCart()).body.coupon).toBeNull();
    expect((await getBackendDb().carts.get(`guest:${guest}`))?.couponCode).toBeNull();
  });

  it('removes the coupon, with an empty object or no body', async () => {
    await applyCoupon('SAVE20');
    const { status, body } = await call('/cart/remove-coupon/', {
      method: 'POST',
      token: guest,
      body: {},
    });
    expect(status).toBe(200);
    expect(body).toEqual({});
    expect((await getCart()).body.coupon).toBeNull();
    const empty = await call('/cart/remove-coupon/', { method: 'POST', token: guest });
    expect(empty.status).toBe(200);
    const malformed = await call('/cart/remove-coupon/', {
      method: 'POST',
      token: guest,
      rawBody: '{]',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Request body must be valid JSON' });
  });

  it('needs a token for coupon calls too', async () => {
    expect(
      (await call('/cart/apply-coupon/', { method: 'POST', body: { code: 'X' } })).status,
    ).toBe(401);
    expect((await call('/cart/remove-coupon/', { method: 'POST', body: {} })).status).toBe(401);
  });
});

describe('GET /cart/', () => {
  it('drops lines whose product no longer exists', async () => {
    await add('p-001');
    await add('p-002', 2);
    // Bypass the DELETE handler (which cleans carts) to check the read side on its own.
    await getBackendDb().products.delete('p-001');
    const { body } = await getCart();
    expect(body.items.map(({ product, quantity }) => [product.id, quantity])).toEqual([
      ['p-002', 2],
    ]);
    expect((await getBackendDb().carts.get(`guest:${guest}`))?.items).toHaveLength(1);
  });
});
