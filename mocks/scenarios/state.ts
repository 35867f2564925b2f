// Which scenario is active, for every tab and the service worker of this browser profile: kept in
// a small database of its own, so a reset or an import of the shop's data leaves it alone. The
// catalogue scenarios park the real products there while they replace them, and put them back
// when they end.
import Dexie, { type EntityTable } from 'dexie';
import { deleteDatabase, getBackendDb, type BackendDatabase } from '../db';
import type { ProductRecord } from '../recordTypes';
import { loadGeneratedProducts } from '../fixtures/generateProducts';
import { ensureSeeded } from '../seed';
import { DEFAULT_SCENARIO, isScenarioName, type ScenarioName } from './list';

export const SCENARIO_DB_NAME = 'skyforge-scenario';
export const LARGE_CATALOGUE_SIZE = 10_000;
/** Ids of the large catalogue's products, apart from every other product's. */
export const SCENARIO_PRODUCT_PREFIX = 'scenario-';
const LARGE_CATALOGUE_SEED = 2026;
const ACTIVE_KEY = 'active';
/** Tells the other contexts of this profile (tabs, worker) that the scenario changed. */
const CHANNEL_NAME = 'skyforge-scenario';

interface StateRecord {
  key: string;
  value: string;
}

class ScenarioDatabase extends Dexie {
  declare state: EntityTable<StateRecord, 'key'>;
  declare parkedProducts: EntityTable<ProductRecord, 'id'>;

  constructor() {
    super(SCENARIO_DB_NAME);
    this.version(1).stores({ state: 'key', parkedProducts: 'id' });
  }
}

let database: ScenarioDatabase | null = null;
const scenarioDb = () => (database ??= new ScenarioDatabase());

let active: Promise<ScenarioName> | null = null;
let channel: BroadcastChannel | null = null;

function listenForChanges(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => {
    active = null;
  };
  // Under Node (the build's prerender, tests) an open channel would keep the process alive.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
}

/** The active scenario ('default' when none, or when what is stored is not a known one). */
export function activeScenario(): Promise<ScenarioName> {
  listenForChanges();
  active ??= scenarioDb()
    .state.get(ACTIVE_KEY)
    .then((record) => (isScenarioName(record?.value) ? record.value : DEFAULT_SCENARIO))
    .catch((error: unknown) => {
      console.error('[backend] the test scenario could not be read', error);
      active = null;
      return DEFAULT_SCENARIO;
    });
  return active;
}

/** Moves every product aside (the scenario database) and leaves the catalogue empty. */
async function parkProducts(db: BackendDatabase): Promise<void> {
  const products = await db.products.toArray();
  const parked = scenarioDb().parkedProducts;
  await parked.clear();
  await parked.bulkPut(products);
  await db.transaction('rw', db.products, db.productStats, () => db.products.clear());
}

/** Whether products are parked: a catalogue scenario is on, or one was left half-way. */
export async function hasParkedProducts(): Promise<boolean> {
  return (await scenarioDb().parkedProducts.count()) > 0;
}

/**
 * Puts the parked products back. Products added while the scenario was on stay, except the large
 * catalogue's generated ones.
 */
async function restoreProducts(db: BackendDatabase): Promise<void> {
  const parked = await scenarioDb().parkedProducts.toArray();
  await db.transaction('rw', db.products, db.productStats, async () => {
    await db.products.where('id').startsWith(SCENARIO_PRODUCT_PREFIX).delete();
    await db.products.bulkPut(parked);
  });
  await scenarioDb().parkedProducts.clear();
}

/**
 * The catalogue as it is once the catalogue scenario ends, without ending it: what a data export
 * holds while one is on.
 */
export async function productsOutsideScenario(db: BackendDatabase): Promise<ProductRecord[]> {
  const parked = await scenarioDb().parkedProducts.toArray();
  const current = await db.products.toArray();
  if (parked.length === 0) return current;
  const byId = new Map(
    current
      .filter((product) => !product.id.startsWith(SCENARIO_PRODUCT_PREFIX))
      .map((product) => [product.id, product]),
  );
  for (const product of parked) byId.set(product.id, product);
  return [...byId.values()];
}

const replacesCatalogue = (name: ScenarioName) =>
  name === 'empty-catalogue' || name === 'large-catalogue';

/** One switch at a time, across every context of the profile where the browser can say so. */
let switching: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  const next = switching.then((): Promise<T> =>
    locks ? (locks.request(CHANNEL_NAME, run) as Promise<T>) : run(),
  );
  switching = next.catch(() => undefined);
  return next;
}

async function storeActive(name: ScenarioName): Promise<void> {
  await scenarioDb().state.put({ key: ACTIVE_KEY, value: name });
  active = Promise.resolve(name);
  listenForChanges();
  channel?.postMessage(name);
}

/**
 * Makes `name` the active scenario for this profile: puts parked products back (also after a
 * switch that failed half-way), makes the new scenario's data change, stores the name and tells
 * the other contexts. Switches run one at a time.
 */
export function switchScenario(
  name: ScenarioName,
  db: BackendDatabase = getBackendDb(),
): Promise<void> {
  return oneAtATime(async () => {
    // Seeding later would fill the catalogue a scenario has just emptied.
    await ensureSeeded(db);
    const previous = (await scenarioDb().state.get(ACTIVE_KEY))?.value;
    if (previous !== name || !replacesCatalogue(name)) {
      if (await hasParkedProducts()) await restoreProducts(db);
      if (replacesCatalogue(name)) await parkProducts(db);
      if (name === 'large-catalogue') {
        await db.transaction('rw', db.products, db.productStats, () =>
          loadGeneratedProducts(db, LARGE_CATALOGUE_SIZE, {
            seed: LARGE_CATALOGUE_SEED,
            idPrefix: SCENARIO_PRODUCT_PREFIX,
          }),
        );
      }
    }
    await storeActive(name);
  });
}

/**
 * A reset or an import replaces the catalogue: a catalogue scenario then ends, and what it parked
 * is dropped (the new data is the truth).
 */
export function endCatalogueScenario(): Promise<void> {
  return oneAtATime(async () => {
    await scenarioDb().parkedProducts.clear();
    const current = (await scenarioDb().state.get(ACTIVE_KEY))?.value;
    if (isScenarioName(current) && replacesCatalogue(current)) await storeActive(DEFAULT_SCENARIO);
  });
}

/** Tests: forget the cached scenario and drop the scenario database. */
export async function resetScenarioState(): Promise<void> {
  active = null;
  const current = database;
  database = null;
  await deleteDatabase(current, SCENARIO_DB_NAME);
}
