// Spec ids are `{PREFIX}-{timestamp}`. Two in the same millisecond would
// collide, so the timestamp is bumped until it is unique in this page.
let last = 0;

export function timestampId(prefix: 'ORD' | 'MSG' | 'CH' | 'NTF' | 'CONV' | 'CUST'): string {
  const now = Date.now();
  last = now > last ? now : last + 1;
  return `${prefix}-${last}`;
}

const base36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `length` random base-36 characters from the platform's CSPRNG. */
export function randomBase36(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 252 = 7 × 36: bytes at or above it would bias the first characters, so they are redrawn.
  let out = '';
  for (const byte of bytes) out += byte < 252 ? base36[byte % 36] : '';
  return out.length === length ? out : out + randomBase36(length - out.length);
}

/**
 * An order id: the spec's `ORD-{timestamp}` plus a random part, so knowing
 * roughly when an order was placed is not enough to open it (~52 bits).
 * The timestamp stays first and fixed-width, so sorting by id still sorts by time.
 */
export function orderId(): string {
  return `${timestampId('ORD')}-${randomBase36(10)}`;
}
