// The backend database deleted while the backend runs (DevTools "Clear site data", another tab's
// `indexedDB.deleteDatabase`): the next request finds the seeded catalogue and the demo users.
import { beforeEach, describe, expect, it } from 'vitest';
import { BACKEND_DB_NAME, resetBackendDb } from './db';
import { productFixtures } from './fixtures/products';
import { DEMO_ADMIN } from './fixtures/users';
import { call, newGuestToken } from './testHelpers';

/** Deletes the database from outside, as another context would; resolves once it is gone. */
function deleteFromOutside(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(BACKEND_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('delete failed'));
  });
}

beforeEach(async () => {
  await resetBackendDb();
});

describe('backend database deleted while open', () => {
  it('re-opens and re-seeds: products, add to cart and admin login work again', async () => {
    const before = await call<unknown[]>('/products');
    expect(before.body).toHaveLength(productFixtures.length);

    await deleteFromOutside();

    const products = await call<{ id: string }[]>('/products');
    expect(products.status).toBe(200);
    expect(products.body).toHaveLength(productFixtures.length);

    const added = await call('/cart/', {
      method: 'POST',
      body: { product_id: productFixtures[0].id, quantity: 1 },
      token: newGuestToken(),
    });
    expect(added.status).toBe(201);

    const login = await call('/admin/login', {
      method: 'POST',
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(login.status).toBe(200);
  });

  it('re-seeds again after a second deletion', async () => {
    await call('/products');
    await deleteFromOutside();
    await call('/products');
    await deleteFromOutside();
    const products = await call<unknown[]>('/products');
    expect(products.body).toHaveLength(productFixtures.length);
  });
});
