// Where the demo dataset and generated orders come from (./appData.ts uses them). Start-up provides
// both: the fixtures they draw from live under mocks/, which only start-up may import. A module of
// its own, so that start-up's static import of it leaves the rest of appData.ts (the fill, reset
// and import code) out of every page's first load: it loads with the app database.
import type * as Records from './recordTypes';

/** The demo dataset's records, dated back from `anchor`. */
export type DemoTablesLoader = (anchor: Date) => Promise<{
  orders?: Records.Order[];
  orderMessages?: Records.OrderMessage[];
  cartHistory?: Records.CartHistoryRecord[];
  notifications?: Records.AppNotification[];
}>;

/**
 * `count` orders of a year before `now`, in the demo dataset's shape, drawn from `seed`: the
 * orders alone, none of the dataset's other records.
 */
export type OrderGenerator = (
  now: Date,
  options: { count: number; seed: number },
) => Promise<Records.Order[]>;

let demoTables: DemoTablesLoader | null = null;
let orderGenerator: OrderGenerator | null = null;

/** Start-up tells where the demo dataset comes from; the generator's code loads only when needed. */
export function provideDemoTables(loader: DemoTablesLoader): void {
  demoTables = loader;
}

/** Start-up tells where generated orders come from, as for the demo dataset. */
export function provideOrderGenerator(generator: OrderGenerator): void {
  orderGenerator = generator;
}

/** The demo dataset's loader, null until start-up provided it. */
export const providedDemoTables = (): DemoTablesLoader | null => demoTables;

/** The order generator, null until start-up provided it. */
export const providedOrderGenerator = (): OrderGenerator | null => orderGenerator;
