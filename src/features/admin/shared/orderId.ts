// How an order id reads where space is short (phone lists, the dashboard): its last characters,
// the random part of `ORD-{timestamp}-{random}` (src/lib/ids.ts), which tell orders apart. The
// full id stays in the page for screen readers and on hover (OrderIdText).

const shownCharacters = 6;

/** '…bu2n75' for 'ORD-1795779217000-bu2n75'; an id of up to 10 characters is shown whole. */
export function shortOrderId(id: string): string {
  const trimmed = id.trim();
  return trimmed.length <= 10 ? trimmed : `…${trimmed.slice(-shownCharacters)}`;
}
