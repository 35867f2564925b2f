// What an order may hold (issue 35, points 22 and 28): the rules an order placed at checkout
// obeys, which an imported order must obey too. A data file is untrusted: 120 orders of 1.79e306
// each made the dashboard say "+Infinity%", and "not a date" showed as "Invalid Date".
//
// Checkout (features/shop/shared/cartTotals.ts) stores `subtotal` = Σ price × quantity and
// `total` = subtotal × (1 − discount rate), both rounded to cents, with `discount` the coupon's
// rate; the demo dataset stores `discount` as the amount taken off. Either way the total is its
// lines less its discount, and the amount taken off is subtotal − total (orderSummary.ts).
import { builtOnFirstUse } from '../lib/builtOnFirstUse';
import { formatPrice, isWholeCents, MAX_PRICE } from '../lib/money';
import { z } from '../lib/zod';
import { orderMessageSchema, orderSchema } from './appRecords';
import type { Order } from './recordTypes';

/** The lowest price a line may have: one cent, as the catalogue's (mocks/schemas.ts). */
export const MIN_ORDER_PRICE = 0.01;
/** The most of one product a line may hold: a stored cart line's limit (mocks/schemas.ts). */
export const MAX_ORDER_LINE_QUANTITY = 10_000;

/** `2026-11-27T14:05:09.123Z` or with an offset: what `toISOString()` writes, and the API takes. */
const ISO_DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

export function isIsoDateTime(value: string): boolean {
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

const dollars = formatPrice;

export const orderRuleMessages = {
  date: (field: string) => `${field} must be an ISO 8601 date and time (2026-11-27T14:05:09Z)`,
  noItems: 'items must hold at least one line',
  price: `price must be whole cents from ${dollars(MIN_ORDER_PRICE)} to ${dollars(MAX_PRICE)}`,
  quantity: `quantity must be a whole number from 1 to ${MAX_ORDER_LINE_QUANTITY.toLocaleString('en-US')}`,
  subtotal: (lines: number) => `subtotal must be the sum of its lines (${dollars(lines)})`,
  tooMuch: (field: string) =>
    `${field} must be whole cents from ${dollars(0)} to ${dollars(MAX_PRICE)}`,
  discount: 'discount must be a rate from 0 to 1 or an amount from $0.00 to the subtotal',
  total: 'total must be its subtotal less its discount',
} as const;

const cents = (dollarsValue: number) => Math.round(dollarsValue * 100);

/** Whether `total` is `subtotal` less `discount`, read as a rate (checkout) or an amount (demo). */
function totalMatches({ subtotal, discount, total }: Order): boolean {
  const subtotalCents = cents(subtotal);
  const totalCents = cents(total);
  // One cent either way: the two forms round at different steps.
  const near = (expected: number) => Math.abs(totalCents - expected) <= 1;
  const asRate = discount <= 1 && near(Math.round(subtotalCents * (1 - discount)));
  const asAmount = near(subtotalCents - cents(discount));
  return asRate || asAmount;
}

/** The rules beyond the readers' schema, as zod issues on the order's fields. */
function checkOrder(order: Order, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (!isIsoDateTime(order.createdAt)) issue(['createdAt'], orderRuleMessages.date('createdAt'));
  order.statusHistory?.forEach((change, index) => {
    if (!isIsoDateTime(change.at))
      issue(['statusHistory', index, 'at'], orderRuleMessages.date('at'));
  });
  if (order.items.length === 0) issue(['items'], orderRuleMessages.noItems);
  let linesCents = 0;
  let linesValid = true;
  order.items.forEach((item, index) => {
    const { price, quantity } = item;
    if (!(isWholeCents(price) && price >= MIN_ORDER_PRICE && price <= MAX_PRICE)) {
      issue(['items', index, 'price'], orderRuleMessages.price);
      linesValid = false;
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ORDER_LINE_QUANTITY) {
      issue(['items', index, 'quantity'], orderRuleMessages.quantity);
      linesValid = false;
    }
    linesCents += cents(price) * quantity;
  });
  if (!linesValid) return;
  for (const field of ['subtotal', 'total'] as const) {
    const value = order[field];
    if (!(value >= 0 && value <= MAX_PRICE)) {
      issue([field], orderRuleMessages.tooMuch(field));
      return;
    }
  }
  if (cents(order.subtotal) !== linesCents) {
    issue(['subtotal'], orderRuleMessages.subtotal(linesCents / 100));
    return;
  }
  if (!(order.discount >= 0 && (order.discount <= 1 || order.discount <= order.subtotal))) {
    issue(['discount'], orderRuleMessages.discount);
    return;
  }
  if (!totalMatches(order)) issue(['total'], orderRuleMessages.total);
}

/** An order as a data file may bring it: the readers' schema and checkout's rules. */
export const importedOrderSchema = builtOnFirstUse(() => orderSchema().superRefine(checkOrder));

/** An order message as a data file may bring it: its time is an ISO date and time. */
export const importedOrderMessageSchema = builtOnFirstUse(() =>
  orderMessageSchema().superRefine((message, ctx) => {
    if (!isIsoDateTime(message.timestamp)) {
      ctx.addIssue({
        code: 'custom',
        path: ['timestamp'],
        message: orderRuleMessages.date('timestamp'),
      });
    }
  }),
);

/** The rules an order breaks, as `field: rule` sentences (none for a good order). */
export function orderRuleProblems(order: Order): string[] {
  const result = importedOrderSchema().safeParse(order);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
