// The booth's interest leads (issue 35, point 10): the one owner of the `interests` table. When
// booth mode starts over, what the visitor left in the cart and the wishlist is kept here before
// both are emptied, so the operator learns what interested them.
import type { InterestLead } from './recordTypes';
import { appTableSchemas } from './appRecords';
import { loadAppDb } from './lazyDb';

export interface InterestInput {
  cart: InterestLead['cart'];
  wishlist: InterestLead['wishlist'];
  /** Only what the visitor gave (a signed-in customer's name and e-mail); null for a guest. */
  visitor: InterestLead['visitor'];
}

/**
 * Writes one interest lead, dated `now`; nothing when the cart and the wishlist are both empty.
 * Resolves to the lead written, or null.
 */
export async function recordInterest(
  { cart, wishlist, visitor }: InterestInput,
  now: Date = new Date(),
): Promise<InterestLead | null> {
  const lines = cart.filter((line) => line.quantity > 0);
  if (lines.length === 0 && wishlist.length === 0) return null;
  const random = crypto.getRandomValues(new Uint32Array(1))[0].toString(36);
  const lead: InterestLead = {
    id: `INT-${now.getTime()}-${random}`,
    at: now.toISOString(),
    cart: lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
    wishlist: wishlist.map(({ productId, name }) => ({ productId, name })),
    visitor: visitor ? { name: visitor.name, email: visitor.email } : null,
  };
  const db = await loadAppDb();
  await db.interests.add(lead);
  return lead;
}

/** Every valid interest lead; a malformed record (an old build, a bad write) is skipped. */
export function validInterests(records: readonly unknown[]): InterestLead[] {
  const schema = appTableSchemas.interests();
  return records.flatMap((record) => {
    const parsed = schema.safeParse(record);
    return parsed.success ? [parsed.data] : [];
  });
}
