import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../../../data/orderStatuses';
import { orderStatusLabel } from '../../../data/orderStatuses';
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
    ['pending', [true, false, false, false]],
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

  it('a step not reached shows the expected time: created + 24 h, 72 h', () => {
    const steps = orderTimeline({ status: 'processing', createdAt });
    expect(steps.map((s) => [s.done, s.time])).toEqual([
      [true, '2025-03-01T10:00:00.000Z'],
      [true, '2025-03-01T10:00:00.000Z'],
      [false, '2025-03-02T10:00:00.000Z'],
      [false, '2025-03-04T10:00:00.000Z'],
    ]);
  });

  it('a new pending order shows processing as its next step, expected an hour later', () => {
    const processing = orderTimeline({ status: 'pending', createdAt })[1];
    expect(processing).toMatchObject({ done: false, time: '2025-03-01T11:00:00.000Z' });
  });

  // Issue 35: the badge said PENDING while the timeline said "Processing · Completed".
  it.each(orderStatuses)('the badge of a %s order names the last done step', (status) => {
    const steps = orderTimeline({ status, createdAt });
    const lastDone = steps[activeStepIndex(steps)];
    const badgeStep = {
      pending: 'placed',
      processing: 'processing',
      shipped: 'shipped',
      delivered: 'delivered',
    }[status];
    expect(lastDone?.key).toBe(badgeStep);
    // Every step after it is still to come.
    expect(steps.slice(activeStepIndex(steps) + 1).every((step) => !step.done)).toBe(true);
    expect(orderStatusLabel(status).toLowerCase()).toBe(status);
  });

  it('a done step shows when its status really changed, not creation + 24 h', () => {
    const steps = orderTimeline({
      status: 'shipped',
      createdAt,
      statusHistory: [
        { status: 'pending', at: createdAt },
        { status: 'processing', at: '2025-03-01T10:20:00.000Z' },
        { status: 'shipped', at: '2025-03-01T10:45:00.000Z' },
      ],
    });
    expect(steps.map((s) => s.time)).toEqual([
      createdAt,
      '2025-03-01T10:20:00.000Z',
      '2025-03-01T10:45:00.000Z',
      '2025-03-04T10:00:00.000Z',
    ]);
  });

  it('a skipped step is done when a later status was reached', () => {
    const steps = orderTimeline({
      status: 'delivered',
      createdAt,
      statusHistory: [
        { status: 'pending', at: createdAt },
        { status: 'delivered', at: '2025-03-01T12:00:00.000Z' },
      ],
    });
    expect(steps.slice(2).map((s) => [s.done, s.time])).toEqual([
      [true, '2025-03-01T12:00:00.000Z'],
      [true, '2025-03-01T12:00:00.000Z'],
    ]);
  });

  it('moved back and forth, a step shows its latest arrival', () => {
    const shipped = orderTimeline({
      status: 'shipped',
      createdAt,
      statusHistory: [
        { status: 'pending', at: createdAt },
        { status: 'shipped', at: '2025-03-01T11:00:00.000Z' },
        { status: 'pending', at: '2025-03-01T12:00:00.000Z' },
        { status: 'shipped', at: '2025-03-01T13:00:00.000Z' },
      ],
    })[2];
    expect(shipped).toMatchObject({ done: true, time: '2025-03-01T13:00:00.000Z' });
  });

  it('an order saved before histories counts its status from its creation', () => {
    const steps = orderTimeline({ status: 'shipped', createdAt });
    expect(steps.map((s) => [s.done, s.time])).toEqual([
      [true, createdAt],
      [true, createdAt],
      [true, createdAt],
      [false, '2025-03-04T10:00:00.000Z'],
    ]);
  });

  it('the active step is the last done one', () => {
    expect(activeStepIndex(orderTimeline({ status: 'pending', createdAt }))).toBe(0);
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
