import { describe, expect, it } from 'vitest';
import { activeStepIndex, isStepDone, messageError, orderTimeline } from './model';

const createdAt = '2025-03-01T10:00:00.000Z';

describe('order timeline', () => {
  it('has the four steps in order', () => {
    expect(orderTimeline({ status: 'pending', createdAt }).map((s) => s.title)).toEqual([
      'Order Placed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
  });

  it.each([
    ['pending', [true, true, false, false]],
    ['processing', [true, true, false, false]],
    ['shipped', [true, true, true, false]],
    ['delivered', [true, true, true, true]],
    ['cancelled', [true, false, false, false]],
  ])('done rules for %s', (status, expected) => {
    expect(orderTimeline({ status, createdAt }).map((s) => s.done)).toEqual(expected);
  });

  it('placed is always done', () => {
    expect(isStepDone('placed', '')).toBe(true);
  });

  it('step times are created + 0 h, 1 h, 24 h, 72 h', () => {
    expect(orderTimeline({ status: 'pending', createdAt }).map((s) => s.time)).toEqual([
      '2025-03-01T10:00:00.000Z',
      '2025-03-01T11:00:00.000Z',
      '2025-03-02T10:00:00.000Z',
      '2025-03-04T10:00:00.000Z',
    ]);
  });

  it('the active step is the last done one', () => {
    expect(activeStepIndex(orderTimeline({ status: 'pending', createdAt }))).toBe(1);
    expect(activeStepIndex(orderTimeline({ status: 'shipped', createdAt }))).toBe(2);
    expect(activeStepIndex(orderTimeline({ status: 'delivered', createdAt }))).toBe(3);
  });
});

describe('order messages', () => {
  it('empty text is refused', () => {
    expect(messageError('')).toBe('Please enter a message');
    expect(messageError('   ')).toBe('Please enter a message');
    expect(messageError('Hello')).toBeNull();
  });
});
