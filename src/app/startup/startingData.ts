// The app database's starting data, and a half-done import settled (issue 17). The demo dataset
// is built from the backend's fixtures, which live under mocks/ (only start-up may import them).
// Its code loads only when a database is filled, and the fill starts as soon as this tab opens
// the app database.
import { onAppDbAnnounced } from '../../data/appDbRegistry';
import { ensureStartingData, hasStagedImport, provideDemoTables } from '../../data/appData';

/** Finishes or drops an import the browser was closed in the middle of (stagedImport.ts). */
async function settleHalfDoneImport(): Promise<void> {
  if (!(await hasStagedImport())) return;
  const [{ settleStagedImport }, { backendImportCommitted }] = await Promise.all([
    import('../../data/stagedImport'),
    import('../../api/backendData/backendDataClient'),
  ]);
  await settleStagedImport(backendImportCommitted);
}

provideDemoTables(async (anchor, { orderCount, seed } = {}) => {
  const [{ DEMO_SEED, generateDemoDataset }, { productFixtures }, { couponFixtures }, users] =
    await Promise.all([
      import('../../../mocks/fixtures/demoDataset'),
      import('../../../mocks/fixtures/products'),
      import('../../../mocks/fixtures/coupons'),
      import('../../../mocks/fixtures/users'),
    ]);
  const dataset = generateDemoDataset({
    seed: seed ?? DEMO_SEED,
    orderCount,
    anchor,
    products: productFixtures,
    coupons: couponFixtures,
    demoCustomer: { name: users.DEMO_CUSTOMER.name, email: users.DEMO_CUSTOMER.email },
  });
  return {
    orders: dataset.orders,
    orderMessages: dataset.orderMessages,
    cartHistory: dataset.cartHistory,
    notifications: dataset.notifications,
  };
});

onAppDbAnnounced(() => {
  ensureStartingData()
    .catch((error: unknown) =>
      console.error('[app database] the starting data could not be written', error),
    )
    .then(settleHalfDoneImport)
    .catch((error: unknown) =>
      console.error('[app database] a half-done import could not be settled', error),
    );
});
