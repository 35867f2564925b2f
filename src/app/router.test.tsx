import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import {
  Link,
  matchRoutes,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazyRoute';
import { RootLayout } from './layouts/RootLayout';
import { PageErrorBoundary } from './layouts/RouteErrorBoundary';
import { routes, routesFor } from './router';
import { theme } from './theme';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('the page blew up');
}

function renderAt(path: string, pages: Record<string, React.ReactNode>) {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/fine">Somewhere fine</Link>
        <Routes>
          <Route element={<RootLayout />}>
            {Object.entries(pages).map(([at, element]) => (
              <Route key={at} path={at} element={element} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('route error boundary', () => {
  it('shows the error page for a page that throws, and clears it on the next navigation', async () => {
    renderAt('/broken', {
      '/broken': <Broken />,
      '/fine': <p>Fine page</p>,
    });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('the page blew up')).toBeTruthy();
    await act(async () => screen.getByRole('link', { name: 'Somewhere fine' }).click());
    expect(await screen.findByText('Fine page')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});

describe('page error boundary', () => {
  function ShopFrame() {
    return (
      <>
        <nav aria-label="Shop navigation">Shop header</nav>
        <Outlet />
      </>
    );
  }

  it('keeps the area layout around a page that throws, offers a way back and a retry', async () => {
    let failing = true;
    function Flaky() {
      if (failing) throw new Error('bad record');
      return <p>Order page</p>;
    }
    render(
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={['/shop/order/ORD-1']}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route path="/shop" element={<ShopFrame />}>
                <Route
                  path="order/:id"
                  element={
                    <PageErrorBoundary>
                      <Flaky />
                    </PageErrorBoundary>
                  }
                />
              </Route>
            </Route>
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Shop navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      '/shop',
    );
    failing = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByText('Order page')).toBeTruthy();
  });
});

describe('lazyRoute', () => {
  it('loads the chunk once however often it is preloaded, and renders its Component', async () => {
    const load = vi.fn(async () => ({ Component: () => <p>Lazy page</p> }));
    const route = lazyRoute(load);
    await Promise.all([route.preload(), route.preload()]);
    renderAt('/lazy', { '/lazy': <route.Page /> });
    expect(await screen.findByText('Lazy page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a chunk that has arrived at once, without a fallback in between', async () => {
    const route = lazyRoute(async () => ({ Component: () => <p>Preloaded page</p> }));
    await route.preload();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <route.Page />
      </Suspense>,
    );
    // Synchronously: React would otherwise hold the page back behind its fallback.
    expect(screen.getByText('Preloaded page')).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('retries a chunk that failed to load (offline, then back online)', async () => {
    const load = vi
      .fn<() => Promise<{ Component: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: () => <p>Back online</p> });
    const route = lazyRoute(load);
    await expect(route.preload()).rejects.toThrow('Failed to fetch');
    await expect(route.preload()).resolves.toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('routesFor', () => {
  // What each match renders: the chain of route paths and the leaf's element or page handle.
  const describeMatch = (table: RouteObject[], path: string) => {
    const matches = matchRoutes(table, path) ?? [];
    const leaf = matches.at(-1)?.route;
    return {
      chain: matches.map((match) => `${match.route.path ?? '(layout)'}`).join(' > '),
      leaf: leaf?.handle ?? leaf?.element,
    };
  };

  it.each([
    '/',
    '/about',
    '/nowhere',
    '/shopping',
    '/administrator',
    '/shop',
    '/shop/',
    '/shop/products',
    '/SHOP/Products',
    '/shop/products/p-001',
    '/shop/order/o-1',
    '/shop/nowhere/deep',
    '/admin',
    '/admin/login',
    '/admin/forgot-password',
    '/admin/orders',
    '/admin/nowhere',
    '/products',
    '/products/p-001',
    '/order/o-1',
    '/cart',
    '/login',
  ])('%s matches the same routes in its area as in the whole table', (path) => {
    const inArea = describeMatch(routesFor(path), path);
    expect(inArea.chain).not.toBe('');
    expect(inArea).toEqual(describeMatch(routes, path));
  });

  it('leaves the other areas out', () => {
    const paths = (table: RouteObject[]): string[] =>
      table.flatMap((route) => [route.path ?? '', ...paths(route.children ?? [])]);
    expect(paths(routesFor('/shop/cart'))).not.toContain('/admin');
    expect(paths(routesFor('/admin/orders'))).not.toContain('/shop');
    expect(paths(routesFor('/about'))).not.toContain('/shop');
  });
});
