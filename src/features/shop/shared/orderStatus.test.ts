import { describe, expect, it } from 'vitest';
import { statusColor, statusLabel } from './orderStatus';

describe('status display', () => {
  it('unknown statuses are red', () => {
    expect(statusColor('cancelled')).toBe('red');
    expect(statusColor('')).toBe('red');
    expect(statusColor('delivered')).toBe('green');
    expect(statusLabel('shipped')).toBe('Shipped');
    expect(statusLabel('refunded')).toBe('Refunded');
  });
});
