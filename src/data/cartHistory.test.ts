import { describe, expect, it } from 'vitest';
import { adoptGuestCartHistory } from './cartHistory';
import { db } from './db';

describe('adoptGuestCartHistory', () => {
  it('moves guest records to the signed-in customer and leaves others alone', async () => {
    const base = {
      productId: 'p-001',
      productName: 'ED1',
      productImage: '/x.svg',
      price: 10,
      quantity: 1,
      status: 'active' as const,
      addedAt: new Date().toISOString(),
    };
    await db.cartHistory.bulkAdd([
      { ...base, id: 'h1', owner: 'guest' },
      { ...base, id: 'h2', owner: 'someone@example.com' },
    ]);
    await adoptGuestCartHistory(' Ada@Example.com ');
    expect((await db.cartHistory.get('h1'))?.owner).toBe('ada@example.com');
    expect((await db.cartHistory.get('h2'))?.owner).toBe('someone@example.com');
  });
});
