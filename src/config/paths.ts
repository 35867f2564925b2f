// Every route of the app, in one table. Build links with these, never by hand.
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  drones: '/drones',
  software: '/software',
  training: '/training',
  news: '/news',
  privacy: '/privacy',
  terms: '/terms',
  sitemap: '/sitemap',
  careers: '/careers',
  signIn: '/signin',
  signUp: '/signup',

  shop: '/shop',
  shopProducts: '/shop/products',
  shopProduct: (id: string) => `/shop/products/${encodeURIComponent(id)}`,
  shopCategory: (category: 'all' | 'courses' | 'drones') => `/shop/products?category=${category}`,
  shopSearch: (text: string) => `/shop/products?search=${encodeURIComponent(text)}`,
  shopCart: '/shop/cart',
  shopCheckout: '/shop/checkout',
  shopWishlist: '/shop/wishlist',
  shopOrder: (id: string) => `/shop/order/${encodeURIComponent(id)}`,
  shopOrderHistory: '/shop/order-history',
  shopFindOrder: '/shop/find-order',
  shopCartHistory: '/shop/cart-history',

  admin: '/admin',
  adminLogin: '/admin/login',
  adminForgotPassword: '/admin/forgot-password',
  adminAnalytics: '/admin/analytics',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminCustomers: '/admin/customers',
  adminCoupons: '/admin/coupons',
  adminMessages: '/admin/messages',
  adminNotifications: '/admin/notifications',
  adminReports: '/admin/reports',
  adminSettings: '/admin/settings',
  adminHelp: '/admin/help',
} as const;

/** The back office's signed-in pages, in the order of its navigation (spec §9). */
export const adminPages = [
  paths.admin,
  paths.adminAnalytics,
  paths.adminProducts,
  paths.adminOrders,
  paths.adminCustomers,
  paths.adminCoupons,
  paths.adminMessages,
  paths.adminNotifications,
  paths.adminReports,
  paths.adminSettings,
  paths.adminHelp,
] as const;

/** The back office's pages for a visitor who is not signed in. */
export const adminSignInPages = [paths.adminLogin, paths.adminForgotPassword] as const;

/** Paths where the site header is hidden (spec §2). */
export const headerHiddenPrefixes = ['/shop', '/admin', '/signin', '/signup'] as const;

export function isHeaderHidden(pathname: string): boolean {
  return headerHiddenPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
