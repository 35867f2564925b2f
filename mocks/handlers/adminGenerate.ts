// Admin-only bulk seeding, for benchmarks and large-catalogue demos: POST
// /api/admin/products/generate { count } appends `count` generated products
// (mocks/fixtures/generateProducts.ts) in one transaction and answers how many now exist.
// Posting them one by one through POST /products takes minutes at 50,000.
import { http } from 'msw';
import { loadGeneratedProducts } from '../fixtures/generateProducts';
import { json, route } from './route';
import { requireAdmin } from './session';
import { generateProductsSchema, MAX_GENERATED_PER_CALL } from '../schemas';
import { parseBody, readJsonObject } from './validate';

export { MAX_GENERATED_PER_CALL };
/** Generated ids are `gen-000000`…, apart from the fixtures (`p-`) and admin-created products. */
export const GENERATED_ID_PREFIX = 'gen-';
/** Same catalogue as the backend benchmark (scripts/bench/backend.bench.test.ts). */
const GENERATOR_SEED = 42;
/** meta key: how many products this endpoint has generated, so later calls continue the ids. */
export const GENERATED_COUNT_KEY = 'generatedProducts';

export interface GenerateAnswer {
  created: number;
  total: number;
}

export const adminGenerateHandlers = [
  http.post(
    '*/api/admin/products/generate',
    route(async ({ request, db }) => {
      await requireAdmin(db, request);
      const body = await readJsonObject(request);
      const { count } = parseBody(generateProductsSchema, body);
      // One read-write transaction (bulkAdd in chunks inside): all or nothing, and the price
      // statistics middleware updates productStats in the same transaction.
      const total = await db.transaction(
        'rw',
        [db.products, db.productStats, db.meta],
        async () => {
          const made = await db.meta.get(GENERATED_COUNT_KEY);
          const start = typeof made?.value === 'number' ? made.value : 0;
          await loadGeneratedProducts(db, count, {
            start,
            seed: GENERATOR_SEED,
            idPrefix: GENERATED_ID_PREFIX,
          });
          await db.meta.put({ key: GENERATED_COUNT_KEY, value: start + count });
          return db.products.count();
        },
      );
      return json({ created: count, total } satisfies GenerateAnswer, 201);
    }),
  ),
];
