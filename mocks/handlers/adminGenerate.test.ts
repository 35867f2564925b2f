import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { loadGeneratedProducts } from '../fixtures/generateProducts';
import { buildProductStats, type ProductStatsRecord } from '../productStats';
import { call, loginAdmin, loginCustomer, newGuestToken } from '../testHelpers';
import { GENERATED_COUNT_KEY, MAX_GENERATED_PER_CALL, type GenerateAnswer } from './adminGenerate';
import type { WireProduct } from './catalog';

const PATH = '/admin/products/generate';
const FIXTURE_COUNT = 14;

interface ErrorBody {
  error: string;
}

interface ProductPage {
  items: WireProduct[];
  total: number;
}

const byCategory = (a: ProductStatsRecord, b: ProductStatsRecord): number =>
  a.category < b.category ? -1 : 1;

async function expectStatsExact(): Promise<void> {
  const db = getBackendDb();
  const stored = (await db.productStats.toArray()).filter(({ prices }) => prices.length > 0);
  expect(stored.sort(byCategory)).toEqual(
    buildProductStats(await db.products.toArray()).sort(byCategory),
  );
}

beforeEach(async () => {
  await resetBackendDb();
});

afterAll(async () => {
  await resetBackendDb();
});

describe('POST /admin/products/generate', () => {
  it('appends generated products and answers how many were created and exist', async () => {
    const token = await loginAdmin();
    const first = await call<GenerateAnswer>(PATH, { method: 'POST', token, body: { count: 250 } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ created: 250, total: FIXTURE_COUNT + 250 });

    // A second call continues the ids instead of colliding with the first batch.
    const second = await call<GenerateAnswer>(PATH, { method: 'POST', token, body: { count: 7 } });
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ created: 7, total: FIXTURE_COUNT + 257 });

    const db = getBackendDb();
    expect(await db.products.count()).toBe(FIXTURE_COUNT + 257);
    expect(await db.products.where('id').startsWith('gen-').count()).toBe(257);
    expect(await db.products.get('gen-000256')).toBeDefined();
    expect((await db.meta.get(GENERATED_COUNT_KEY))?.value).toBe(257);

    // The catalogue sees them: totals come from the statistics.
    const page = await call<ProductPage>('/products?page=1&limit=5');
    expect(page.body.total).toBe(FIXTURE_COUNT + 257);
    const product = await call<WireProduct>('/products/gen-000000');
    expect(product.status).toBe(200);
    expect(product.body.name.trim()).not.toBe('');
  });

  it('keeps the price statistics exact after bulk inserts, also next to other bulk loads', async () => {
    const token = await loginAdmin();
    await call(PATH, { method: 'POST', token, body: { count: 1200 } });
    await expectStatsExact();
    // The backend benchmark's loader (other ids) and another call, then a delete.
    await loadGeneratedProducts(getBackendDb(), 300, { seed: 3, chunkSize: 100 });
    await call(PATH, { method: 'POST', token, body: { count: 40 } });
    await call('/products/gen-000005', { method: 'DELETE', token });
    await expectStatsExact();
    const stats = await getBackendDb().productStats.toArray();
    expect(stats.reduce((n, { prices }) => n + prices.length, 0)).toBe(
      FIXTURE_COUNT + 1200 + 300 + 40 - 1,
    );
  });

  it.each([
    [{}, 'count is missing'],
    [{ count: 0 }, 'zero'],
    [{ count: -3 }, 'negative'],
    [{ count: 1.5 }, 'not an integer'],
    [{ count: '10' }, 'a string'],
    [{ count: null }, 'null'],
    [{ count: MAX_GENERATED_PER_CALL + 1 }, 'over the limit'],
  ])('answers 400 when %j (%s), creating nothing', async (body, _why) => {
    const token = await loginAdmin();
    const { status, body: answer } = await call<ErrorBody>(PATH, { method: 'POST', token, body });
    expect(status).toBe(400);
    expect(answer).toEqual({
      error: `count must be an integer between 1 and ${MAX_GENERATED_PER_CALL}`,
    });
    expect(await getBackendDb().products.count()).toBe(FIXTURE_COUNT);
  });

  it.each(['', '{', '[1]', 'null'])('answers 400 JSON to the body %j', async (rawBody) => {
    const token = await loginAdmin();
    const { status, body } = await call<ErrorBody>(PATH, { method: 'POST', token, rawBody });
    expect(status).toBe(400);
    expect(typeof body.error).toBe('string');
  });

  it('needs an admin token: none, a customer, a guest or a forged one get 401', async () => {
    const customer = (await loginCustomer()).token;
    for (const token of [undefined, customer, newGuestToken(), 'forged.token.value']) {
      const { status, body } = await call<ErrorBody>(PATH, {
        method: 'POST',
        token,
        body: { count: 5 },
      });
      expect(status).toBe(401);
      expect(typeof body.error).toBe('string');
    }
    expect(await getBackendDb().products.count()).toBe(FIXTURE_COUNT);
  });

  it('refuses an admin whose account lost the admin role after signing in', async () => {
    const token = await loginAdmin();
    await getBackendDb().users.update('u-admin', { role: 'user' });
    const { status } = await call(PATH, { method: 'POST', token, body: { count: 5 } });
    expect(status).toBe(401);
    expect(await getBackendDb().products.count()).toBe(FIXTURE_COUNT);
  });

  it('refuses an expired admin session', async () => {
    const token = await loginAdmin();
    await getBackendDb().sessions.update(token, { expiresAt: Date.now() - 1 });
    const { status } = await call(PATH, { method: 'POST', token, body: { count: 5 } });
    expect(status).toBe(401);
  });
});
