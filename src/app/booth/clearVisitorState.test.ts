// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { setDelayScale } from '../../lib/simulate';
import { placeOrder, viewableOrder } from '../../data/orders';
import { db } from '../../data/db';
import { clearVisitorState } from './clearVisitorState';

beforeAll(() => setDelayScale(0));

const stranger = { customerEmail: null, admin: false };

describe('start over (issue 35, point 6)', () => {
  it('the next visitor cannot open the previous guest’s order; the order itself stays', async () => {
    const order = await placeOrder({
      items: [
        {
          productId: 'p-001',
          name: 'ED1 Educational Drone',
          price: 299,
          quantity: 1,
          imageUrl: '/media/products/ed1-drone.svg',
          category: 'drones',
        },
      ],
      subtotal: 299,
      discount: 0,
      couponCode: null,
      total: 299,
      customerInfo: { name: 'Grace', email: 'grace@example.com', address: '1 Compiler Court' },
      historyOwner: 'guest',
    });
    // The guest who placed it sees it.
    expect((await viewableOrder(order.id, stranger))?.access).toBe('customer');

    await clearVisitorState();

    expect(await viewableOrder(order.id, stranger)).toBeNull();
    expect(await db.orders.get(order.id)).toBeDefined();
    // Staff still see it (the back office, the leads).
    expect((await viewableOrder(order.id, { customerEmail: null, admin: true }))?.access).toBe(
      'staff',
    );
  });
});
