import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../api/types';

// Each test gets fresh modules: whether the database code has loaded is module state.
beforeEach(async () => {
  vi.resetModules();
  vi.doUnmock('../lib/afterPaint');
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('skyforge-app');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
});
afterEach(async () => {
  const { db } = await import('./db');
  db.close();
});

const product: Product = {
  id: 'P-1',
  name: 'Scout drone',
  description: 'A drone',
  imageUrl: '/images/products/scout.svg',
  price: 100,
  originalPrice: 120,
  category: 'drones',
  trackingId: null,
};

const databaseNames = async () => (await indexedDB.databases()).map((info) => info.name);

/** The page's paint, held until the test says so; `fromWorker` as the navigation says. */
function holdPaint(fromWorker: boolean) {
  const painted: Array<() => void> = [];
  vi.doMock('../lib/afterPaint', () => ({
    pageCameFromWorker: () => fromWorker,
    afterNextPaint: (callback: () => void) => {
      painted.push(callback);
      return () => {};
    },
  }));
  return { paint: () => painted.splice(0).forEach((callback) => callback()) };
}

/** A query answering key 'a' at once and key 'b' when the test says (once it has been asked). */
function heldSecondKey(answerA: string) {
  let asked: () => void = () => {};
  const askedB = new Promise<void>((resolve) => (asked = resolve));
  let resolveB: (value: string) => void = () => {};
  const query = (key: string) => {
    if (key === 'a') return Promise.resolve(answerA);
    asked();
    return new Promise<string>((resolve) => (resolveB = resolve));
  };
  const finishB = async (value: string) => {
    await askedB;
    resolveB(value);
  };
  return { query, finishB };
}

describe('useLocalQuery', () => {
  it('with `absent`, answers it without creating the database when none exists, then follows the first write', async () => {
    const { useLocalQuery } = await import('./useLocalQuery');
    const { result } = renderHook(() =>
      useLocalQuery((db) => db.wishlist.toArray(), [], { absent: [] }),
    );
    await waitFor(() => expect(result.current).toEqual([]));
    // Nothing created the database: reading must not have created it either.
    expect(await databaseNames()).not.toContain('skyforge-app');

    const { toggleWishlist } = await import('./wishlist');
    await act(async () => {
      await toggleWishlist(product);
    });
    await waitFor(() => expect(result.current?.map((entry) => entry.productId)).toEqual(['P-1']));
  });

  it('without `absent`, opens the database (the wishlist page: a newer tab’s upgrade then finds it open)', async () => {
    const { useWishlist } = await import('./wishlist');
    const { result } = renderHook(() => useWishlist());
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual([]));
    expect(await databaseNames()).toContain('skyforge-app');
  });

  it('answers `initial` until the first result, reads an existing database and stays live', async () => {
    const { db } = await import('./db');
    await db.wishlist.put({ productId: 'P-1', product, addedAt: new Date().toISOString() });
    db.close();
    vi.resetModules();

    const { useLocalQuery } = await import('./useLocalQuery');
    const { result } = renderHook(() =>
      useLocalQuery((appDb) => appDb.wishlist.count(), [], { initial: -1, absent: 0 }),
    );
    expect(result.current).toBe(-1);
    await waitFor(() => expect(result.current).toBe(1));
    const { loadAppDb } = await import('./lazyDb');
    const fresh = await loadAppDb();
    await act(async () => {
      await fresh.wishlist.clear();
    });
    await waitFor(() => expect(result.current).toBe(0));
  });

  it("never answers an earlier deps' result while the query runs for new deps", async () => {
    const { useLocalQuery } = await import('./useLocalQuery');
    const { query, finishB } = heldSecondKey('figures of a');
    const { result, rerender } = renderHook(({ key }) => useLocalQuery(() => query(key), [key]), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current).toBe('figures of a'));

    rerender({ key: 'b' });
    expect(result.current).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeUndefined();

    await finishB('figures of b');
    await waitFor(() => expect(result.current).toBe('figures of b'));
  });

  it('with `keepPrevious`, keeps answering the earlier result until the new one is there (a list’s next page)', async () => {
    const { useLocalQuery } = await import('./useLocalQuery');
    const { query, finishB } = heldSecondKey('page a');
    const { result, rerender } = renderHook(
      ({ key }) => useLocalQuery(() => query(key), [key], { keepPrevious: true }),
      { initialProps: { key: 'a' } },
    );
    await waitFor(() => expect(result.current).toBe('page a'));

    rerender({ key: 'b' });
    expect(result.current).toBe('page a');
    await finishB('page b');
    await waitFor(() => expect(result.current).toBe('page b'));
  });

  it('on a page from the network, asks for the database and the query’s code only once the page has painted', async () => {
    const { paint } = holdPaint(false);
    const { useLocalQuery } = await import('./useLocalQuery');
    const { appDbLoadStarted } = await import('./lazyDb');
    const code = vi.fn(async () => ({ label: (count: number) => `${count} saved` }));
    const { result } = renderHook(() =>
      useLocalQuery(async (db, { label }) => label(await db.wishlist.count()), [], { code }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appDbLoadStarted()).toBe(false);
    expect(code).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();

    act(() => paint());
    await waitFor(() => expect(result.current).toBe('0 saved'));
    expect(code).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['from the worker’s cache, asks for that code while the page renders', true],
    ['from the network, not while the page renders', false],
  ])('on a page %s', async (_, fromWorker) => {
    const { paint } = holdPaint(fromWorker);
    const { useLocalQuery } = await import('./useLocalQuery');
    const { appDbLoadStarted } = await import('./lazyDb');
    const seenInRender: boolean[] = [];
    function Count() {
      return <p>{useLocalQuery((db) => db.wishlist.count(), [], { initial: -1 })} saved</p>;
    }
    // Renders after Count in the same pass, before any effect runs.
    function Probe() {
      seenInRender.push(appDbLoadStarted());
      return null;
    }
    render(
      <>
        <Count />
        <Probe />
      </>,
    );
    expect(seenInRender[0]).toBe(fromWorker);
    if (!fromWorker) act(() => paint());
    expect(await screen.findByText('0 saved')).toBeTruthy();
  });

  it('throws a failed query to the nearest error boundary', async () => {
    const { useLocalQuery } = await import('./useLocalQuery');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
      state: { error?: Error } = {};
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      render() {
        return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
      }
    }
    function Reader() {
      const value = useLocalQuery(async () => {
        throw new Error('corrupt table');
      }, []);
      return <p>{String(value)}</p>;
    }
    render(
      <Boundary>
        <Reader />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: corrupt table')).toBeTruthy();
    logged.mockRestore();
  });
});
