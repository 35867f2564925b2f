// Issue 35, points 22, 23 and 28 on the backend: a data file carries the accounts only when asked,
// one without them keeps the device's own, and an import takes the API's rules (whole-cent prices
// from $0.01, well-formed password hashes, ISO dates).
import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { DEMO_ADMIN } from '../fixtures/users';
import { call, importBody, loginAdmin, loginCustomer } from '../testHelpers';

type Tables = Record<string, Record<string, unknown>[]>;
type ErrorBody = { error: string };
const importId = () => `import-${crypto.randomUUID()}`;

async function exported(admin: string, query = ''): Promise<Tables> {
  const answer = await call<Tables>(`/admin/data/export${query}`, { token: admin });
  expect(answer.status).toBe(200);
  return answer.body;
}

const importTables = (admin: string, tables: unknown) =>
  call<ErrorBody>('/admin/data/import', {
    method: 'POST',
    token: admin,
    body: importBody(importId(), tables),
  });

const signIn = (email: string, password: string) =>
  call('/admin/login', { method: 'POST', body: { email, password } });

const product = {
  name: 'Test Drone',
  description: 'A drone for tests',
  price: 10,
  original_price: 12,
  image_url: '/images/test.png',
  category: 'drones',
};

beforeEach(async () => {
  await resetBackendDb();
});

describe('GET /admin/data/export: the accounts only when asked (point 23)', () => {
  it('leaves the users and their password hashes out by default', async () => {
    const admin = await loginAdmin();
    const answer = await call('/admin/data/export', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('users');
    expect(answer.text).not.toContain('passwordHash');
    expect(answer.text).not.toContain(DEMO_ADMIN.email);
  });

  it('carries every account with its hash with accounts=include', async () => {
    const admin = await loginAdmin();
    const tables = await exported(admin, '?accounts=include');
    expect(tables.users.map((user) => user.email)).toContain(DEMO_ADMIN.email);
    expect(tables.users.every((user) => /^[0-9a-f]{64}$/.test(String(user.passwordHash)))).toBe(
      true,
    );
  });

  it('refuses another value, and anyone but an admin', async () => {
    const admin = await loginAdmin();
    const odd = await call<ErrorBody>('/admin/data/export?accounts=yes', { token: admin });
    expect(odd.status).toBe(400);
    expect(odd.body.error).toBe('accounts must be "include" or left out');
    expect((await call('/admin/data/export?accounts=include')).status).toBe(401);
    const customer = await loginCustomer();
    const asCustomer = await call('/admin/data/export?accounts=include', {
      token: customer.token,
    });
    expect([401, 403]).toContain(asCustomer.status);
  });
});

describe('POST /admin/data/import without accounts (point 23)', () => {
  it("keeps the importing device's own accounts", async () => {
    const admin = await loginAdmin();
    const file = await exported(admin);
    // This device's own account, made after the export: a file without accounts leaves it.
    const signUp = await call('/auth/signup', {
      method: 'POST',
      body: { name: 'Local', email: 'local@example.com', password: 'local123' },
    });
    expect(signUp.status).toBe(201);
    const usersBefore = await getBackendDb().users.toArray();

    const answer = await importTables(admin, file);
    expect(answer.status).toBe(200);
    expect(await getBackendDb().users.toArray()).toEqual(usersBefore);
    const local = await call('/auth/login', {
      method: 'POST',
      body: { email: 'local@example.com', password: 'local123' },
    });
    expect(local.status).toBe(200);
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(200);
  });

  it("replaces them with the file's when it carries accounts", async () => {
    const admin = await loginAdmin();
    const file = await exported(admin, '?accounts=include');
    await call('/auth/signup', {
      method: 'POST',
      body: { name: 'Local', email: 'local@example.com', password: 'local123' },
    });
    expect((await importTables(admin, file)).status).toBe(200);
    const emails = (await getBackendDb().users.toArray()).map((user) => user.email);
    expect(emails).not.toContain('local@example.com');
    expect(emails).toContain(DEMO_ADMIN.email);
  });
});

describe('POST /admin/data/import: the API rules (points 22 and 28)', () => {
  async function expectRefused(admin: string, tables: Tables, message: string | RegExp) {
    const before = await exported(admin, '?accounts=include');
    const answer = await importTables(admin, tables);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect(await exported(admin, '?accounts=include')).toEqual(before);
  }

  it('refuses a file whose only admin has a hash that can never match', async () => {
    const admin = await loginAdmin();
    const file = await exported(admin, '?accounts=include');
    const index = file.users.findIndex((user) => user.role === 'admin');
    file.users[index] = { ...file.users[index], passwordHash: 'not-a-hash' };
    await expectRefused(
      admin,
      file,
      `backend.users[${index}]: passwordHash must be a PBKDF2-SHA-256 hash: 64 hexadecimal digits`,
    );
  });

  it('refuses a salt that is not hexadecimal, and iterations of 0', async () => {
    const admin = await loginAdmin();
    const badSalt = await exported(admin, '?accounts=include');
    badSalt.users[0] = { ...badSalt.users[0], salt: 'salt' };
    await expectRefused(
      admin,
      badSalt,
      'backend.users[0]: salt must be hexadecimal, 16 to 1,000 digits',
    );
    const noIterations = await exported(admin, '?accounts=include');
    noIterations.users[0] = { ...noIterations.users[0], iterations: 0 };
    await expectRefused(
      admin,
      noIterations,
      'backend.users[0]: iterations must be a whole number from 1 to 10,000,000',
    );
  });

  it('refuses a coupon whose expiry is not an ISO date', async () => {
    const admin = await loginAdmin();
    const file = await exported(admin);
    file.coupons[0] = { ...file.coupons[0], expires_at: 'tomorrow' };
    await expectRefused(admin, file, /^backend\.coupons\[0\]: expires_at must be /);
  });

  it('refuses a product price below a cent (1e-300, 0.000000001), which stored $0.00', async () => {
    const admin = await loginAdmin();
    for (const price of [1e-300, 0.000000001]) {
      const file = await exported(admin);
      file.products[1] = { ...file.products[1], price };
      await expectRefused(
        admin,
        file,
        'backend.products[1]: price must be at least 0.01 (whole cents)',
      );
    }
  });
});

describe('POST and PUT /products: a price is whole cents from $0.01 (point 22)', () => {
  it('refuses 1e-300 and 0.000000001 with a clear message, and takes 0.01', async () => {
    const admin = await loginAdmin();
    for (const price of [1e-300, 0.000000001, 0.009999999999]) {
      const created = await call<ErrorBody>('/products', {
        method: 'POST',
        token: admin,
        body: { ...product, price, original_price: null },
      });
      expect(created.status).toBe(400);
      expect(created.body.error).toBe('price must be at least 0.01 (whole cents)');
      const updated = await call<ErrorBody>('/products/p-001', {
        method: 'PUT',
        token: admin,
        body: { ...product, price: 10, original_price: price },
      });
      expect(updated.status).toBe(400);
      expect(updated.body.error).toBe('original_price must be at least 0.01 (whole cents)');
    }
    const cent = await call<{ price: number }>('/products', {
      method: 'POST',
      token: admin,
      body: { ...product, price: 0.01, original_price: 0.01 },
    });
    expect(cent.status).toBe(201);
    expect(cent.body.price).toBe(0.01);
  });

  it('refuses without an admin token', async () => {
    const answer = await call('/products', { method: 'POST', body: { ...product, price: 1e-300 } });
    expect(answer.status).toBe(401);
  });
});
