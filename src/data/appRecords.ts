// What a valid record of each app-database table looks like. The readers of orders and order
// messages skip records that fail these (an older build, an extension or a half-written record
// must not blank a page); an imported data file must pass them all before anything is written.
// Objects are parsed, not trusted: unknown fields are dropped.
//
// Every schema, and every field type they share, is built on first use: building them all at
// import cost ~50 ms of an admin page's cold start, and a page only ever parses orders and order
// messages. Each one is a function that returns the same schema on every call.
import { builtOnFirstUse } from '../lib/builtOnFirstUse';
import { z } from '../lib/zod';
import type {
  AppNotification,
  CartHistoryRecord,
  Conversation,
  CustomerRecord,
  InterestLead,
  JobApplication,
  Order,
  OrderMessage,
  OutboxEntry,
  SettingRecord,
  WishlistEntry,
} from './recordTypes';

const finite = builtOnFirstUse(() => z.number().refine(Number.isFinite, 'must be a finite number'));
/** Finite and a whole number of cents (within float noise). */
const money = builtOnFirstUse(() =>
  finite().refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must be rounded to cents',
  ),
);
const count = builtOnFirstUse(() => z.number().int().nonnegative());
const text = builtOnFirstUse(() => z.string().max(20_000));
const id = builtOnFirstUse(() => z.string().min(1).max(200));
/** An ISO time the app can sort and show. */
const isoTime = builtOnFirstUse(() =>
  z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date and time'),
);

const orderItemSchema = builtOnFirstUse(() =>
  z.object({
    productId: z.string(),
    name: z.string(),
    price: money(),
    quantity: finite(),
    imageUrl: z.string(),
    // Not narrowed to today's categories: an order outlives its catalogue.
    category: z.string(),
  }),
);

const statusChangeSchema = builtOnFirstUse(() => z.object({ status: z.string(), at: z.string() }));

export const orderSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    items: z.array(orderItemSchema()),
    status: z.string(),
    subtotal: money(),
    // Checkout stores the coupon's rate (0.125 for 12.5 %), the demo data the amount taken off.
    discount: finite(),
    couponCode: z.string().nullable().default(null),
    total: money(),
    createdAt: z.string(),
    customerInfo: z.object({ name: z.string(), email: z.string(), address: z.string() }),
    email: z.string(),
    statusHistory: z.array(statusChangeSchema()).optional(),
    placedBy: z.string().nullish(),
    customerSeen: z
      .object({ status: z.string(), supportMessageAt: z.string().nullable() })
      .optional(),
    nameKey: z.string().optional(),
    searchWords: z.array(z.string()).optional(),
  }),
);

export const orderMessageSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    orderId: z.string(),
    text: z.string(),
    sender: z.enum(['customer', 'support']),
    timestamp: z.string(),
    readByStaff: z.boolean().default(false),
    staffUnread: z.literal(1).optional(),
  }),
);

const wishlistEntrySchema = builtOnFirstUse(() =>
  z
    .object({
      productId: id(),
      product: z.object({
        id: id(),
        name: text(),
        description: text(),
        price: money(),
        originalPrice: money(),
        imageUrl: text(),
        category: z.enum(['courses', 'drones']),
        trackingId: z.string().max(200).nullable().default(null),
        specifications: z
          .array(z.object({ label: z.string().max(200), value: z.string().max(2_000) }))
          .optional(),
      }),
      addedAt: isoTime(),
    })
    .refine((entry) => entry.product.id === entry.productId, 'product id differs from the key'),
);

const cartHistorySchema = builtOnFirstUse(() =>
  z.object({
    id: id(),
    owner: z.string().max(320),
    productId: id(),
    productName: text(),
    productImage: text(),
    price: money(),
    quantity: count(),
    status: z.enum(['active', 'purchased', 'removed']),
    addedAt: isoTime(),
  }),
);

const notificationSchema = builtOnFirstUse(() =>
  z.object({
    id: id(),
    type: z.enum(['warning', 'success', 'error', 'info']),
    title: text(),
    message: text(),
    timestamp: isoTime(),
    read: z.boolean(),
    actionRequired: z.boolean(),
  }),
);

const settingSchema = builtOnFirstUse(() =>
  z.object({ key: z.string().min(1).max(200), value: z.unknown() }),
);

const conversationSchema = builtOnFirstUse(() =>
  z.object({
    id: id(),
    customerName: text(),
    customerEmail: z.string().max(320),
    messages: z.array(
      z.object({
        id: id(),
        sender: z.enum(['customer', 'admin']),
        text: text(),
        timestamp: isoTime(),
        delivery: z.enum(['sent', 'waiting']).optional(),
      }),
    ),
    unread: count(),
    updatedAt: isoTime(),
    kind: z.literal('contact').optional(),
    subject: text().optional(),
    phone: z.string().max(100).optional(),
  }),
);

