// Backend benchmark (`npm run bench:backend`): seeds 10,000 and then 50,000 products into
// fake-indexeddb through the bulk loader, times the filtered, sorted, paged GET /products
// queries through the real handlers (msw node server), and writes bench/backend.json and
// bench/backend.md. Run by its own config (scripts/bench/vitest.config.ts), never by the unit
// tests.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../../mocks/db';
import { productFixtures } from '../../mocks/fixtures/products';
import { loadGeneratedProducts } from '../../mocks/fixtures/generateProducts';
import { ensureSeeded } from '../../mocks/seed';
import { API } from '../../mocks/testHelpers';

const SIZES = (process.env.BENCH_SIZES ?? '10000,50000').split(',').map(Number);
const QUERY_RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARM_UP_RUNS = 2;
const SEED_RUNS: Record<number, number> = { 10000: 3, 50000: 3 };
/** Issue 6: product queries ≤ 20 ms at 50,000 products. */
const QUERY_BUDGET_MS = 20;
const BUDGET_SIZE = 50000;

interface Figure {
  median: number;
  min: number;
  max: number;
  runs: number;
}

interface QueryFigure extends Figure {
  id: string;
  label: string;
  query: string;
  /** Items on the page and total matches, to show what was measured. */
  items: number;
  total: number;
  /** null: no budget (search); otherwise whether the median meets the 20 ms budget. */
  budgetMet: boolean | null;
}

interface SizeResult {
  products: number;
  seeding: Figure & { productsPerSecond: number };
  queries: QueryFigure[];
}

interface QuerySpec {
  id: string;
  label: string;
  /** Query string, or a function of the first page's total (for the last page). */
  query: string | ((total: number) => string);
  budget: boolean;
}

const QUERIES: QuerySpec[] = [
  {
    id: 'shop-default',
    label: 'All products, max price 1000, by name, page 1 (the shop default)',
    query: 'category=all&max_price=1000&sort=name&page=1&limit=8',
    budget: true,
  },
  {
    id: 'shop-next-page',
    label: 'All products, max price 1000, by name, page 2',
    query: 'max_price=1000&sort=name&page=2&limit=8',
    budget: true,
  },
  {
    id: 'category-name',
    label: 'Drones, max price 1000, by name, page 1',
    query: 'category=drones&max_price=1000&sort=name&page=1&limit=8',
    budget: true,
  },
  {
    id: 'category-name-low-cap',
    label: 'Courses, max price 60, by name, page 2',
    query: 'category=courses&max_price=60&sort=name&page=2&limit=8',
    budget: true,
  },
  {
    id: 'name-no-cap',
    label: 'All products, no price cap, by name, page 1',
    query: 'sort=name&page=1&limit=8',
    budget: true,
  },
  {
    id: 'price-asc',
    label: 'Drones, by price ascending, page 1',
    query: 'category=drones&sort=price-asc&page=1&limit=8',
    budget: true,
  },
  {
    id: 'price-asc-capped',
    label: 'Drones, max price 500, by price ascending, page 3',
    query: 'category=drones&max_price=500&sort=price-asc&page=3&limit=8',
    budget: true,
  },
  {
    id: 'price-desc',
    label: 'All products, max price 1000, by price descending, page 1',
    query: 'max_price=1000&sort=price-desc&page=1&limit=8',
    budget: true,
  },
  {
    id: 'price-desc-page-10',
    label: 'Courses, by price descending, page 10',
    query: 'category=courses&sort=price-desc&page=10&limit=8',
    budget: true,
  },
  {
    id: 'price-deep',
    label: 'All products, max price 1000, by price ascending, page 90% of the way through',
    query: (total) =>
      `max_price=1000&sort=price-asc&page=${Math.max(1, Math.ceil((total / 8) * 0.9))}&limit=8`,
    budget: true,
  },
  {
    id: 'name-page-50',
    label: 'All products, max price 1000, by name, page 50',
    query: 'max_price=1000&sort=name&page=50&limit=8',
    budget: true,
  },
  {
    id: 'name-last-page',
    label: 'Drones, max price 1000, by name, last page',
    query: (total) =>
      `category=drones&max_price=1000&sort=name&page=${Math.max(1, Math.ceil(total / 8))}&limit=8`,
    budget: true,
  },
  {
    id: 'name-middle-page',
    label: 'All products, no price cap, by name, middle page (worst case)',
    query: (total) => `sort=name&page=${Math.max(1, Math.ceil(total / 16))}&limit=8`,
    budget: false,
  },
  {
    id: 'search',
    label: 'Search "falcon", max price 1000, by name, page 1',
    query: 'search=falcon&max_price=1000&sort=name&page=1&limit=8',
    budget: false,
  },
  {
    id: 'search-category',
    label: 'Search "python", courses, by price ascending, page 1',
    query: 'search=python&category=courses&sort=price-asc&page=1&limit=8',
    budget: false,
  },
];

function summarise(samples: number[]): Figure {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const round = (value: number): number => Math.round(value * 100) / 100;
  return {
    median: round(median),
    min: round(sorted[0]),
    max: round(sorted[sorted.length - 1]),
    runs: sorted.length,
  };
}

interface PageAnswer {
  items: unknown[];
  total: number;
}

