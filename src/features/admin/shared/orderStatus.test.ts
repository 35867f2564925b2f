import { describe, expect, it } from 'vitest';
import { isOrderStatus, statusColor, statusLabel } from './orderStatus';

describe('status display', () => {
  it('shows unknown statuses in red', () => {
    expect(statusLabel('shipped')).toBe('Shipped');
    expect(statusColor('cancelled')).toBe('red');
  });
  it('labels an empty status Unknown', () => {
    expect(statusLabel('')).toBe('Unknown');
    expect(isOrderStatus('delivered')).toBe(true);
    expect(isOrderStatus('cancelled')).toBe(false);
  });
});
