// Every route of spec §2. Areas load lazily: the public pages pull in no shop
// or admin code, and each page is its own chunk.
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './layouts/RootLayout';
import { SiteLayout } from './layouts/SiteLayout';
import { RouteError } from './layouts/RouteError';
import { NotFoundPage } from './layouts/NotFoundPage';

function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={to(id)} replace />;
}

const siteRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/site/home.page') },
  { path: 'about', lazy: () => import('./routes/site/about.page') },
  { path: 'contact', lazy: () => import('./routes/site/contact.page') },
  { path: 'drones', lazy: () => import('./routes/site/drones.page') },
  { path: 'software', lazy: () => import('./routes/site/software.page') },
  { path: 'training', lazy: () => import('./routes/site/training.page') },
  { path: 'news', lazy: () => import('./routes/site/news.page') },
  { path: 'privacy', lazy: () => import('./routes/site/privacy.page') },
  { path: 'terms', lazy: () => import('./routes/site/terms.page') },
  { path: 'sitemap', lazy: () => import('./routes/site/sitemap.page') },
  { path: 'careers', lazy: () => import('./routes/site/careers.page') },
  { path: 'signin', lazy: () => import('./routes/site/signin.page') },
  { path: 'signup', lazy: () => import('./routes/site/signup.page') },
  { path: '*', element: <NotFoundPage /> },
];

const shopRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/shop/home.page') },
  { path: 'products', lazy: () => import('./routes/shop/products.page') },
  { path: 'products/:id', lazy: () => import('./routes/shop/product.page') },
  { path: 'cart', lazy: () => import('./routes/shop/cart.page') },
  { path: 'checkout', lazy: () => import('./routes/shop/checkout.page') },
  { path: 'order/:id', lazy: () => import('./routes/shop/order.page') },
  { path: 'order-history', lazy: () => import('./routes/shop/order-history.page') },
  { path: 'cart-history', lazy: () => import('./routes/shop/cart-history.page') },
  { path: 'wishlist', lazy: () => import('./routes/shop/wishlist.page') },
  { path: '*', element: <NotFoundPage /> },
];

const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/admin/dashboard.page') },
  { path: 'analytics', lazy: () => import('./routes/admin/analytics.page') },
  { path: 'products', lazy: () => import('./routes/admin/products.page') },
  { path: 'orders', lazy: () => import('./routes/admin/orders.page') },
  { path: 'customers', lazy: () => import('./routes/admin/customers.page') },
  { path: 'coupons', lazy: () => import('./routes/admin/coupons.page') },
  { path: 'messages', lazy: () => import('./routes/admin/messages.page') },
  { path: 'notifications', lazy: () => import('./routes/admin/notifications.page') },
  { path: 'reports', lazy: () => import('./routes/admin/reports.page') },
  { path: 'settings', lazy: () => import('./routes/admin/settings.page') },
  { path: 'help', lazy: () => import('./routes/admin/help.page') },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', element: <SiteLayout />, children: siteRoutes },
          {
            // Shop and admin share the server-state cache; loaded with them only.
            lazy: async () => ({ Component: (await import('./layouts/QueryLayout')).QueryLayout }),
            children: [
              {
                path: '/shop',
                lazy: async () => ({
                  Component: (await import('./layouts/ShopLayout')).ShopLayout,
                }),
                children: shopRoutes,
              },
              { path: '/admin/login', lazy: () => import('./routes/admin/login.page') },
              {
                path: '/admin/forgot-password',
                lazy: () => import('./routes/admin/forgot-password.page'),
              },
              {
                path: '/admin',
                lazy: async () => ({
                  Component: (await import('./layouts/AdminLayout')).AdminLayout,
                }),
                children: adminRoutes,
              },
            ],
          },
          // Old paths of the original app keep working.
          { path: '/order/:id', element: <RedirectWithId to={paths.shopOrder} /> },
          { path: '/products', element: <Navigate to={paths.shopProducts} replace /> },
          { path: '/products/:id', element: <RedirectWithId to={paths.shopProduct} /> },
          { path: '/cart', element: <Navigate to={paths.shopCart} replace /> },
          { path: '/login', element: <Navigate to={paths.signIn} replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
