// Limits on a product's prices beyond the spec's "greater than 0" rules: the backend refuses
// more than 1,000,000 or fractions of a cent (a 1e308 price made every total Infinity, 0.001
// showed as $0.00), so the form says so by the field instead of failing on save.
import { formatPrice, isWholeCents, MAX_PRICE } from '../../../lib/money';

export type PriceField = 'price' | 'originalPrice';

const fieldLabels: Record<PriceField, string> = {
  price: 'Price',
  originalPrice: 'Original price',
};

export const priceLimitMessages = {
  tooHigh: (field: PriceField) => `${fieldLabels[field]} must be at most ${formatPrice(MAX_PRICE)}`,
  fractionOfCent: (field: PriceField) => `${fieldLabels[field]} can have at most 2 decimals`,
  tooLow: (field: PriceField) => `${fieldLabels[field]} must be at least ${formatPrice(0.01)}`,
} as const;

function readNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
}

/** The limit a form value breaks, or null (other rules, such as "greater than 0", apply too). */
export function priceLimitError(value: unknown, field: PriceField): string | null {
  const amount = readNumber(value);
  if (Number.isNaN(amount)) return null;
  if (amount > MAX_PRICE) return priceLimitMessages.tooHigh(field);
  if (!isWholeCents(amount)) return priceLimitMessages.fractionOfCent(field);
  // 1e-300 is "whole cents" within float noise, and was stored as $0.00 (issue 35, point 22).
  if (amount > 0 && amount < 0.01) return priceLimitMessages.tooLow(field);
  return null;
}
