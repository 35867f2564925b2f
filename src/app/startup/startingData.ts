// The app database's starting data, and a half-done import settled (issue 17). The demo dataset
// is built from the backend's fixtures, which live under mocks/ (only start-up may import them).
// Its code loads only when a database is filled, and the fill starts as soon as this tab opens
// the app database (the fill's own code, data/appData.ts, loads with it: not in a first paint).
import { onAppDbAnnounced } from '../../data/appDbRegistry';
import { provideDemoTables, provideOrderGenerator } from '../../data/demoSource';

/** Finishes or drops an import the browser was closed in the middle of (stagedImport.ts). */
async function settleHalfDoneImport(): Promise<void> {
  const { hasStagedImport } = await import('../../data/appData');
  if (!(await hasStagedImport())) return;
  const [{ settleStagedImport }, { backendImportCommitted }] = await Promise.all([
    import('../../data/stagedImport'),
    import('../../api/backendData/backendDataClient'),
  ]);
  await settleStagedImport(backendImportCommitted);
}

/** The demo generator and what it draws from, loaded on first use (one chunk for both uses). */
async function loadDemoGenerator() {
  const [demoDataset, { productFixtures }, { couponFixtures }, { DEMO_CUSTOMER }] =
    await Promise.all([
      import('../../../mocks/fixtures/demoDataset'),
      import('../../../mocks/fixtures/products'),
      import('../../../mocks/fixtures/coupons'),
      import('../../../mocks/fixtures/users'),
    ]);
  return {
    ...demoDataset,
    shop: {
      products: productFixtures,
      coupons: couponFixtures,
      demoCustomer: { name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email },
    },
  };
}

provideDemoTables(async (anchor) => {
  const { DEMO_SEED, generateDemoDataset, shop } = await loadDemoGenerator();
  const dataset = generateDemoDataset({ ...shop, seed: DEMO_SEED, anchor });
  return {
    orders: dataset.orders,
    orderMessages: dataset.orderMessages,
    cartHistory: dataset.cartHistory,
    notifications: dataset.notifications,
  };
});

// Generated orders (Settings → Data): the demo dataset's orders alone, none of its other records.
provideOrderGenerator(async (now, { count, seed }) => {
  const { generateDemoOrders, shop } = await loadDemoGenerator();
  return generateDemoOrders({ ...shop, seed, anchor: now, orderCount: count });
});

onAppDbAnnounced(() => {
  void import('../../data/appData').then(
    async ({ ensureStartingData, checkOrderTotals }) => {
      await ensureStartingData().catch((error: unknown) =>
        console.error('[app database] the starting data could not be written', error),
      );
      await settleHalfDoneImport().catch((error: unknown) =>
        console.error('[app database] a half-done import could not be settled', error),
      );
      await checkOrderTotals().catch((error: unknown) =>
        console.error('[app database] the order totals could not be checked', error),
      );
    },
    (error: unknown) =>
      console.error('[app database] the starting data could not be written', error),
  );
});
