// What a valid record of each lasting backend table looks like, for a data file's `backend` part
// (issue 17, "Import data"). Derived fields (a product's `nameKey`, a cart's `productIds`, a
// coupon's normalised code, a user's lower-cased e-mail) are computed here, never taken from the
// file. Sessions, login failures and price statistics are not part of a file.
import { z } from 'zod';
import type {
  CartRecord,
  ContactMessageRecord,
  CouponRecord,
  MetaRecord,
  ProductRecord,
  UserRecord,
} from './db';
import { MAX_LINE_QUANTITY } from './handlers/cart';
import { parseProductBody } from './handlers/catalog';

const finite = z.number().refine(Number.isFinite, 'must be a finite number');
const id = z.string().min(1).max(200);
const time = z.number().int().nonnegative();
const email = z.string().trim().toLowerCase().pipe(z.email().max(254));

// A product passes exactly the checks POST /products makes (name, prices, image URL safety,
// specifications…), so an import cannot store what the API would refuse.
const productSchema = z
  .looseObject({ id, createdAt: time.optional() })
  .transform((record, ctx): ProductRecord => {
    try {
      const input = parseProductBody(record);
      return {
        id: record.id,
        ...input,
        ...(record.createdAt === undefined ? {} : { createdAt: record.createdAt }),
      };
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'invalid' });
      return z.NEVER;
    }
  });

const couponSchema = z.object({
  id,
  code: z.string().trim().toUpperCase().pipe(z.string().min(1).max(50)),
  discount: finite.refine((value) => value > 0 && value <= 1, 'must be between 0.01 and 1'),
  is_active: z.boolean(),
  expires_at: z.string().max(40).nullable(),
});

const userSchema = z.object({
  id,
  email,
  name: z.string().max(200),
  role: z.enum(['user', 'admin']),
  passwordHash: z.string().min(1).max(1_000),
  salt: z.string().min(1).max(1_000),
  iterations: z.number().int().min(1).max(10_000_000),
  createdAt: time,
});

const cartSchema = z
  .object({
    key: z.string().regex(/^(user|guest):[^\s]{1,200}$/, 'must be user:… or guest:…'),
    items: z
      .array(
        z.object({ id, productId: id, quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }),
      )
      .max(1_000),
    couponCode: z.string().max(50).nullable(),
    updatedAt: time,
  })
  .transform((cart): CartRecord => ({
    ...cart,
    productIds: [...new Set(cart.items.map((i) => i.productId))],
  }));

const contactMessageSchema = z.object({
  id,
  fromName: z.string().max(100),
  email: z.string().max(254),
  phone: z.string().max(50),
  subject: z.string().max(200),
  message: z.string().max(5_000),
  serviceId: z.string().max(200),
  templateId: z.string().max(200),
  createdAt: time,
});

const metaSchema = z.object({
  key: z.string().min(1).max(200),
  value: z.union([z.string().max(10_000), finite, z.boolean()]),
});

/** The tables a data file carries, each a list of its records. */
export const backendTablesSchema = z.object({
  products: z.array(productSchema).max(500_000),
  coupons: z.array(couponSchema).max(100_000),
  users: z.array(userSchema).max(100_000),
  carts: z.array(cartSchema).max(100_000),
  contactMessages: z.array(contactMessageSchema).max(500_000),
  meta: z.array(metaSchema).max(1_000),
});

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
  Fits<KnowsEvery<BackendTables['users'][number], UserRecord>, UserRecord>,
  Fits<KnowsEvery<BackendTables['carts'][number], CartRecord>, CartRecord>,
  Fits<
    KnowsEvery<BackendTables['contactMessages'][number], ContactMessageRecord>,
    ContactMessageRecord
  >,
  Fits<KnowsEvery<BackendTables['meta'][number], MetaRecord>, MetaRecord>,
];

/** The first problem of a failed parse, as `where: what` (e.g. `products[3].price: …`). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length ? `${z.core.toDotPath(issue.path)}: ${issue.message}` : issue.message;
}
