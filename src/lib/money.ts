// Prices are shown with a dollar sign, thousands separators and two decimals (spec §9).
const usd = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatPrice(1234.5)` → `'$1,234.50'`; negatives as `'-$5.00'`; non-finite as `'$0.00'`. */
export function formatPrice(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const rounded = Math.round(value * 100) / 100;
  const text = usd.format(Math.abs(rounded));
  return rounded < 0 ? `-$${text}` : `$${text}`;
}
