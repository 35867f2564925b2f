import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PBKDF2_ITERATIONS, verifyPassword } from './crypto';
import { BackendDatabase, BACKEND_DB_NAME, getBackendDb, resetBackendDb } from './db';
import { couponFixtures } from './fixtures/coupons';
import { productFixtures } from './fixtures/products';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './fixtures/users';
import { backfillFixtureSpecifications, ensureSeeded, seedBackend } from './seed';

async function counts(db: BackendDatabase) {
  return {
    products: await db.products.count(),
    coupons: await db.coupons.count(),
    users: await db.users.count(),
  };
}

const SEEDED = { products: 14, coupons: 4, users: 2 };

beforeEach(async () => {
  await resetBackendDb();
});

describe('ensureSeeded', () => {
  it('loads the fixtures once, however often it is called', async () => {
    const db = getBackendDb();
    await ensureSeeded(db);
    expect(await counts(db)).toEqual(SEEDED);
    await ensureSeeded(db);
    await Promise.all([ensureSeeded(db), ensureSeeded(db), ensureSeeded(db)]);
    expect(await counts(db)).toEqual(SEEDED);
  });

  it('never seeds twice, even from separate connections racing each other', async () => {
    const first = new BackendDatabase(BACKEND_DB_NAME);
    const second = new BackendDatabase(BACKEND_DB_NAME);
    await Promise.all([seedBackend(first), seedBackend(second), seedBackend(first)]);
    await seedBackend(second);
    expect(await counts(first)).toEqual(SEEDED);
    first.close();
    second.close();
  });

  it('does not bring deleted fixtures back', async () => {
    const db = getBackendDb();
    await ensureSeeded(db);
    await db.products.clear();
    await seedBackend(db);
    expect(await db.products.count()).toBe(0);
  });

  it('stores salted hashes, never the demo passwords', async () => {
    const db = getBackendDb();
    await ensureSeeded(db);
    const admin = await db.users.where('email').equals(DEMO_ADMIN.email).first();
    const customer = await db.users.where('email').equals(DEMO_CUSTOMER.email).first();
    expect(admin).toMatchObject({ name: 'Admin User', role: 'admin' });
    expect(customer).toMatchObject({ name: 'Demo Customer', role: 'user' });
    for (const [user, password] of [
      [admin, DEMO_ADMIN.password],
      [customer, DEMO_CUSTOMER.password],
    ] as const) {
      if (!user) throw new Error('demo user missing');
      expect(user).not.toHaveProperty('password');
      expect(JSON.stringify(user)).not.toContain(password);
      const stored = { hash: user.passwordHash, salt: user.salt, iterations: user.iterations };
      expect(await verifyPassword(password, stored)).toBe(true);
    }
    expect(admin?.salt).not.toBe(customer?.salt);
  });

  it('hashes nothing: the demo accounts carry hashes made once, at the app’s iteration count', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      await ensureSeeded(getBackendDb());
      expect(derive).not.toHaveBeenCalled();
    } finally {
      derive.mockRestore();
    }
    for (const { password, passwordHash } of [DEMO_ADMIN, DEMO_CUSTOMER]) {
      expect(passwordHash.iterations).toBe(PBKDF2_ITERATIONS);
      expect(await verifyPassword(password, passwordHash)).toBe(true);
    }
  });
});

describe('fixtures', () => {
  const slugs = [
    'ed1-drone',
    'custom-drone',
    'fpv-racer-kit',
    'survey-drone',
    'drone-battery-pack',
    'propeller-set',
    'controller-pro',
    'camera-gimbal',
    'course-web-dev',
    'course-data-science',
    'course-robotics-ai',
    'course-python-kids',
    'course-drone-pilot',
    'course-app-dev',
  ];

  it('has one product per image slug over both categories', () => {
    expect(productFixtures.map((product) => product.image_url)).toEqual(
      slugs.map((slug) => `/media/products/${slug}.svg`),
    );
    expect(new Set(productFixtures.map((product) => product.id)).size).toBe(slugs.length);
    expect(new Set(productFixtures.map((product) => product.category))).toEqual(
      new Set(['courses', 'drones']),
    );
  });

  it('has sensible prices, some discounted', () => {
    for (const product of productFixtures) {
      expect(product.price).toBeGreaterThanOrEqual(49.99);
      expect(product.price).toBeLessThanOrEqual(899);
      expect(product.original_price).toBeGreaterThanOrEqual(product.price);
      expect(product.id).toMatch(/^p-\d{3}$/);
    }
    expect(productFixtures.some((product) => product.original_price > product.price)).toBe(true);
  });

  it('covers every coupon state', () => {
    expect(couponFixtures.map(({ code }) => code)).toEqual([
      'WELCOME10',
      'SAVE20',
      'OLDSPRING',
      'EXPIRED25',
    ]);
  });
});

describe('backfillFixtureSpecifications', () => {
  it('gives seed products of an older database their specifications, once', async () => {
    const db = getBackendDb();
    await ensureSeeded(db);
    // As a database seeded before specifications existed: no rows, no flag.
    await db.products.toCollection().modify((product) => {
      delete product.specifications;
    });
    await db.meta.delete('fixture-specifications');
    await db.products.delete('p-002'); // deleted by an admin: stays deleted

    await backfillFixtureSpecifications(db);
    const ed1 = await db.products.get('p-001');
    expect(ed1?.specifications).toEqual(productFixtures[0].specifications);
    expect(await db.products.get('p-002')).toBeUndefined();

    // Cleared by an admin afterwards: not filled again.
    await db.products.update('p-001', { specifications: [] });
    await backfillFixtureSpecifications(db);
    expect((await db.products.get('p-001'))?.specifications).toEqual([]);
  });
});
