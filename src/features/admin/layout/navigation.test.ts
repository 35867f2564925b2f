import { describe, expect, it } from 'vitest';
import { adminPages } from '../../../config/paths';
import { adminNavigation, isNavLinkActive, messagesShortcutLabel } from './navigation';

describe('admin navigation', () => {
  it('has the spec groups in order', () => {
    expect(adminNavigation.map((g) => g.label)).toEqual([
      'Main',
      'Commerce',
      'Communication',
      'System',
    ]);
    expect(adminNavigation.flatMap((g) => g.links.map((l) => l.to))).toEqual([...adminPages]);
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
    // No count while it is unknown, rather than a wrong one.
    expect(messagesShortcutLabel(undefined)).toBe('Messages');
  });
});
