// The products' running digest (productDigest.ts, kept by the statistics middleware): equal to
// the digest computed from scratch after every kind of write, and what lets an import of the
// stored products skip reading and writing them.
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { BACKEND_DB_NAME, backendSchemaV1, getBackendDb, resetBackendDb } from './db';
import { generateProducts } from './fixtures/generateProducts';
import {
  PRODUCT_DIGEST_KEY,
  canonicalJson,
  digestOf,
  hashRecord,
  storedDigest,
  type ProductDigest,
} from './productDigest';
import { ensureSeeded } from './seed';
import { call, importBody, loginAdmin } from './testHelpers';

type Tables = Record<string, Record<string, unknown>[]>;

beforeEach(async () => {
  await resetBackendDb();
  installAccessCounter();
});

async function stored(): Promise<ProductDigest | null> {
  return storedDigest(await getBackendDb().table('productStats').get(PRODUCT_DIGEST_KEY));
}

async function fromScratch(): Promise<ProductDigest> {
  return digestOf(await getBackendDb().products.toArray());
}

async function expectDigestExact(): Promise<void> {
  const digest = await stored();
  expect(digest).not.toBeNull();
  expect(digest).toEqual(await fromScratch());
}

/** What reaches the products table from above the statistics middleware, while counting. */
const access = { counting: false, reads: 0, written: 0, deleted: 0 };

function countProductAccess(): typeof access {
  Object.assign(access, { counting: true, reads: 0, written: 0, deleted: 0 });
  return access;
}

/** Installs the counter; Dexie builds its middleware stack when the database opens, so first. */
function installAccessCounter(): void {
  access.counting = false;
  getBackendDb().use({
    stack: 'dbcore',
    name: 'countProductAccess',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'products') return table;
        const read = (n: number) => {
          if (access.counting) access.reads += n;
        };
        return {
          ...table,
          get: (req) => (read(1), table.get(req)),
          getMany: (req) => (read(req.keys.length), table.getMany(req)),
          query: (req) => (read(1), table.query(req)),
          openCursor: (req) => (read(1), table.openCursor(req)),
          count: (req) => (read(1), table.count(req)),
          mutate: (req) => {
            if (!access.counting) return table.mutate(req);
            if (req.type === 'add' || req.type === 'put') access.written += req.values.length;
            else access.deleted += req.type === 'delete' ? req.keys.length : 1;
            return table.mutate(req);
          },
        };
      },
    }),
  });
}

