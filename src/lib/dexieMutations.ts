// What a DBCore middleware that keeps running totals needs around a table's mutations: the
// records a mutation replaces or deletes, whether one of its values was written, and one mutation
// at a time per transaction. Used by the backend's product statistics (mocks/productStats.ts).
import type {
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
} from 'dexie';

/** The records `req` will replace or delete, read in its transaction before it runs. */
export async function existingRecords(
  table: DBCoreTable,
  trans: DBCoreTransaction,
  req: DBCoreMutateRequest,
): Promise<unknown[]> {
  switch (req.type) {
    case 'add':
      return [];
    case 'put': {
      const extract = table.schema.primaryKey.extractKey;
      const keys = req.keys ?? (extract ? req.values.map((value) => extract(value)) : []);
      return table.getMany({ trans, keys });
    }
    case 'delete':
      return table.getMany({ trans, keys: req.keys });
    case 'deleteRange': {
      const { result } = await table.query({
        trans,
        values: true,
        query: { index: table.schema.primaryKey, range: req.range },
      });
      return result;
    }
  }
}

/** Whether the mutation's value at `index` was written. */
export function succeeded(response: DBCoreMutateResponse, index: number): boolean {
  return response.numFailures === 0 || !(index in response.failures);
}

/**
 * Runs each transaction's mutations one after the other, so each reads the totals the one before
 * wrote (two at once could lose one). The chain only adds microtask hops, so the transaction
 * stays active. One queue per middleware.
 */
export function mutationQueue() {
  const pending = new WeakMap<DBCoreTransaction, Promise<unknown>>();
  return function serialized<T>(trans: DBCoreTransaction, run: () => Promise<T>): Promise<T> {
    const previous = pending.get(trans);
    const result = previous ? previous.then(run, run) : run();
    pending.set(trans, result);
    return result;
  };
}
