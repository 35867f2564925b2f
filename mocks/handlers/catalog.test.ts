import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import type { ProductRecord } from '../recordTypes';
import { productFixtures } from '../fixtures/products';
import { ensureSeeded } from '../seed';
import { call, loginAdmin, loginCustomer, newGuestToken } from '../testHelpers';
import { matchesSearch, searchQueryWords, type WireProduct } from './catalog';
import { MAX_SPECIFICATION_LABEL, MAX_SPECIFICATION_VALUE, MAX_SPECIFICATIONS } from '../schemas';

interface ProductPage {
  items: WireProduct[];
  total: number;
  max_price: number;
}

interface ErrorBody {
  error: string;
}

const WIRE_KEYS = [
  'category',
  'description',
  'id',
  'image_url',
  'name',
  'original_price',
  'price',
  'specifications',
  'tracking_id',
];

const validProduct = {
  name: 'Classroom Drone Bundle',
  description: 'Six ED1 drones with chargers and a lesson plan.',
  price: 1499,
  original_price: 1699,
  image_url: '/media/products/ed1-drone.svg',
  category: 'drones',
  tracking_id: null,
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1;

beforeEach(async () => {
  await resetBackendDb();
});

describe('GET /products', () => {
  it('returns every product in wire shape without paging parameters', async () => {
    const { status, body } = await call<WireProduct[]>('/products');
    expect(status).toBe(200);
    expect(body).toHaveLength(productFixtures.length);
    expect(body.map((product) => product.id)).toEqual(productFixtures.map(({ id }) => id));
    for (const product of body) expect(Object.keys(product).sort()).toEqual(WIRE_KEYS);
  });

  it('still answers the list when a stored product is malformed (issue 35, point 19)', async () => {
    await getBackendDb()
      .products.toCollection()
      .first()
      .then((product) =>
        getBackendDb().products.put({
          ...(product as ProductRecord),
          id: 'p-broken',
          specifications: 'not a list' as unknown as ProductRecord['specifications'],
        }),
      );
    const { status, body } = await call<WireProduct[]>('/products');
    expect(status).toBe(200);
    expect(body).toHaveLength(productFixtures.length + 1);
    expect((await call('/products/p-broken')).status).toBe(200);
  });

  it('honours filters in list mode too', async () => {
    const { body } = await call<WireProduct[]>('/products?category=courses');
    expect(body).toHaveLength(6);
    expect(body.every((product) => product.category === 'courses')).toBe(true);
  });

  it('pages with total and the highest price', async () => {
    const first = await call<ProductPage>('/products?page=1&limit=5');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(5);
    expect(first.body.total).toBe(14);
    expect(first.body.max_price).toBe(899);
    const last = await call<ProductPage>('/products?page=3&limit=5');
    expect(last.body.items).toHaveLength(4);
    const beyond = await call<ProductPage>('/products?page=9&limit=5');
    expect(beyond.body).toEqual({ items: [], total: 14, max_price: 899 });
  });

  it('defaults to page 1 of 8 sorted by name', async () => {
    const { body } = await call<ProductPage>('/products?page=1');
    expect(body.items).toHaveLength(8);
    const all = [...productFixtures].sort(byName).slice(0, 8);
    expect(body.items.map(({ id }) => id)).toEqual(all.map(({ id }) => id));
  });

  it('sorts by price both ways across pages', async () => {
    const pages = async (sort: string) => {
      const ids: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const { body } = await call<ProductPage>(`/products?sort=${sort}&page=${page}&limit=5`);
        ids.push(...body.items.map(({ price }) => price));
      }
      return ids;
    };
    const prices = productFixtures.map(({ price }) => price);
    expect(await pages('price-asc')).toEqual([...prices].sort((a, b) => a - b));
    expect(await pages('price-desc')).toEqual([...prices].sort((a, b) => b - a));
  });

  it('filters by category; max_price answers the category maximum', async () => {
    const courses = await call<ProductPage>('/products?category=courses&page=1&limit=100');
    expect(courses.body.total).toBe(6);
    expect(courses.body.max_price).toBe(249);
    expect(courses.body.items.every(({ category }) => category === 'courses')).toBe(true);
    const all = await call<ProductPage>('/products?category=all&page=1&limit=100');
    expect(all.body.total).toBe(14);
  });

  it('caps the price while max_price in the answer ignores the cap', async () => {
    const { body } = await call<ProductPage>(
      '/products?category=drones&max_price=200&sort=name&page=1&limit=2',
    );
    const expected = productFixtures
      .filter(({ category, price }) => category === 'drones' && price <= 200)
      .sort(byName);
    expect(body.total).toBe(expected.length);
    expect(body.max_price).toBe(899);
    expect(body.items.map(({ id }) => id)).toEqual(expected.slice(0, 2).map(({ id }) => id));

    const byPrice = await call<ProductPage>(
      '/products?max_price=189&sort=price-desc&page=1&limit=100',
    );
    expect(byPrice.body.items.map(({ price }) => price)).toEqual([
      189, 189, 179, 149, 79, 59.99, 49.99,
    ]);
  });

  it('searches name and description, trimmed and case-insensitive', async () => {
    const byNameText = await call<ProductPage>('/products?search=%20%20DRONE%20&page=1&limit=100');
    const expected = productFixtures.filter(
      ({ name, description }) =>
        name.toLowerCase().includes('drone') || description.toLowerCase().includes('drone'),
    );
    expect(byNameText.body.total).toBe(expected.length);

    const byDescription = await call<ProductPage>('/products?search=telemetry&page=1&limit=10');
    expect(byDescription.body.items.map(({ id }) => id).sort()).toEqual(['p-007', 'p-014']);

    const combined = await call<ProductPage>(
      '/products?search=course&category=courses&max_price=150&sort=price-asc&page=1&limit=10',
    );
    expect(combined.body.items.map(({ id }) => id)).toEqual(['p-012', 'p-013']);
    expect(combined.body.max_price).toBe(249);

    const none = await call<ProductPage>('/products?search=submarine&page=1&limit=10');
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('finds products containing every word of a search, in any order (issue 35)', async () => {
    const names = async (query: string) =>
      (await call<ProductPage>(`/products?${query}&page=1&limit=100`)).body.items.map(
        ({ name }) => name,
      );
    const both = productFixtures
      .filter(({ name, description }) =>
        ['drone', 'course'].every((word) => `${name} ${description}`.toLowerCase().includes(word)),
      )
      .map(({ name }) => name)
      .sort();
    expect(both).toContain('Drone Pilot Training Course');
    expect(await names('search=drone%20course')).toEqual(both);
    expect(await names('search=course%20DRONE')).toEqual(both);
    expect(await names('search=COURSE%20%20pilot')).toEqual(['Drone Pilot Training Course']);
    // One word in the name, the other only in the description.
    expect(await names('search=airspace%20pilot')).toEqual(['Drone Pilot Training Course']);
    // Every word must occur: one that occurs nowhere empties the answer.
    expect(await names('search=drone%20submarine')).toEqual([]);
    // The plain list takes the same rule.
    const list = await call<WireProduct[]>('/products?search=training%20drone');
    expect(list.body.map(({ name }) => name)).toContain('Drone Pilot Training Course');
  });

  it('answers every product, whatever its price, when no max_price is asked (issue 35)', async () => {
    const admin = await loginAdmin();
    const created = await call<WireProduct>('/products', {
      method: 'POST',
      token: admin,
      body: { ...validProduct, name: 'Falcon X1 Survey Drone', price: 1499 },
    });
    expect(created.status).toBe(201);
    const all = await call<ProductPage>('/products?sort=price-desc&page=1&limit=8');
    expect(all.body.total).toBe(productFixtures.length + 1);
    expect(all.body.max_price).toBe(1499);
    expect(all.body.items[0].name).toBe('Falcon X1 Survey Drone');
    const drones = await call<ProductPage>('/products?category=drones&page=1&limit=100');
    expect(drones.body.items.map(({ name }) => name)).toContain('Falcon X1 Survey Drone');
    const found = await call<ProductPage>('/products?search=Falcon%20X1%20Survey%20Drone&page=1');
    expect(found.body.items.map(({ name }) => name)).toEqual(['Falcon X1 Survey Drone']);
  });

  it('pages large catalogues correctly on the indexes', async () => {
    const db = getBackendDb();
    await ensureSeeded(db);
    const extra: ProductRecord[] = Array.from({ length: 300 }, (_, index) => {
      const name = `Item ${String((index * 37) % 300).padStart(3, '0')}`;
      return {
        id: `x-${index}`,
        name,
        nameKey: name.toLowerCase(),
        description: 'Bulk',
        price: (index % 50) * 10 + 5,
        original_price: 900,
        image_url: '/media/products/propeller-set.svg',
        category: index % 2 === 0 ? 'drones' : 'courses',
        tracking_id: null,
      };
    });
    await db.products.bulkAdd(extra);
    const everything = await db.products.toArray();
    const expected = everything
      .filter(({ category, price }) => category === 'courses' && price <= 255)
      .sort((a, b) =>
        a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : 1,
      );

    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await call<ProductPage>(
        `/products?category=courses&max_price=255&page=${page}&limit=17`,
      );
      expect(body.total).toBe(expected.length);
      expect(body.max_price).toBe(495);
      seen.push(...body.items.map(({ id }) => id));
      if (body.items.length < 17) break;
    }
    expect(seen).toEqual(expected.map(({ id }) => id));
  });

  it.each([
    ['page=0', 'page must be an integer greater than or equal to 1'],
    ['page=1.5', 'page must be an integer greater than or equal to 1'],
    ['limit=0', 'limit must be an integer between 1 and 100'],
    ['limit=101', 'limit must be an integer between 1 and 100'],
    ['limit=abc', 'limit must be an integer between 1 and 100'],
    ['page=1&category=toys', 'category must be "courses", "drones" or "all"'],
    ['page=1&max_price=-1', 'max_price must be a number greater than or equal to 0'],
    ['page=1&max_price=cheap', 'max_price must be a number greater than or equal to 0'],
    [
      'page=1&sort=random',
      'sort must be one of name, name-desc, price-asc, price-desc, newest, oldest',
    ],
    ['sort=random', 'sort must be one of name, name-desc, price-asc, price-desc, newest, oldest'],
  ])('rejects the query %s', async (query, message) => {
    const { status, body } = await call<ErrorBody>(`/products?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: message });
  });
});

describe('GET /products/categories and /products/:id', () => {
  it('lists the categories', async () => {
    const { status, body } = await call('/products/categories');
    expect(status).toBe(200);
    expect(body).toEqual(['courses', 'drones']);
  });

  it('returns one product or 404', async () => {
    const found = await call<WireProduct>('/products/p-003');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: 'p-003', name: 'FPV Racer Kit', category: 'drones' });
    expect(found.body.specifications).toContainEqual({
      label: 'Motors',
      value: '4 × 2306 2450 KV brushless',
    });
    const missing = await call<ErrorBody>('/products/p-999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Product not found' });
  });
});

describe('admin product writes', () => {
  it('creates a product with a new id', async () => {
    const token = await loginAdmin();
    const { status, body } = await call<WireProduct>('/products', {
      method: 'POST',
      token,
      body: { ...validProduct, name: '  Classroom Drone Bundle  ' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...validProduct, name: 'Classroom Drone Bundle' });
    expect(body.id).toMatch(/^p-/);
    const fetched = await call<WireProduct>(`/products/${body.id}`);
    expect(fetched.body).toEqual(body);
    const list = await call<WireProduct[]>('/products');
    expect(list.body).toHaveLength(15);
  });

  it('defaults the category, original price and tracking id', async () => {
    const token = await loginAdmin();
    const { status, body } = await call<WireProduct>('/products', {
      method: 'POST',
      token,
      body: {
        name: 'Spare Motor',
        description: 'Brushless motor',
        price: 25,
        image_url: 'https://cdn.example.com/motor.png',
      },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ category: 'drones', original_price: 25, tracking_id: null });
  });

  it('accepts prices in cents up to 1,000,000', async () => {
    const token = await loginAdmin();
    for (const [price, original_price] of [
      [19.99, 29.99],
      [0.01, 0.01],
      [1_000_000, 1_000_000],
    ]) {
      const { status, body } = await call<WireProduct>('/products', {
        method: 'POST',
        token,
        body: { ...validProduct, price, original_price },
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({ price, original_price });
    }
  });

  it('accepts uploaded images as data URLs', async () => {
    const token = await loginAdmin();
    const { status } = await call('/products', {
      method: 'POST',
      token,
      body: { ...validProduct, image_url: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(status).toBe(201);
  });

  it.each([
    [{ name: '' }, 'name is required'],
    [{ name: 42 }, 'name must be a string'],
    [{ description: '   ' }, 'description is required'],
    [{ price: 0 }, 'price must be a number greater than 0'],
    [{ price: '10' }, 'price must be a number greater than 0'],
    [{ original_price: 10 }, 'original_price must be a number greater than or equal to price'],
    [{ price: 1e308, original_price: 1e308 }, 'price must be at most 1,000,000'],
    [{ price: 1_000_000.01, original_price: 2_000_000 }, 'price must be at most 1,000,000'],
    [{ original_price: 1_000_001 }, 'original_price must be at most 1,000,000'],
    [{ price: 0.001, original_price: 1 }, 'price must have at most 2 decimals'],
    [{ price: 19.995 }, 'price must have at most 2 decimals'],
    [{ original_price: 1699.001 }, 'original_price must have at most 2 decimals'],
    [{ image_url: '' }, 'image_url is required'],
    [
      { image_url: 'javascript:alert(1)' },
      'image_url must be an http(s) URL, a path starting with "/" or a data:image/ URL',
    ],
    [
      { image_url: '//evil.example/x.png' },
      'image_url must be an http(s) URL, a path starting with "/" or a data:image/ URL',
    ],
    [{ category: 'toys' }, 'category must be "courses" or "drones"'],
    [{ tracking_id: 7 }, 'tracking_id must be a string or null'],
  ])('rejects the body change %j', async (change, message) => {
    const token = await loginAdmin();
    for (const [method, path] of [
      ['POST', '/products'],
      ['PUT', '/products/p-001'],
    ] as const) {
      const { status, body } = await call(path, {
        method,
        token,
        body: { ...validProduct, ...change },
      });
      expect(status).toBe(400);
      expect(body).toEqual({ error: message });
    }
  });

  it('rejects malformed JSON and non-object bodies', async () => {
    const token = await loginAdmin();
    const malformed = await call('/products', { method: 'POST', token, rawBody: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Request body must be valid JSON' });
    const put = await call('/products/p-001', { method: 'PUT', token, rawBody: 'nope' });
    expect(put.body).toEqual({ error: 'Request body must be valid JSON' });
    const array = await call('/products', { method: 'POST', token, body: [validProduct] });
    expect(array.body).toEqual({ error: 'Request body must be a JSON object' });
  });

  it('updates a product or answers 404', async () => {
    const token = await loginAdmin();
    const { status, body } = await call<WireProduct>('/products/p-002', {
      method: 'PUT',
      token,
      body: { ...validProduct, tracking_id: 'TRK-1' },
    });
    expect(status).toBe(200);
    // The body has no specifications: the stored ones are kept.
    const { specifications } = productFixtures.find(({ id }) => id === 'p-002')!;
    expect(body).toEqual({ id: 'p-002', ...validProduct, tracking_id: 'TRK-1', specifications });
    expect((await call('/products/p-002')).body).toEqual(body);
    const missing = await call('/products/p-999', { method: 'PUT', token, body: validProduct });
    expect(missing.status).toBe(404);
  });

  it('sets, keeps and clears per-product specifications', async () => {
    const token = await loginAdmin();
    const rows = [
      { label: 'Rotors', value: '6' },
      { label: 'Flight time', value: '25 minutes' },
    ];
    const created = await call<WireProduct>('/products', {
      method: 'POST',
      token,
      body: { ...validProduct, specifications: rows },
    });
    expect(created.status).toBe(201);
    expect(created.body.specifications).toEqual(rows);
    const path = `/products/${created.body.id}`;
    expect((await call<WireProduct>(path)).body.specifications).toEqual(rows);

    // A client that does not know the field (the admin form) keeps them.
    const kept = await call<WireProduct>(path, { method: 'PUT', token, body: validProduct });
    expect(kept.body.specifications).toEqual(rows);

    const cleared = await call<WireProduct>(path, {
      method: 'PUT',
      token,
      body: { ...validProduct, specifications: [] },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('specifications');
    expect((await call<WireProduct>(path)).body).not.toHaveProperty('specifications');
  });

  it('leaves specifications out of products without them', async () => {
    const token = await loginAdmin();
    const { body } = await call<WireProduct>('/products', {
      method: 'POST',
      token,
      body: validProduct,
    });
    expect(body).not.toHaveProperty('specifications');
  });

  it.each([
    [{ specifications: 'fast' }],
    [{ specifications: [{ label: 'Rotors' }] }],
    [{ specifications: [['Rotors', '6']] }],
    [
      {
        specifications: Array.from({ length: MAX_SPECIFICATIONS + 1 }, (_, i) => ({
          label: `L${i}`,
          value: 'v',
        })),
      },
    ],
    [{ specifications: [{ label: 'x'.repeat(MAX_SPECIFICATION_LABEL + 1), value: '6' }] }],
    [{ specifications: [{ label: 'x', value: 'x'.repeat(MAX_SPECIFICATION_VALUE + 1) }] }],
  ])('refuses malformed specifications %#', async (change) => {
    const token = await loginAdmin();
    const { status, body } = await call<ErrorBody>('/products', {
      method: 'POST',
      token,
      body: { ...validProduct, ...change },
    });
    expect(status).toBe(400);
    expect(body.error).toMatch(/^specifications/);
  });

  it('deletes a product, its cart lines, and answers 404 the second time', async () => {
    const token = await loginAdmin();
    const guest = newGuestToken();
    await call('/cart/', { method: 'POST', token: guest, body: { product_id: 'p-005' } });
    await call('/cart/', { method: 'POST', token: guest, body: { product_id: 'p-006' } });

    const deleted = await call('/products/p-005', { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await call('/products/p-005')).status).toBe(404);
    expect((await call('/products/p-005', { method: 'DELETE', token })).status).toBe(404);

    const stored = await getBackendDb().carts.get(`guest:${guest}`);
    expect(stored?.items.map(({ productId }) => productId)).toEqual(['p-006']);
    expect(stored?.productIds).toEqual(['p-006']);
  });

  describe('authorisation', () => {
    const writes = [
      ['POST', '/products'],
      ['PUT', '/products/p-001'],
      ['DELETE', '/products/p-001'],
    ] as const;

    it.each(writes)('%s %s needs an admin token', async (method, path) => {
      const customer = (await loginCustomer()).token;
      const tokens = [undefined, customer, newGuestToken(), 'forged.token.value'];
      for (const token of tokens) {
        const { status, body } = await call<ErrorBody>(path, { method, token, body: validProduct });
        expect(status).toBe(401);
        expect(typeof body.error).toBe('string');
      }
      expect((await call('/products/p-001')).status).toBe(200);
    });

    it('refuses an expired admin session', async () => {
      const token = await loginAdmin();
      await getBackendDb().sessions.update(token, { expiresAt: Date.now() - 1 });
      const { status } = await call('/products', { method: 'POST', token, body: validProduct });
      expect(status).toBe(401);
    });
  });
});

describe('the search rule (searchQueryWords, matchesSearch)', () => {
  const product = (name: string, description: string) => ({
    nameKey: name.toLowerCase(),
    description,
  });
  const pilot = product(
    'Drone Pilot Training Course',
    'Learn to FLY safely, with FAA Part 107 prep.',
  );

  it('splits on any white space, lower-cases and drops repeats', () => {
    expect(searchQueryWords('  Drone\tCOURSE \n drone ')).toEqual(['drone', 'course']);
    expect(searchQueryWords('   ')).toEqual([]);
  });

  it('needs every word, in any order, in the name or the description', () => {
    expect(matchesSearch(pilot, searchQueryWords('drone course'))).toBe(true);
    expect(matchesSearch(pilot, searchQueryWords('course drone'))).toBe(true);
    expect(matchesSearch(pilot, searchQueryWords('pilot fly'))).toBe(true);
    expect(matchesSearch(pilot, searchQueryWords('part 107'))).toBe(true);
    expect(matchesSearch(pilot, searchQueryWords('drone racing'))).toBe(false);
    expect(matchesSearch(pilot, searchQueryWords('dro'))).toBe(true); // words match inside words
    expect(matchesSearch(pilot, [])).toBe(true);
  });
});
