import { describe, expect, it } from 'vitest';
import { fixedNow, ordersOverAYear, testOrder } from '../../../../tests/test-utils/orders';
import { averageOrderValue, totalRevenue } from './salesFigures';

const now = fixedNow;
const orders = ordersOverAYear;

describe('revenue and average order value', () => {
  it('revenue is the sum of order totals', () => {
    expect(totalRevenue(orders)).toBe(366.5);
    expect(totalRevenue([])).toBe(0);
  });
  it('average is revenue divided by the order count, 0 when none', () => {
    expect(
      averageOrderValue([
        testOrder('a', 10, now.toISOString()),
        testOrder('b', 5, now.toISOString()),
      ]),
    ).toBe(7.5);
    expect(averageOrderValue([])).toBe(0);
  });
});
