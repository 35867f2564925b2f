// Prices are shown with a dollar sign, thousands separators and two decimals (spec §9).
// Formatted by hand: Intl.NumberFormat's first use loads locale data, about 25 ms on a phone in
// the middle of the catalogue's first render, for a format that never changes.
/** `'1234567'` → `'1,234,567'` (digits only). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function withThousands(fixed: string): string {
  const [whole = '0', cents = '00'] = fixed.split('.');
  return `${groupThousands(whole)}.${cents}`;
}

/** `formatPrice(1234.5)` → `'$1,234.50'`; negatives as `'-$5.00'`; non-finite as `'$0.00'`. */
export function formatPrice(amount: number): string {
  const rounded = roundToCents(amount);
  const magnitude = Math.abs(rounded);
  // toFixed switches to exponent notation from 1e21; BigInt spells out every digit.
  const fixed = magnitude < 1e21 ? magnitude.toFixed(2) : `${BigInt(magnitude).toString()}.00`;
  const text = withThousands(fixed);
  return rounded < 0 ? `-$${text}` : `$${text}`;
}

/** The highest price a product may have, in dollars (the backend refuses more). */
export const MAX_PRICE = 1_000_000;

/**
 * Whether an amount is whole cents. Binary floating point makes 19.99 × 100 = 1998.9999999999998,
 * so "close to a whole number of cents" is the test.
 */
export function isWholeCents(amount: number): boolean {
  const cents = amount * 100;
  return Number.isFinite(cents) && Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Rounds to cents; anything non-finite becomes 0, so no total is ever NaN or Infinity. */
export function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  // Beyond 1e15 a double has no cents left to round (and × 100 could overflow).
  return Math.abs(amount) >= 1e15 ? amount : Math.round(amount * 100) / 100;
}
