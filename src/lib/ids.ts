// Spec ids are `{PREFIX}-{timestamp}`. Two in the same millisecond would
// collide, so the timestamp is bumped until it is unique in this page.
let last = 0;

export function timestampId(prefix: 'ORD' | 'MSG' | 'CH' | 'NTF' | 'CONV' | 'CUST'): string {
  const now = Date.now();
  last = now > last ? now : last + 1;
  return `${prefix}-${last}`;
}