const outboxEntrySchema = builtOnFirstUse(() =>
  z.object({
    id: count().optional(),
    kind: z.enum(['contact', 'contactReply']),
    payload: z.record(z.string(), z.string().max(20_000)),
    createdAt: isoTime(),
    attempts: count(),
    lastError: z.string().max(2_000).nullable(),
  }),
);

const applicationSchema = builtOnFirstUse(() =>
  z.object({
    id: count().optional(),
    jobId: id(),
    jobTitle: text(),
    firstName: text(),
    lastName: text(),
    email: z.string().max(320),
    phone: z.string().max(50),
    coverLetter: text(),
    linkedin: text(),
    portfolio: text(),
    resumeName: z.string().max(300).nullable(),
    resumeSize: count().nullable(),
    submittedAt: isoTime(),
  }),
);

const customerSchema = builtOnFirstUse(() =>
  z.object({
    id: id(),
    name: text(),
    email: z.string().max(320),
    phone: z.string().max(50),
    address: text(),
    joinDate: isoTime(),
    status: z.enum(['active', 'inactive']),
  }),
);

const interestItemSchema = builtOnFirstUse(() => z.object({ productId: id(), name: text() }));

const interestSchema = builtOnFirstUse(() =>
  z.object({
    id: id(),
    at: isoTime(),
    cart: z.array(interestItemSchema().extend({ quantity: count() })).max(1_000),
    wishlist: z.array(interestItemSchema()).max(1_000),
    visitor: z.object({ name: text(), email: z.string().max(320) }).nullable(),
  }),
);

/** Each table's schema (built on first call); each table's records are a list of its records. */
export const appTableSchemas = {
  wishlist: wishlistEntrySchema,
  orders: orderSchema,
  orderMessages: orderMessageSchema,
  cartHistory: cartHistorySchema,
  notifications: notificationSchema,
  settings: settingSchema,
  conversations: conversationSchema,
  outbox: outboxEntrySchema,
  applications: applicationSchema,
  customers: customerSchema,
  interests: interestSchema,
} satisfies Record<string, () => z.ZodType>;

// What a schema accepts must be a record of the type the database declares, and every field the
// type declares must be known to the schema (or parsing would drop it): the build fails otherwise.
type Fits<Parsed extends Stored, Stored> = Parsed;
type KnowsEvery<Parsed, Stored> = [Exclude<keyof Stored, keyof Parsed>] extends [never]
  ? Parsed
  : { unknownToSchema: Exclude<keyof Stored, keyof Parsed> };
type Parsed<K extends keyof typeof appTableSchemas> = z.infer<
  ReturnType<(typeof appTableSchemas)[K]>
>;
export type ParsedAppRecords = [
  Fits<KnowsEvery<Parsed<'wishlist'>, WishlistEntry>, WishlistEntry>,
  Fits<KnowsEvery<Parsed<'orders'>, Order>, Order>,
  Fits<KnowsEvery<Parsed<'orderMessages'>, OrderMessage>, OrderMessage>,
  Fits<KnowsEvery<Parsed<'cartHistory'>, CartHistoryRecord>, CartHistoryRecord>,
  Fits<KnowsEvery<Parsed<'notifications'>, AppNotification>, AppNotification>,
  Fits<KnowsEvery<Parsed<'settings'>, SettingRecord>, SettingRecord>,
  Fits<KnowsEvery<Parsed<'conversations'>, Conversation>, Conversation>,
  Fits<KnowsEvery<Parsed<'outbox'>, OutboxEntry>, OutboxEntry>,
  Fits<KnowsEvery<Parsed<'applications'>, JobApplication>, JobApplication>,
  Fits<KnowsEvery<Parsed<'customers'>, CustomerRecord>, CustomerRecord>,
  Fits<KnowsEvery<Parsed<'interests'>, InterestLead>, InterestLead>,
];

const customerSalesSchema = builtOnFirstUse(() =>
  z.object({
    name: z.string(),
    address: z.string(),
    orders: count(),
    spentCents: finite(),
    firstAt: z.string(),
    lastAt: z.string(),
    names: z.array(z.string()),
    emails: z.array(z.string()),
  }),
);

/** A record of the customers' running totals (orderTotals.ts); the list's keys are not kept. */
export const orderCustomerSchema = builtOnFirstUse(() =>
  z.object({ email: z.string(), customers: z.record(z.string(), customerSalesSchema()) }),
);