async function exported(admin: string): Promise<Tables> {
  const answer = await call<Tables>('/admin/data/export', { token: admin });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function importTables(admin: string, tables: Tables): Promise<void> {
  const answer = await call('/admin/data/import', {
    method: 'POST',
    token: admin,
    body: importBody(`import-${crypto.randomUUID()}`, tables),
  });
  expect(answer.status).toBe(200);
}

describe('canonical JSON and record hashes', () => {
  it('do not depend on field order, and change with any field', () => {
    const record = { id: 'p-1', price: 10, specifications: [{ label: 'a', value: 'b' }] };
    const reordered = { specifications: [{ value: 'b', label: 'a' }], price: 10, id: 'p-1' };
    expect(canonicalJson(reordered)).toBe(canonicalJson(record));
    expect(hashRecord(reordered)).toEqual(hashRecord(record));
    expect(canonicalJson({ ...record, extra: undefined })).toBe(canonicalJson(record));
    expect(hashRecord({ ...record, price: 10.01 })).not.toEqual(hashRecord(record));
    expect(hashRecord({ ...record, id: 'p-2' })).not.toEqual(hashRecord(record));
    expect(hashRecord({ ...record, specifications: [{ label: 'a', value: 'c' }] })).not.toEqual(
      hashRecord(record),
    );
  });

  it('sum to the same digest in any order', () => {
    const products = generateProducts(50, { seed: 9 });
    expect(digestOf([...products].reverse())).toEqual(digestOf(products));
    expect(digestOf(products.slice(1))).not.toEqual(digestOf(products));
  });
});

describe('the stored digest', () => {
  it('is there from the first seeding of a new database', async () => {
    await ensureSeeded(getBackendDb());
    await expectDigestExact();
    expect((await stored())?.count).toBe(await getBackendDb().products.count());
  });

  it('equals the digest from scratch after every kind of products write', async () => {
    const db = getBackendDb();
    await ensureSeeded(db);
    const [first, second, third] = generateProducts(3, { seed: 4, idPrefix: 't-' });

    await db.products.add(first);
    await expectDigestExact();
    await db.products.bulkAdd([second, third]);
    await expectDigestExact();
    await db.products.put({ ...first, price: first.price + 1 });
    await expectDigestExact();
    await db.products.update(second.id, { name: 'Renamed', nameKey: 'renamed' });
    await expectDigestExact();
    await db.products.where('category').equals('courses').modify({ tracking_id: 'T-1' });
    await expectDigestExact();
    await db.products.delete(third.id);
    await db.products.delete('no-such-product');
    await expectDigestExact();
    await db.products.bulkDelete([first.id, second.id]);
    await expectDigestExact();
    await db.products.where('price').below(100).delete();
    await expectDigestExact();
    await db.products.clear();
    expect(await stored()).toEqual({ count: 0, sums: [0, 0] });
    await db.products.bulkPut(generateProducts(20, { seed: 5 }));
    await expectDigestExact();
  });

  it('equals the digest from scratch after the handlers, the generator and a reset write', async () => {
    const admin = await loginAdmin();
    const created = await call<{ id: string }>('/products', {
      method: 'POST',
      token: admin,
      body: {
        name: 'Digest Probe',
        description: 'A product',
        price: 12.5,
        image_url: '/media/products/propeller-set.svg',
        category: 'drones',
      },
    });
    expect(created.status).toBe(201);
    await expectDigestExact();
    const updated = await call(`/products/${created.body.id}`, {
      method: 'PUT',
      token: admin,
      body: {
        name: 'Digest Probe',
        description: 'A product, updated',
        price: 13,
        image_url: '/media/products/propeller-set.svg',
        category: 'drones',
      },
    });
    expect(updated.status).toBe(200);
    await expectDigestExact();
    expect((await call('/products/p-001', { method: 'DELETE', token: admin })).status).toBe(204);
    await expectDigestExact();
    const generated = await call('/admin/products/generate', {
      method: 'POST',
      token: admin,
      body: { count: 300 },
    });
    expect(generated.status).toBe(201);
    await expectDigestExact();
    const reset = await call('/admin/data/reset', { method: 'POST', token: admin });
    expect(reset.status).toBe(200);
    await expectDigestExact();
  });

  it('stays exact through writes at once inside one transaction, and through a rollback', async () => {
    const db = getBackendDb();
    await ensureSeeded(db);
    const products = await db.products.toArray();
    await db.transaction('rw', db.products, () =>
      Promise.all([
        db.products.put({ ...products[0], price: 1 }),
        db.products.put({ ...products[1], price: 2 }),
        db.products.delete(products[2].id),
        db.products.bulkAdd(generateProducts(5, { seed: 6 })),
      ]),
    );
    await expectDigestExact();
    // Both statistics follow too: the paged catalogue counts every product.
    const page = await call<{ total: number }>('/products?page=1&limit=5');
    expect(page.body.total).toBe(products.length - 1 + 5);

    const before = await stored();
    await expect(
      db.transaction('rw', db.products, async () => {
        await db.products.put({ ...products[3], price: 3 });
        throw new Error('given up');
      }),
    ).rejects.toThrow('given up');
    expect(await stored()).toEqual(before);
    await expectDigestExact();
  });

  it('is unknown in a database written before it existed, until an import or a clear', async () => {
    const legacy = new Dexie(BACKEND_DB_NAME);
    legacy.version(1).stores(backendSchemaV1);
    await legacy.table('products').bulkAdd(generateProducts(30, { seed: 7 }));
    legacy.close();

    const db = getBackendDb();
    await ensureSeeded(db);
    await db.products.add(generateProducts(1, { seed: 8, idPrefix: 'x-' })[0]);
    expect(await stored()).toBeNull();

    await db.products.clear();
    await db.products.bulkAdd(generateProducts(10, { seed: 7 }));
    await expectDigestExact();
  });
});

describe('an import', () => {
  it('of the stored products reads and writes none of them', async () => {
    const db = getBackendDb();
    const admin = await loginAdmin();
    await db.products.bulkAdd(generateProducts(200, { seed: 3 }));
    const tables = await exported(admin);
    const counts = countProductAccess();

    await importTables(admin, tables);

    expect(counts).toMatchObject({ reads: 0, written: 0, deleted: 0 });
    expect((await exported(admin)).products).toEqual(tables.products);
    await expectDigestExact();
  });

  it('with one product changed writes exactly that one', async () => {
    const db = getBackendDb();
    const admin = await loginAdmin();
    await db.products.bulkAdd(generateProducts(200, { seed: 3 }));
    const tables = await exported(admin);
    const changed: Record<string, unknown> = {
      ...tables.products[17],
      description: 'Changed in the file',
    };
    tables.products[17] = changed;
    const counts = countProductAccess();

    await importTables(admin, tables);

    expect(counts.written).toBe(1);
    expect(counts.deleted).toBe(0);
    expect(await db.products.get(String(changed.id))).toMatchObject({
      description: 'Changed in the file',
    });
    await expectDigestExact();
    expect(await stored()).toEqual(digestOf(tables.products));
  });

  it('with a product left out deletes exactly that one', async () => {
    const db = getBackendDb();
    const admin = await loginAdmin();
    const tables = await exported(admin);
    const [gone] = tables.products.splice(3, 1);
    const counts = countProductAccess();

    await importTables(admin, tables);

    expect(counts).toMatchObject({ written: 0, deleted: 1 });
    expect(await db.products.get(String(gone.id))).toBeUndefined();
    await expectDigestExact();
  });

  it('into a database without a digest establishes it, so the next one skips the products', async () => {
    const legacy = new Dexie(BACKEND_DB_NAME);
    legacy.version(1).stores(backendSchemaV1);
    await legacy.table('products').bulkAdd(generateProducts(30, { seed: 7 }));
    legacy.close();
    const admin = await loginAdmin();
    expect(await stored()).toBeNull();
    const tables = await exported(admin);

    await importTables(admin, tables);
    await expectDigestExact();

    const counts = countProductAccess();
    await importTables(admin, tables);
    expect(counts).toMatchObject({ reads: 0, written: 0, deleted: 0 });
  });
});
