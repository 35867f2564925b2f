// What a valid record of each lasting backend table looks like, for a data file's `backend` part
// (issue 17, "Import data"); the schemas live in mocks/schemas.ts. Derived fields (a product's
// `nameKey`, a cart's `productIds`, a coupon's normalised code, a user's lower-cased e-mail) are
// computed there, never taken from the file. Sessions, login failures and price statistics are not part of a file.
import { z } from 'zod';
import type {
  CartRecord,
  ContactMessageRecord,
  CouponRecord,
  MetaRecord,
  ProductRecord,
  UserRecord,
} from './recordTypes';
import {
  backendTablesRecordSchema,
  backendTablesSchema,
  cartRecordSchema,
  contactMessageRecordSchema,
  couponRecordSchema,
  metaRecordSchema,
  productRecordSchema,
  userRecordSchema,
} from './schemas';

// Every record passes the same schema as the request that makes it (mocks/schemas.ts): a product
// the checks of POST /products, a user's e-mail sign-up's, so an export always imports back.
export { backendTablesSchema };

export type BackendTables = z.infer<typeof backendTablesSchema>;

// Parsed records are records of the tables' types, and every field a type declares is known to
// its schema: the build fails when a table's type changes and its schema does not.
type Fits<Parsed extends Stored, Stored> = Parsed;
type KnowsEvery<Parsed, Stored> = [Exclude<keyof Stored, keyof Parsed>] extends [never]
  ? Parsed
  : { unknownToSchema: Exclude<keyof Stored, keyof Parsed> };
export type ParsedBackendRecords = [
  Fits<KnowsEvery<BackendTables['products'][number], ProductRecord>, ProductRecord>,
  Fits<KnowsEvery<BackendTables['coupons'][number], CouponRecord>, CouponRecord>,
  Fits<KnowsEvery<NonNullable<BackendTables['users']>[number], UserRecord>, UserRecord>,
  Fits<KnowsEvery<BackendTables['carts'][number], CartRecord>, CartRecord>,
  Fits<
    KnowsEvery<BackendTables['contactMessages'][number], ContactMessageRecord>,
    ContactMessageRecord
  >,
  Fits<KnowsEvery<BackendTables['meta'][number], MetaRecord>, MetaRecord>,
];

// The record schemas the document's `BackendTables` is generated from (the export's shape) are
// exactly the tables' record types: the build fails when one of them changes alone.
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<Check extends true> = Check;
export type RecordSchemasAreTheTables = [
  Holds<Equal<z.infer<typeof productRecordSchema>, ProductRecord>>,
  Holds<Equal<z.infer<typeof couponRecordSchema>, CouponRecord>>,
  Holds<Equal<z.infer<typeof userRecordSchema>, UserRecord>>,
  Holds<Equal<z.infer<typeof cartRecordSchema>, CartRecord>>,
  Holds<Equal<z.infer<typeof contactMessageRecordSchema>, ContactMessageRecord>>,
  Holds<Equal<z.infer<typeof metaRecordSchema>, MetaRecord>>,
  Holds<
    Equal<
      z.infer<typeof backendTablesRecordSchema>,
      {
        products: ProductRecord[];
        coupons: CouponRecord[];
        users?: UserRecord[];
        carts: CartRecord[];
        contactMessages: ContactMessageRecord[];
        meta: MetaRecord[];
      }
    >
  >,
];

/** The first problem of a failed parse, as `where: what` (e.g. `products[3].price: …`). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  // A request's message names its field already (`price must be…`): the place is the record's.
  const last = issue.path.at(-1);
  const path =
    typeof last === 'string' && issue.message.startsWith(`${last} `)
      ? issue.path.slice(0, -1)
      : issue.path;
  return path.length ? `${z.core.toDotPath(path)}: ${issue.message}` : issue.message;
}
