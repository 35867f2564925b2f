import { describe, expect, it } from 'vitest';
import { daysAgo, fixedNow, ordersOverAYear, testOrder } from '../../../../tests/test-utils/orders';
import { filterByPeriod, toPeriod } from './periods';

const now = fixedNow;
const orders = ordersOverAYear;

describe('period filtering', () => {
  it('keeps orders created within the period', () => {
    expect(filterByPeriod(orders, '7d', now).map((o) => o.id)).toEqual(['ORD-1', 'ORD-2']);
    expect(filterByPeriod(orders, '30d', now)).toHaveLength(3);
    expect(filterByPeriod(orders, '90d', now)).toHaveLength(4);
    expect(filterByPeriod(orders, '1y', now)).toHaveLength(5);
  });
  it('ignores future and unparseable dates', () => {
    const odd = [testOrder('f', 1, daysAgo(-2)), testOrder('x', 1, 'not a date')];
    expect(filterByPeriod(odd, '1y', now)).toEqual([]);
  });
  it('falls back to 30d for unknown periods', () => {
    expect(toPeriod('2w')).toBe('30d');
    expect(toPeriod('90d')).toBe('90d');
  });
});
