import { describe, expect, it } from 'vitest';
import { isOrderStatus, orderStatusColor, orderStatusLabel, orderStatuses } from './orderStatuses';

describe('order statuses, one rule for the shop and the back office', () => {
  it('labels and colours the four statuses', () => {
    expect(orderStatuses.map(orderStatusLabel)).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    expect(orderStatuses.map(orderStatusColor)).toEqual(['yellow', 'blue', 'violet', 'green']);
  });
  it('shows any other value red, as stored, and an empty one as Unknown', () => {
    expect(orderStatusLabel('cancelled')).toBe('Cancelled');
    expect(orderStatusColor('cancelled')).toBe('red');
    expect(orderStatusLabel('')).toBe('Unknown');
    expect(orderStatusColor('')).toBe('red');
  });
  it('tells a status from any other value', () => {
    expect(isOrderStatus('delivered')).toBe(true);
    expect(isOrderStatus('cancelled')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});
