// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetBackendDb } from '../../../mocks/db';
import { addToCart, getCart } from '../../api/cart/cartClient';
import { logIn } from '../../api/auth/authClient';
import { getProduct } from '../../api/products/productsClient';
import { setDelayScale } from '../../lib/simulate';
import { placeOrder, viewableOrder } from '../../data/orders';
import { db } from '../../data/db';
import { customerSession, withCartToken } from '../../data/session';
import { toggleWishlist } from '../../data/wishlist';
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

describe('start over keeps what the visitor left as an interest lead (issue 35, point 10)', () => {
  afterEach(async () => {
    customerSession.clear();
    localStorage.clear();
    await db.interests.clear();
    await db.wishlist.clear();
    await resetBackendDb();
  });

  it("a guest's cart and wishlist: what and when, nothing personal; then both are empty", async () => {
    await withCartToken((token) => addToCart(token, 'p-001', 2));
    await toggleWishlist(await getProduct('p-003'));
    const before = Date.now();

    await clearVisitorState();

    const [lead] = await db.interests.toArray();
    expect(lead).toEqual({
      id: expect.stringMatching(/^INT-\d+-/),
      at: expect.any(String),
      cart: [{ productId: 'p-001', name: 'ED1 Educational Drone', quantity: 2 }],
      wishlist: [{ productId: 'p-003', name: 'FPV Racer Kit' }],
      visitor: null,
    });
    expect(Date.parse(lead.at)).toBeGreaterThanOrEqual(before);
    expect(await db.wishlist.count()).toBe(0);
    expect((await withCartToken(getCart)).items).toEqual([]);
  });

  it('a signed-in customer gave their name and e-mail: the lead carries them', async () => {
    customerSession.set(await logIn('customer@example.com', 'customer123', null));
    await withCartToken((token) => addToCart(token, 'p-002', 1));

    await clearVisitorState();

    const [lead] = await db.interests.toArray();
    expect(lead.visitor).toEqual({ name: expect.any(String), email: 'customer@example.com' });
    expect(lead.cart.map((line) => line.productId)).toEqual(['p-002']);
    expect(customerSession.get()).toBeNull();
  });

  it('a visitor who left nothing leaves no lead', async () => {
    await clearVisitorState();
    expect(await db.interests.count()).toBe(0);
  });
});
