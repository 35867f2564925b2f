// Prices are shown with a dollar sign, thousands separators and two decimals (spec §9).
// Formatted by hand: Intl.NumberFormat's first use loads locale data, about 25 ms on a phone in
// the middle of the catalogue's first render, for a format that never changes.
function withThousands(fixed: string): string {
  const [whole = '0', cents = '00'] = fixed.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** `formatPrice(1234.5)` → `'$1,234.50'`; negatives as `'-$5.00'`; non-finite as `'$0.00'`. */
export function formatPrice(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const rounded = Math.round(value * 100) / 100;
  const text = withThousands(Math.abs(rounded).toFixed(2));
  return rounded < 0 ? `-$${text}` : `$${text}`;
}