async function getPage(query: string): Promise<PageAnswer> {
  const response = await fetch(`${API}/products?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PageAnswer;
}

async function seed(size: number): Promise<Figure & { productsPerSecond: number }> {
  const samples: number[] = [];
  const runs = SEED_RUNS[size] ?? 1;
  for (let run = 0; run < runs; run += 1) {
    await resetBackendDb();
    const db = getBackendDb();
    await ensureSeeded(db); // fixtures, users, coupons: not timed
    const started = performance.now();
    await loadGeneratedProducts(db, size - productFixtures.length, { seed: 42 });
    samples.push(performance.now() - started);
    expect(await db.products.count()).toBe(size);
  }
  const figure = summarise(samples);
  return { ...figure, productsPerSecond: Math.round((size / figure.median) * 1000) };
}

async function measureQueries(): Promise<QueryFigure[]> {
  const figures: QueryFigure[] = [];
  for (const spec of QUERIES) {
    let query: string;
    if (typeof spec.query === 'string') {
      query = spec.query;
    } else {
      const base = new URLSearchParams(spec.query(8));
      base.set('page', '1');
      query = spec.query((await getPage(base.toString())).total);
    }
    let answer: PageAnswer = { items: [], total: 0 };
    for (let run = 0; run < WARM_UP_RUNS; run += 1) answer = await getPage(query);
    const samples: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run += 1) {
      const started = performance.now();
      answer = await getPage(query);
      samples.push(performance.now() - started);
    }
    const figure = summarise(samples);
    figures.push({
      id: spec.id,
      label: spec.label,
      query: `GET /products?${query}`,
      items: answer.items.length,
      total: answer.total,
      ...figure,
      budgetMet: spec.budget ? figure.median <= QUERY_BUDGET_MS : null,
    });
  }
  return figures;
}

const fmt = (figure: Figure): string =>
  `${figure.median.toFixed(1)} (${figure.min.toFixed(1)}–${figure.max.toFixed(1)})`;

function markdown(results: SizeResult[], generatedAt: string): string {
  const lines = [
    '# Backend benchmark',
    '',
    `Generated ${generatedAt} by \`npm run bench:backend\` (scripts/bench/backend.bench.test.ts).`,
    '',
    'The mocked backend (msw handlers over Dexie) in Node with fake-indexeddb, called through',
    '`fetch` as the app calls it. Figures in milliseconds: median (min–max) over the runs.',
    `Budget (issue 6): product queries ≤ ${QUERY_BUDGET_MS} ms at ${BUDGET_SIZE.toLocaleString('en-US')} products, judged on the median;`,
    'search and the middle-page worst case are reported without a budget.',
    '',
    '## Seeding',
    '',
    `The fixtures (${productFixtures.length} products, coupons, demo users) are seeded first, untimed; the timed part loads the`,
    'remaining generated products (mocks/fixtures/generateProducts.ts, seed 42) with `loadGeneratedProducts`:',
    'one read-write transaction, `bulkAdd` in chunks of 5,000, price statistics kept up to date as they go.',
    '',
    '| products | runs | load time ms | products/s |',
    '| ---: | ---: | ---: | ---: |',
    ...results.map(
      ({ products, seeding }) =>
        `| ${products.toLocaleString('en-US')} | ${seeding.runs} | ${fmt(seeding)} | ${seeding.productsPerSecond.toLocaleString('en-US')} |`,
    ),
    '',
    '## Product queries',
    '',
    `| query | ${results.map(({ products }) => `${products.toLocaleString('en-US')} products`).join(' | ')} | budget at ${BUDGET_SIZE.toLocaleString('en-US')} |`,
    `| --- | ${results.map(() => '---:').join(' | ')} | --- |`,
  ];
  for (const spec of QUERIES) {
    const cells = results.map(({ queries }) => {
      const figure = queries.find(({ id }) => id === spec.id);
      return figure ? `${fmt(figure)} · ${figure.items}/${figure.total}` : '–';
    });
    const atBudget = results
      .find(({ products }) => products === BUDGET_SIZE)
      ?.queries.find(({ id }) => id === spec.id);
    const verdict =
      !atBudget || atBudget.budgetMet === null
        ? 'no budget'
        : atBudget.budgetMet
          ? `met (≤ ${QUERY_BUDGET_MS} ms)`
          : `**missed** by ${(atBudget.median - QUERY_BUDGET_MS).toFixed(1)} ms`;
    lines.push(`| ${spec.label} | ${cells.join(' | ')} | ${verdict} |`);
  }
  lines.push(
    '',
    'Cells: median (min–max) ms · items on the page / total matches.',
    '',
    '## Queries',
    '',
    ...QUERIES.map((spec) => {
      const figure = results[results.length - 1]?.queries.find(({ id }) => id === spec.id);
      return `- ${spec.label}: \`${figure?.query ?? ''}\``;
    }),
    '',
  );
  return lines.join('\n');
}

it('benchmarks the backend product queries', async () => {
  const results: SizeResult[] = [];
  for (const size of SIZES) {
    const seeding = await seed(size);
    const queries = await measureQueries();
    results.push({ products: size, seeding, queries });
    console.info(`[bench] ${size} products: seeding ${fmt(seeding)} ms`);
    for (const figure of queries) {
      console.info(
        `[bench]   ${figure.id.padEnd(22)} ${fmt(figure)} ms  ${figure.items}/${figure.total}`,
      );
    }
  }
  await resetBackendDb();

  const generatedAt = new Date().toISOString();
  const report = {
    generatedAt,
    environment: {
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      indexedDB: 'fake-indexeddb',
      runs: QUERY_RUNS,
      warmUpRuns: WARM_UP_RUNS,
    },
    budget: { queryMs: QUERY_BUDGET_MS, atProducts: BUDGET_SIZE, judgedOn: 'median' },
    results,
  };
  const outDir = fileURLToPath(new URL('../../bench/', import.meta.url));
  await mkdir(outDir, { recursive: true });
  await writeFile(
    `${outDir}backend.json`,
    await format(JSON.stringify(report), { parser: 'json' }),
  );
  await writeFile(
    `${outDir}backend.md`,
    await format(markdown(results, generatedAt), { parser: 'markdown' }),
  );
});
