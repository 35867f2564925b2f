import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../data/db';
import { adminNavigation, isNavLinkActive, messagesShortcutLabel } from './navigation';
import { countUnreadMessages } from './useUnreadMessageCount';

describe('admin navigation', () => {
  it('has the spec groups in order', () => {
    expect(adminNavigation.map((g) => g.label)).toEqual([
      'Main',
      'Commerce',
      'Communication',
      'System',
    ]);
    expect(adminNavigation.flatMap((g) => g.links.map((l) => l.to))).toEqual([
      '/admin',
      '/admin/analytics',
      '/admin/products',
      '/admin/orders',
      '/admin/customers',
      '/admin/coupons',
      '/admin/messages',
      '/admin/notifications',
      '/admin/reports',
      '/admin/settings',
      '/admin/help',
    ]);
  });
  it('marks the dashboard active only on /admin', () => {
    const [dashboard, analytics] = adminNavigation[0].links;
    expect(isNavLinkActive(dashboard, '/admin')).toBe(true);
    expect(isNavLinkActive(dashboard, '/admin/')).toBe(true);
    expect(isNavLinkActive(dashboard, '/admin/analytics')).toBe(false);
    expect(isNavLinkActive(analytics, '/admin/analytics')).toBe(true);
  });
  it('names the messages shortcut with its count', () => {
    expect(messagesShortcutLabel(3)).toBe('Messages, 3 unread');
    expect(messagesShortcutLabel(0)).toBe('Messages, no unread');
  });
});

describe('unread messages', () => {
  // Files share one database in this project (isolate: false): start from none, leave none.
  const clearMessages = async () => {
    await db.orderMessages.clear();
    await db.conversations.clear();
  };
  beforeEach(clearMessages);
  afterEach(clearMessages);
  it('counts unread customer order messages plus conversation unread counts', async () => {
    const base = { orderId: 'ORD-1', text: 'x', timestamp: '2025-01-01T00:00:00Z' };
    await db.orderMessages.bulkAdd([
      { ...base, id: 'MSG-1', sender: 'customer', readByStaff: false },
      { ...base, id: 'MSG-2', sender: 'customer', readByStaff: true },
      { ...base, id: 'MSG-3', sender: 'support', readByStaff: true },
    ]);
    await db.conversations.bulkAdd([
      { id: 'c1', customerName: 'A', customerEmail: 'a@x', messages: [], unread: 2, updatedAt: '' },
      { id: 'c2', customerName: 'B', customerEmail: 'b@x', messages: [], unread: 0, updatedAt: '' },
    ]);
    expect(await countUnreadMessages()).toBe(3);
  });
});
