// A running digest of the products table: how many records it holds and an order-independent sum
// of a 64-bit hash of each record's canonical JSON. The price statistics middleware
// (productStats.ts) keeps it exact in the same transaction as every products mutation, so an
// import can tell that a data file holds exactly the stored products without reading them
// (docs/decisions/0006-product-digest.md).

/** The reserved `productStats` key of the digest record (categories are lower-case words). */
export const PRODUCT_DIGEST_KEY = '#digest';

/** Sums are two independent 32-bit lanes, each kept modulo 2^32. */
export type DigestSums = readonly [number, number];

export interface ProductDigest {
  count: number;
  sums: DigestSums;
}

/**
 * The digest as stored in `productStats`. Its price list is empty, so code that reads every
 * statistics record (counting or merging prices) counts nothing for it.
 */
export interface ProductDigestRecord extends ProductDigest {
  category: typeof PRODUCT_DIGEST_KEY;
  prices: Float64Array;
}

export const EMPTY_DIGEST: ProductDigest = { count: 0, sums: [0, 0] };

/**
 * JSON with object keys sorted, at every depth: the same record gives the same text whatever
 * order its fields were set in (a stored record, the same record parsed from a file). Like
 * `JSON.stringify`, it leaves out undefined fields and writes undefined array items as null.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object' && !('toJSON' in value)) {
    const object = value as Record<string, unknown>;
    const fields: string[] = [];
    for (const key of Object.keys(object).sort()) {
      const field = object[key];
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      fields.push(`${JSON.stringify(key)}:${canonicalJson(field)}`);
    }
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Two 32-bit hashes of a text (cyrb53's mixing, both lanes kept: 64 bits). Not cryptographic;
 * what matters here is that a changed record changes both lanes as if at random.
 */
export function hashText(text: string): DigestSums {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** A record's hash, as the digest sums it. */
export const hashRecord = (record: unknown): DigestSums => hashText(canonicalJson(record));

/** Running sums over records added to and taken out of a digest. */
export class DigestChange {
  private count = 0;
  private low = 0;
  private high = 0;

  constructor(start: ProductDigest = EMPTY_DIGEST) {
    this.count = start.count;
    [this.low, this.high] = start.sums;
  }

  add(record: unknown): void {
    this.addHash(hashRecord(record));
  }

  /** Adds a record given by its hash. */
  addHash([low, high]: DigestSums): void {
    this.count += 1;
    this.low = (this.low + low) >>> 0;
    this.high = (this.high + high) >>> 0;
  }

  remove(record: unknown): void {
    const [low, high] = hashRecord(record);
    this.count -= 1;
    this.low = (this.low - low) >>> 0;
    this.high = (this.high - high) >>> 0;
  }

  get digest(): ProductDigest {
    return { count: this.count, sums: [this.low, this.high] };
  }
}

/** The digest of a list of records, computed from scratch. */
export function digestOf(records: readonly unknown[]): ProductDigest {
  const change = new DigestChange();
  for (const record of records) change.add(record);
  return change.digest;
}

/** The digest of records given by their canonical JSON. */
export function digestOfCanonical(texts: readonly string[]): ProductDigest {
  const change = new DigestChange();
  for (const text of texts) change.addHash(hashText(text));
  return change.digest;
}

export function sameDigest(a: ProductDigest, b: ProductDigest): boolean {
  return a.count === b.count && a.sums[0] === b.sums[0] && a.sums[1] === b.sums[1];
}

export function digestRecord({ count, sums }: ProductDigest): ProductDigestRecord {
  return { category: PRODUCT_DIGEST_KEY, prices: new Float64Array(0), count, sums };
}

const isLane = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 2 ** 32;

/** The digest a stored record holds, or null when there is none (or it is not one). */
export function storedDigest(record: unknown): ProductDigest | null {
  if (typeof record !== 'object' || record === null) return null;
  const { count, sums } = record as Partial<ProductDigestRecord>;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  if (!Array.isArray(sums) || sums.length !== 2 || !sums.every(isLane)) return null;
  return { count, sums: [sums[0], sums[1]] };
}
