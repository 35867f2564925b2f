// Sample data for the admin back office (spec §3: "two fake samples",
// "hard-coded samples", "local sample data") and the help documentation.
import { paths } from '../config/paths';
import type { NotificationType } from '../data/recordTypes';

export interface SampleCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  joinDate: string; // ISO
  totalOrders: number;
  totalSpent: number;
  lastOrderDate: string | null; // ISO
  status: 'active' | 'inactive';
}

/** The two fake customers shown next to the ones derived from orders. */
export const sampleCustomers: SampleCustomer[] = [
  {
    id: 'sample-customer-1',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '+91 98765 43210',
    address: '12 Lake View Road, Nellore, 524001, India',
    joinDate: '2025-01-14T10:30:00.000Z',
    totalOrders: 3,
    totalSpent: 1248.5,
    lastOrderDate: '2025-06-02T15:10:00.000Z',
    status: 'active',
  },
  {
    id: 'sample-customer-2',
    name: 'Daniel Brooks',
    email: 'daniel.brooks@example.com',
    phone: '+1 555 0142',
    address: '48 Harbor Street, Portland, 97201, USA',
    joinDate: '2024-09-03T08:00:00.000Z',
    totalOrders: 1,
    totalSpent: 199.99,
    lastOrderDate: '2024-09-03T08:00:00.000Z',
    status: 'inactive',
  },
];

export interface SampleNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  minutesAgo: number;
  read: boolean;
  actionRequired: boolean;
}

/** A few sample notifications, seeded once next to the real ones. */
export const sampleNotifications: SampleNotification[] = [
  {
    id: 'NTF-sample-1',
    type: 'warning',
    title: 'Low stock',
    message: 'ED1 Educational Drone has fewer than 5 units left in the warehouse.',
    minutesAgo: 5,
    read: false,
    actionRequired: true,
  },
  {
    id: 'NTF-sample-2',
    type: 'info',
    title: 'Weekly summary ready',
    message: 'The sales summary for last week is ready in Reports.',
    minutesAgo: 3 * 60,
    read: false,
    actionRequired: false,
  },
  {
    id: 'NTF-sample-3',
    type: 'error',
    title: 'Payment failed',
    message: 'A card payment was declined at checkout. The customer was asked to retry.',
    minutesAgo: 26 * 60,
    read: true,
    actionRequired: false,
  },
  {
    id: 'NTF-sample-4',
    type: 'success',
    title: 'Backup completed',
    message: 'The nightly backup of the shop data completed successfully.',
    minutesAgo: 2 * 24 * 60,
    read: true,
    actionRequired: false,
  },
];

export interface HelpArticle {
  id: string;
  title: string;
  body: string;
}

export interface HelpGroup {
  id: string;
  title: string;
  articles: HelpArticle[];
}

/** How-tos for this back office, shown on /admin/help. */
export const helpGroups: HelpGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    articles: [
      {
        id: 'sign-in',
        title: 'Signing in and out',
        body: 'Open /admin/login and sign in with your staff e-mail and password. Your session stays in this browser until you press Logout in the top bar.',
      },
      {
        id: 'navigation',
        title: 'Finding your way around',
        body: 'The sidebar groups every screen: Main (dashboard, analytics), Commerce (products, orders, customers, coupons), Communication (messages, notifications) and System (reports, settings, help). On a tablet, open the sidebar with the menu button.',
      },
      {
        id: 'offline',
        title: 'Working offline',
        body: 'After one visit the back office keeps working without a connection. Orders, messages, notifications and settings are kept in this browser.',
      },
    ],
  },
  {
    id: 'products',
    title: 'Products',
    articles: [
      {
        id: 'add-product',
        title: 'Adding a product',
        body: 'In Products press Add Product, fill in the name, description, price, original price and category, then give an image URL or upload an image (up to 2 MB). The original price must be at least the current price.',
      },
      {
        id: 'tracking',
        title: 'Setting a tracking id',
        body: 'Use Add Tracking (or Update when one is set) on a product row. An empty value is ignored.',
      },
      {
        id: 'delete-product',
        title: 'Removing a product',
        body: 'Press Delete on the product row and confirm. The product disappears from the shop at once.',
      },
    ],
  },
  {
    id: 'orders',
    title: 'Orders and customers',
    articles: [
      {
        id: 'order-status',
        title: 'Updating an order status',
        body: 'In Orders press Update Status, choose pending, processing, shipped or delivered, and save. Delivered orders are final and can no longer be edited. The customer sees the new status on their order page.',
      },
      {
        id: 'customers',
        title: 'Finding a customer',
        body: 'Customers are built from orders by e-mail address. Search by name or e-mail, filter by status and sort by name, total spent, total orders or join date. View opens the customer with all their orders.',
      },
      {
        id: 'export-customers',
        title: 'Exporting the customer list',
        body: 'Export List downloads the customers currently shown (after search and filters) as a CSV file that opens in any spreadsheet.',
      },
    ],
  },
  {
    id: 'coupons',
    title: 'Coupons',
    articles: [
      {
        id: 'create-coupon',
        title: 'Creating a coupon',
        body: 'In Coupons press Add Coupon, enter a unique code and a discount between 1% and 100%. Leave the expiry empty for a coupon that never expires.',
      },
      {
        id: 'deactivate-coupon',
        title: 'Pausing a coupon',
        body: 'Edit the coupon and switch Active off. Inactive or expired coupons are refused at the cart with "Invalid coupon code".',
      },
    ],
  },
  {
    id: 'communication',
    title: 'Messages and notifications',
    articles: [
      {
        id: 'reply',
        title: 'Replying to a customer',
        body: 'Open Messages, select a conversation and type your reply. Enter sends, Shift+Enter starts a new line. Replies to an order conversation appear in that order’s message center as support.',
      },
      {
        id: 'notifications',
        title: 'Handling notifications',
        body: 'New orders and contact messages create notifications. Filter by Unread or Action Required, mark items read one by one or all at once, and delete what you no longer need.',
      },
    ],
  },
  {
    id: 'system',
    title: 'Reports and settings',
    articles: [
      {
        id: 'reports',
        title: 'Generating a report',
        body: 'In Reports choose a period and a report type and press Generate Report. Export the table as PDF, Excel or CSV.',
      },
      {
        id: 'settings',
        title: 'Changing store settings',
        body: 'Settings keeps the store name, currency, time zone, language, notification switches and security options. Press Save Settings to keep them; they survive reloads. Appearance switches between light, dark and system colours.',
      },
    ],
  },
];

export interface HelpTile {
  id: string;
  title: string;
  description: string;
  to: string;
}

/** The four quick links at the top of /admin/help. */
export const helpTiles: HelpTile[] = [
  {
    id: 'products',
    title: 'Products guide',
    description: 'Add, edit and remove products and tracking ids.',
    to: paths.adminProducts,
  },
  {
    id: 'orders',
    title: 'Orders guide',
    description: 'Follow orders and update their status.',
    to: paths.adminOrders,
  },
  {
    id: 'coupons',
    title: 'Coupons guide',
    description: 'Create and manage discount codes.',
    to: paths.adminCoupons,
  },
  {
    id: 'settings',
    title: 'Settings guide',
    description: 'Store details, notifications and security.',
    to: paths.adminSettings,
  },
];
