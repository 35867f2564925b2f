// The one way a component reads the app database (docs/patterns.md, "Reading local data"): a Dexie
// live query, so the component re-renders on every change, also one made in another tab or by the
// service worker. It is not dexie-react-hooks' useLiveQuery because that imports Dexie statically:
// here Dexie, the database and, when the query says so, the query's own code load on demand. So
// the shop never downloads Dexie for a visitor who has no database yet, and the back office's
// frame and dashboard paint before that code is asked for (decision 0009). eslint.config.js keeps
// dexie-react-hooks and Dexie's liveQuery out of every other module.
import { useEffect, useState } from 'react';
import { afterNextPaint, pageCameFromWorker } from '../lib/afterPaint';
import type { AppDatabase } from './db';
import { appDbExists, appDbLoadStarted, loadAppDb, whenAppDbLoaded } from './lazyDb';

export interface LocalQueryOptions<T, C> {
  /** The answer until the first result for the current deps (default undefined). */
  initial?: T;
  /**
   * Given, a device that has no app database yet gets this answer, and the read does not create
   * the database (a shop page's count or heart); it reads once this tab loads the database.
   * Not given, the read opens the database, creating it when needed.
   */
  absent?: T;
  /**
   * While the query runs for new deps, keep answering the result for the earlier ones (a list's
   * next page or search). By default the answer is `initial` until the new result is there, so a
   * page never shows one period's figures or one order's messages under another's name.
   */
  keepPrevious?: boolean;
  /**
   * The query's own code, loaded with the database instead of with the page, for a page whose
   * first paint must not wait for it (decision 0009). The query gets what it resolves to.
   */
  code?: () => Promise<C>;
}

type Answer<T> = { deps: readonly unknown[] } & ({ value: T } | { error: unknown });

let prefetched = false;

/**
 * A page from the worker's cache reads the code from there, at no network cost: a read that will
 * open the database asks for it while the page renders, beside the page's own code, not after.
 */
function prefetchFromWorker(): void {
  if (prefetched) return;
  prefetched = true;
  if (appDbLoadStarted() || !pageCameFromWorker()) return;
  void Promise.all([loadAppDb(), import('dexie')]).catch(() => undefined);
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * The live result of `query` over the app database. `deps` says when the query changes (like an
 * effect's). A query that fails throws from the render, to the nearest error boundary.
 */
export function useLocalQuery<T, C = undefined>(
  query: (db: AppDatabase, code: C) => Promise<T> | T,
  deps: readonly unknown[],
  options: LocalQueryOptions<T, C> & { initial: T },
): T;
export function useLocalQuery<T, C = undefined>(
  query: (db: AppDatabase, code: C) => Promise<T> | T,
  deps: readonly unknown[],
  options?: LocalQueryOptions<T, C>,
): T | undefined;
export function useLocalQuery<T, C>(
  query: (db: AppDatabase, code: C) => Promise<T> | T,
  deps: readonly unknown[],
  options: LocalQueryOptions<T, C> = {},
): T | undefined {
  const { initial, keepPrevious = false, code } = options;
  if (!('absent' in options)) prefetchFromWorker();
  const [answer, setAnswer] = useState<Answer<T>>();
  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    const answerWith = (next: { value: T } | { error: unknown }) => {
      if (!stopped) setAnswer({ deps, ...next });
    };
    const start = async () => {
      if ('absent' in options && !(await appDbExists())) {
        answerWith({ value: options.absent as T });
        await whenAppDbLoaded();
      }
      const [db, { liveQuery }, loadedCode] = await Promise.all([
        loadAppDb(),
        import('dexie'),
        code ? code() : (undefined as C),
      ]);
      if (stopped) return;
      const subscription = liveQuery(() => query(db, loadedCode)).subscribe({
        next: (value) => answerWith({ value }),
        error: (error: unknown) => answerWith({ error }),
      });
      unsubscribe = () => subscription.unsubscribe();
    };
    const run = () =>
      void start().catch((error: unknown) => console.error('[app database] could not load', error));
    // Until this tab has the database's code, a page from the network paints before asking for it.
    const cancel =
      appDbLoadStarted() || pageCameFromWorker() ? (run(), undefined) : afterNextPaint(run);
    return () => {
      stopped = true;
      cancel?.();
      unsubscribe();
    };
    // The query and options are rebuilt every render; `deps` says when they really change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  const current = answer && (keepPrevious || sameDeps(answer.deps, deps)) ? answer : undefined;
  if (!current) return initial;
  if ('error' in current) throw current.error;
  return current.value;
}
