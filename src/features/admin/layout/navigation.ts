// The admin sidebar (spec §2): four groups, in this order.
import type { ComponentType } from 'react';
import { paths } from '../../../config/paths';
import {
  IconBell,
  IconBox,
  IconCart,
  IconChart,
  IconDashboard,
  IconHelp,
  IconMessage,
  IconReport,
  IconSettings,
  IconTicket,
  IconUsers,
  type IconProps,
} from '../../../components/icons';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Active only on an exact match (the dashboard is the prefix of everything). */
  end?: boolean;
}

export interface AdminNavGroup {
  label: string;
  links: AdminNavLink[];
}

export const adminNavigation: AdminNavGroup[] = [
  {
    label: 'Main',
    links: [
      { label: 'Dashboard', to: paths.admin, icon: IconDashboard, end: true },
      { label: 'Analytics', to: paths.adminAnalytics, icon: IconChart },
    ],
  },
  {
    label: 'Commerce',
    links: [
      { label: 'Products', to: paths.adminProducts, icon: IconBox },
      { label: 'Orders', to: paths.adminOrders, icon: IconCart },
      { label: 'Customers', to: paths.adminCustomers, icon: IconUsers },
      { label: 'Coupons', to: paths.adminCoupons, icon: IconTicket },
    ],
  },
  {
    label: 'Communication',
    links: [
      { label: 'Messages', to: paths.adminMessages, icon: IconMessage },
      { label: 'Notifications', to: paths.adminNotifications, icon: IconBell },
    ],
  },
  {
    label: 'System',
    links: [
      { label: 'Reports', to: paths.adminReports, icon: IconReport },
      { label: 'Settings', to: paths.adminSettings, icon: IconSettings },
      { label: 'Help', to: paths.adminHelp, icon: IconHelp },
    ],
  },
];

export function isNavLinkActive(link: AdminNavLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (link.end) return path === link.to;
  return path === link.to || path.startsWith(`${link.to}/`);
}

/** Accessible name of the top bar's messages shortcut: unread messages; no count while unknown. */
export function messagesShortcutLabel(unread: number | undefined): string {
  if (unread === undefined) return 'Messages';
  if (unread <= 0) return 'Messages, no unread';
  return `Messages, ${unread} unread`;
}
