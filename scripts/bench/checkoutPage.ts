// The browser side of checkout.ts: a module the Vite dev server serves to the bench's page. It
// imports the app's own placeOrder, delay switch and database like any app module (typechecked
// with them), and hands checkout.ts what it times on `window.checkoutBench`.
import { db } from '../../src/data/db.ts';
import { placeOrder, type PlaceOrderInput } from '../../src/data/orders.ts';
import { setDelayScale } from '../../src/lib/simulate.ts';

const owner = 'bench.customer@example.com';

const products: Array<{
  id: string;
  name: string;
  price: number;
  category: 'drones' | 'courses';
  image: string;
}> = [
  {
    id: 'p-001',
    name: 'ED1 Educational Drone',
    price: 299.99,
    category: 'drones',
    image: '/media/products/ed1-drone.svg',
  },
  {
    id: 'p-006',
    name: 'Propeller Set (8 pieces)',
    price: 24.99,
    category: 'drones',
    image: '/media/products/propeller-set.svg',
  },
  {
    id: 'p-009',
    name: 'Drone Pilot Certification Course',
    price: 149,
    category: 'courses',
    image: '/media/products/course-drone-pilot.svg',
  },
];

/**
 * Places orders `from` to `from + count - 1`, each after adding 3 active cart-history records for
 * its owner (untimed, what adding three products to the cart leaves); resolves with the time of
 * each placeOrder call in ms.
 */
async function placeOrders(from: number, count: number): Promise<number[]> {
  const result: number[] = [];
  for (let index = from; index < from + count; index += 1) {
    const now = new Date().toISOString();
    await db.cartHistory.bulkAdd(
      products.map((product, line) => ({
        id: `CH-bench-${index}-${line}`,
        owner,
        productId: product.id,
        productName: product.name,
        productImage: product.image,
        price: product.price,
        quantity: line + 1,
        status: 'active' as const,
        addedAt: now,
      })),
    );
    const items = products.map((product, line) => ({
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity: line + 1,
      imageUrl: product.image,
      category: product.category,
    }));
    const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const input: PlaceOrderInput = {
      items,
      subtotal: Math.round(subtotal * 100) / 100,
      discount: 0.1,
      couponCode: 'WELCOME10',
      total: Math.round(subtotal * 90) / 100,
      customerInfo: {
        name: 'Bench Customer',
        email: 'Bench.Customer@example.com',
        address: '1 Benchmark Street, London, SW1A 1AA, United Kingdom',
      },
      historyOwner: owner,
    };
    const started = performance.now();
    await placeOrder(input);
    result.push(performance.now() - started);
  }
  // Check the writes really happened, once per batch.
  const active = await db.cartHistory.where('[owner+status]').equals([owner, 'active']).count();
  if (active !== 0) throw new Error(`${active} cart-history records left active`);
  return result;
}

export interface CheckoutBench {
  placeOrders: typeof placeOrders;
  storedOrders: () => Promise<number>;
}

/** What checkout.ts reads in the page once this module has run. */
export type CheckoutBenchWindow = Window & { checkoutBench?: CheckoutBench };

// The simulated delays are the UI's, not the transaction's.
setDelayScale(0);
await db.open();
(window as CheckoutBenchWindow).checkoutBench = {
  placeOrders,
  storedOrders: () => db.orders.count(),
};
