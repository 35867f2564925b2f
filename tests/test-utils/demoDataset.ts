// The booth's demo dataset as start-up generates it (src/app/startup/startingData.ts), dated back
// from `anchor`: for tests of what the back office shows on it.
import { couponFixtures } from '../../mocks/fixtures/coupons';
import { DEMO_SEED, generateDemoDataset } from '../../mocks/fixtures/demoDataset';
import { productFixtures } from '../../mocks/fixtures/products';
import { DEMO_CUSTOMER } from '../../mocks/fixtures/users';

export function demoDatasetAt(anchor: Date) {
  return generateDemoDataset({
    seed: DEMO_SEED,
    anchor,
    products: productFixtures,
    coupons: couponFixtures,
    demoCustomer: { name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email },
  });
}
