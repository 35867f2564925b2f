import { useLiveQuery } from 'dexie-react-hooks';

/**
 * A live query's result for `key` (e.g. a period): undefined while loading, and also while the
 * result for an earlier key is all there is. useLiveQuery keeps its last result while it runs
 * for new deps, so without this a page could show last period's figures under this period's name.
 */
export function useLiveQueryFor<K, T>(key: K, querier: (key: K) => Promise<T>): T | undefined {
  const latest = useLiveQuery(async () => ({ key, value: await querier(key) }), [key]);
  return latest !== undefined && Object.is(latest.key, key) ? latest.value : undefined;
}
