// Every route of spec §2. Areas load lazily: the public pages pull in no shop
// or admin code, and each page is its own chunk. Declarative routes (useRoutes)
// rather than a data router: the app has no loaders or actions, and the data
// router adds ~16 kB gzip to every page.
import { useEffect, useMemo } from 'react';
import { preload } from 'react-dom';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '../config/paths';
import { shopHeroImage } from '../content/shopHeroImage';
import { lazyRoute, type LazyRoute, type RouteModule } from './lazyRoute';
import { RootLayout } from './layouts/RootLayout';
import { reportShownPage } from './startup/offlinePages';
import { PageErrorBoundary } from './layouts/RouteErrorBoundary';
import { SiteLayout } from './layouts/SiteLayout';
import { Component as SiteHomePage } from './routes/site/home.page';

function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

/**
 * A lazily loaded route element; `handle` lets the router preload it. Each has its own error
 * boundary, so a page that throws keeps its area's layout around the error.
 */
function page(load: () => Promise<RouteModule>) {
  const route = lazyRoute(load);
  return {
    element: (
      <PageErrorBoundary>
        <route.Page />
      </PageErrorBoundary>
    ),
    handle: route,
  };
}

const notFound = page(async () => ({
  Component: (await import('./layouts/NotFoundPage')).NotFoundPage,
}));

// The server-state cache (TanStack Query), which every write goes through: around the shop, the
// admin and the site pages with a form; loaded with them only, never with the home page.
const queryLayout = page(async () => ({
  Component: (await import('./layouts/QueryLayout')).QueryLayout,
}));

const siteRoutes: RouteObject[] = [
  // The home page is the usual landing page: part of the entry, so its hero
  // paints without a second round of requests.
  {
    index: true,
    element: (
      <PageErrorBoundary>
        <SiteHomePage />
      </PageErrorBoundary>
    ),
  },
  { path: 'about', ...page(() => import('./routes/site/about.page')) },
  { path: 'drones', ...page(() => import('./routes/site/drones.page')) },
  { path: 'software', ...page(() => import('./routes/site/software.page')) },
  { path: 'training', ...page(() => import('./routes/site/training.page')) },
  { path: 'news', ...page(() => import('./routes/site/news.page')) },
  { path: 'privacy', ...page(() => import('./routes/site/privacy.page')) },
  { path: 'terms', ...page(() => import('./routes/site/terms.page')) },
  { path: 'sitemap', ...page(() => import('./routes/site/sitemap.page')) },
  {
    // The pages with a form: their writes are mutations.
    ...queryLayout,
    children: [
      { path: 'contact', ...page(() => import('./routes/site/contact.page')) },
      { path: 'careers', ...page(() => import('./routes/site/careers.page')) },
      { path: 'signin', ...page(() => import('./routes/site/signin.page')) },
      { path: 'signup', ...page(() => import('./routes/site/signup.page')) },
    ],
  },
  { path: '*', ...notFound },
];

const shopRoutes: RouteObject[] = [
  {
    index: true,
    ...page(() => {
      // The hero is the largest paint: fetch it alongside the code, not after it.
      preload(shopHeroImage, { as: 'image', fetchPriority: 'high' });
      return import('./routes/shop/home.page');
    }),
  },
  { path: 'products', ...page(() => import('./routes/shop/products.page')) },
  { path: 'products/:id', ...page(() => import('./routes/shop/product.page')) },
  { path: 'cart', ...page(() => import('./routes/shop/cart.page')) },
  { path: 'checkout', ...page(() => import('./routes/shop/checkout.page')) },
  { path: 'order/:id', ...page(() => import('./routes/shop/order.page')) },
  { path: 'order-history', ...page(() => import('./routes/shop/order-history.page')) },
  { path: 'find-order', ...page(() => import('./routes/shop/find-order.page')) },
  { path: 'cart-history', ...page(() => import('./routes/shop/cart-history.page')) },
  { path: 'wishlist', ...page(() => import('./routes/shop/wishlist.page')) },
  { path: '*', ...notFound },
];

const adminRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./routes/admin/dashboard.page')) },
  { path: 'analytics', ...page(() => import('./routes/admin/analytics.page')) },
  { path: 'products', ...page(() => import('./routes/admin/products.page')) },
  { path: 'orders', ...page(() => import('./routes/admin/orders.page')) },
  { path: 'customers', ...page(() => import('./routes/admin/customers.page')) },
  { path: 'coupons', ...page(() => import('./routes/admin/coupons.page')) },
  { path: 'messages', ...page(() => import('./routes/admin/messages.page')) },
  { path: 'notifications', ...page(() => import('./routes/admin/notifications.page')) },
  { path: 'reports', ...page(() => import('./routes/admin/reports.page')) },
  { path: 'settings', ...page(() => import('./routes/admin/settings.page')) },
  { path: 'help', ...page(() => import('./routes/admin/help.page')) },
  { path: '*', ...notFound },
];

const shopArea: RouteObject = {
  path: '/shop',
  ...page(async () => ({ Component: (await import('./layouts/ShopLayout')).ShopLayout })),
  children: shopRoutes,
};
const adminArea: RouteObject[] = [
  { path: '/admin/login', ...page(() => import('./routes/admin/login.page')) },
  {
    path: '/admin/forgot-password',
    ...page(() => import('./routes/admin/forgot-password.page')),
  },
  {
    path: '/admin',
    ...page(async () => ({
      Component: (await import('./layouts/AdminLayout')).AdminLayout,
    })),
    children: adminRoutes,
  },
];
const siteArea: RouteObject = { path: '/', element: <SiteLayout />, children: siteRoutes };
// Old paths of the original app keep working.
const oldPaths: RouteObject[] = [
  { path: '/order/:id', element: <RedirectWithId to={paths.shopOrder} /> },
  { path: '/products', element: <Navigate to={paths.shopProducts} replace /> },
  { path: '/products/:id', element: <RedirectWithId to={paths.shopProduct} /> },
  { path: '/cart', element: <Navigate to={paths.shopCart} replace /> },
  { path: '/login', element: <Navigate to={paths.signIn} replace /> },
];

const rootLayout = <RootLayout />;
const withRoot = (children: RouteObject[]): RouteObject[] => [{ element: rootLayout, children }];

/** Every route of the app. */
export const routes: RouteObject[] = withRoot([
  siteArea,
  { ...queryLayout, children: [shopArea, ...adminArea] },
  ...oldPaths,
]);

// Matching a URL walks and ranks the whole table on every call (React Router keeps no cache):
// ~15 ms on a fast machine for the ~60 routes here. A URL under /shop or /admin can only match
// routes of its own area (each ends in its own not-found page), so it is matched against that
// area alone: the same match, a quarter of the work.
const shopTable = withRoot([{ ...queryLayout, children: [shopArea] }]);
const adminTable = withRoot([{ ...queryLayout, children: adminArea }]);
const siteTable = withRoot([siteArea, ...oldPaths]);
const inArea = (pathname: string, area: string) =>
  pathname === area || pathname.startsWith(`${area}/`);

/** The part of the route table that can match `pathname`. */
export function routesFor(pathname: string): RouteObject[] {
  const path = pathname.toLowerCase();
  if (inArea(path, '/shop')) return shopTable;
  if (inArea(path, '/admin')) return adminTable;
  return siteTable;
}

let lastPreload: { pathname: string; settled: Promise<unknown> } | undefined;

/**
 * Starts loading every layout and page `pathname` renders, all at once; settles when all have.
 * Errors surface when the page renders, through the error boundary.
 */
export function preloadRoutes(pathname: string): Promise<unknown> {
  // Start-up asks for the first page twice (before hydration, then in AppRoutes): one match.
  if (lastPreload?.pathname !== pathname) {
    lastPreload = {
      pathname,
      settled: Promise.allSettled(
        (matchRoutes(routesFor(pathname), pathname) ?? []).map((match) =>
          (match.route.handle as LazyRoute | undefined)?.preload(),
        ),
      ),
    };
  }
  return lastPreload.settled;
}

/** The route pattern `pathname` matches, such as `/shop/products/:id`. */
export function routePattern(pathname: string): string {
  const pattern = (matchRoutes(routesFor(pathname), pathname) ?? []).reduce(
    (joined, { route }) =>
      !route.path
        ? joined
        : route.path.startsWith('/')
          ? route.path
          : `${joined.replace(/\/$/, '')}/${route.path}`,
    '',
  );
  return pattern || '/';
}

/**
 * Renders the route for the current URL. Every matched layout and page starts
 * loading at once, instead of one after another as each lazy layout renders.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  useMemo(() => void preloadRoutes(pathname), [pathname]);
  // After the page has rendered: the worker stores its kind for offline use (decision 0012).
  useEffect(() => reportShownPage(routePattern(pathname)), [pathname]);
  return useRoutes(routesFor(pathname));
}
