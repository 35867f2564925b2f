// One definition of each request body and each stored backend record (issue 34). The handlers
// parse bodies with these schemas (their messages are the API's 400 messages), the import checks
// a data file's records with them (backendRecords.ts), and docs/api/openapi.yaml's generated
// `components.schemas` are rendered from them (scripts/openapi/generateSchemas.ts). Lengths count
// code points, as JSON Schema's minLength/maxLength do. A rule JSON Schema can state is attached
// to the schema as its keyword (`meta`); a rule it cannot state is written in a description.
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from './recordTypes';
import { LOGIN_ATTEMPTS_RANGE } from './handlers/loginThrottle';

/** The length of a text in code points (an emoji is one), as JSON Schema counts. */
export function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

const isMissing = (value: unknown): boolean => value === undefined || value === null;

interface TextRules {
  max: number;
  /** Missing, null or blank; defaults to `{field} is required`. */
  requiredMessage?: string;
  /** Not a string; defaults to `{field} must be a string`. */
  typeMessage?: string;
  /** Too long; defaults to `{field} must be at most {max} characters`. */
  tooLongMessage?: string;
  /** Upper-cased before the length is counted (coupon codes: `ß` becomes `SS`). */
  upperCase?: boolean;
}

/** A required text, trimmed, not blank, at most `max` code points. */
export function requiredText(field: string, rules: TextRules) {
  const required = rules.requiredMessage ?? `${field} is required`;
  const typeMessage = rules.typeMessage ?? `${field} must be a string`;
  const tooLong = rules.tooLongMessage ?? `${field} must be at most ${rules.max} characters`;
  const trimmed = z
    .string({ error: (issue) => (isMissing(issue.input) ? required : typeMessage) })
    .trim();
  return (rules.upperCase ? trimmed.toUpperCase() : trimmed)
    .refine((value) => value !== '', { error: required, abort: true })
    .refine((value) => codePoints(value) <= rules.max, tooLong)
    .meta({ minLength: 1, maxLength: rules.max, pattern: '\\S' });
}

/** An optional text: missing, null or blank become null; else trimmed, at most `max`. */
export function optionalText(field: string, max: number) {
  return z
    .string({ error: `${field} must be a string or null` })
    .trim()
    .refine((value) => codePoints(value) <= max, `${field} must be at most ${max} characters`)
    .meta({ maxLength: max })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A stored text: any string of at most `max` code points. */
const storedText = (max: number) =>
  z
    .string()
    .refine((value) => codePoints(value) <= max, `must be at most ${max} characters`)
    .meta({ maxLength: max });

// ---------------------------------------------------------------------------------------------
// E-mail addresses: one rule for sign-up, the import and the contact form

/**
 * Deliberately loose, as sign-up has always been: one "@", something before it, a dot in the
 * domain, no spaces. `a@b.c` and `josé@example.com` are addresses; an import must take back
 * every address sign-up took.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254; // the longest address SMTP can carry (RFC 5321)

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

interface EmailRules {
  field: string;
  /** Lower-cased (accounts); a contact message keeps what was typed. */
  lowerCase: boolean;
  requiredMessage?: string;
  typeMessage?: string;
  tooLongMessage?: string;
  invalidMessage: string;
}

/** An e-mail address: trimmed (and lower-cased), then at most 254 code points and EMAIL. */
export function emailAddress(rules: EmailRules) {
  const required = rules.requiredMessage ?? `${rules.field} is required`;
  const typeMessage = rules.typeMessage ?? `${rules.field} must be a string`;
  const tooLong =
    rules.tooLongMessage ?? `${rules.field} must be at most ${EMAIL_MAX_LENGTH} characters`;
  const base = z
    .string({ error: (issue) => (isMissing(issue.input) ? required : typeMessage) })
    .trim();
  // Lower-cased before the length is counted: a stored address is then always within it.
  return (rules.lowerCase ? base.toLowerCase() : base)
    .refine((value) => value !== '', { error: required, abort: true })
    .refine((value) => codePoints(value) <= EMAIL_MAX_LENGTH, { error: tooLong, abort: true })
    .refine(isEmail, rules.invalidMessage)
    .meta({ maxLength: EMAIL_MAX_LENGTH, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$' });
}

export const accountEmail = emailAddress({
  field: 'email',
  lowerCase: true,
  invalidMessage: 'email must be a valid e-mail address',
});

// ---------------------------------------------------------------------------------------------
// Money

/** The highest price the backend accepts, in dollars: keeps every total finite and readable. */
export const MAX_PRICE = 1_000_000;

/**
 * Whether an amount is whole cents. Binary floating point makes 19.99 × 100 = 1998.9999999999998,
 * so "close to a whole number of cents" is the test (JSON Schema validators allow the same).
 */
export function isWholeCents(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export const roundCents = (value: number): number => Math.round(value * 100) / 100;

/** The lowest price: one cent. Less (1e-300, 0.000000001) passed "whole cents" and stored $0.00. */
export const MIN_PRICE = 0.01;

/**
 * "Whole cents" in the document. Not `multipleOf: 0.01`: in binary floating point 69.99 / 0.01 is
 * 6998.999…, so ajv (Redocly's, most contract testers') refuses p-005's real `original_price`.
 * The handlers check it exactly (isWholeCents); the document names it as an extension.
 */
const wholeCents = { 'x-whole-cents': true } as const;

/** A price in dollars: finite, 0.01 to MAX_PRICE, whole cents; rounded to cents. */
function money(field: string, rangeMessage: string) {
  return z
    .number({ error: rangeMessage })
    .gt(0, rangeMessage)
    .max(MAX_PRICE, `${field} must be at most ${MAX_PRICE.toLocaleString('en-US')}`)
    .refine(isWholeCents, `${field} must have at most 2 decimals`)
    .min(MIN_PRICE, `${field} must be at least ${MIN_PRICE} (whole cents)`)
    .meta(wholeCents)
    .transform(roundCents);
}

// ---------------------------------------------------------------------------------------------
// Products

export const MAX_IMAGE_URL_LENGTH = 5_000_000; // ~3.7 MB image: keeps IndexedDB from ballooning
export const MAX_SPECIFICATIONS = 50;
export const MAX_SPECIFICATION_LABEL = 200;
export const MAX_SPECIFICATION_VALUE = 2_000;
export const MAX_TRACKING_ID = 200;

// Resolving a path against a placeholder origin tells whether a browser would stay on the
// page's own origin: `//evil.example/x.png` or a path with a backslash or a tab would not.
const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid';

/**
 * Control characters (browsers drop tabs and newlines inside URLs) and, outside data URLs,
 * backslashes (read as `/`): they can turn a harmless-looking value into another scheme or
 * host, and no legitimate image URL needs them.
 */
function hasUnsafeCharacters(value: string, allowBackslash: boolean): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || (code === 0x5c && !allowBackslash)) return true;
  }
  return false;
}

/**
 * Product images: an http(s) URL, a same-origin path, or an uploaded `data:image/…` URL.
 * Everything else (javascript:, data:text/html, protocol-relative URLs, …) is refused.
 */
export function isAcceptedImageUrl(value: string): boolean {
  if (value.startsWith('data:image/')) return !hasUnsafeCharacters(value, true);
  if (hasUnsafeCharacters(value, false)) return false;
  try {
    if (value.startsWith('/')) {
      return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
    }
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const IMAGE_URL_RULE =
  'image_url must be an http(s) URL, a path starting with "/" or a data:image/ URL';
/** What JSON Schema can say of isAcceptedImageUrl: how such a value starts. */
const IMAGE_URL_PATTERN =
  '^\\s*(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\s/\\\\?#]|/(?:[^/\\\\]|$)|data:image/)';

/** The rule JSON Schema cannot state, written once: the message and the description. */
export const ORIGINAL_PRICE_RULE = 'original_price must be a number greater than or equal to price';

const specificationsMessage = `specifications must be a list of at most ${MAX_SPECIFICATIONS} { label, value } texts`;
const specificationText = (field: 'label' | 'value', max: number) =>
  requiredText(`specifications ${field}`, {
    max,
    typeMessage: `specifications ${field} is required`,
  });

/**
 * Optional `specifications`: a list of `{ label, value }` texts. Missing means "not given", so a
 * PUT from a client that does not know the field (the admin form) keeps the stored ones; null or
 * [] clear them.
 */
const specifications = z
  .array(
    z.object(
      {
        label: specificationText('label', MAX_SPECIFICATION_LABEL),
        value: specificationText('value', MAX_SPECIFICATION_VALUE),
      },
      { error: specificationsMessage },
    ),
    { error: specificationsMessage },
  )
  .max(MAX_SPECIFICATIONS, specificationsMessage)
  .nullish()
  .transform((rows) => (rows === null ? [] : rows))
  .meta({ description: 'Missing keeps the stored rows (PUT); null or [] clears them.' });

const productFields = {
  name: requiredText('name', { max: 200 }),
  description: requiredText('description', { max: 5000 }),
  price: money('price', 'price must be a number greater than 0'),
  original_price: money('original_price', ORIGINAL_PRICE_RULE)
    .nullish()
    .meta({ description: 'Missing or null means the same as `price`.' }),
  image_url: requiredText('image_url', { max: MAX_IMAGE_URL_LENGTH })
    .refine(isAcceptedImageUrl, IMAGE_URL_RULE)
    .meta({
      description: 'An http(s) URL, a same-origin path starting with `/`, or a `data:image/` URL.',
      pattern: IMAGE_URL_PATTERN,
    }),
  category: z
    .enum([...PRODUCT_CATEGORIES, ''], { error: 'category must be "courses" or "drones"' })
    .nullish()
    .transform((category) => category || 'drones')
    .meta({ description: 'Missing, null or empty means `drones`.' }),
  tracking_id: optionalText('tracking_id', MAX_TRACKING_ID).meta({
    description: 'Blank means none.',
  }),
  specifications,
};

const productDescription = `Beyond what JSON Schema states: ${ORIGINAL_PRICE_RULE} (400 with that message).`;

type ProductFields = z.output<z.ZodObject<typeof productFields>>;

/** The product's fields as stored; `nameKey` is the lower-cased name the name sort uses. */
function toProductInput(fields: ProductFields, ctx: z.RefinementCtx) {
  const originalPrice = fields.original_price ?? fields.price;
  if (originalPrice < fields.price) {
    ctx.addIssue({ code: 'custom', message: ORIGINAL_PRICE_RULE, path: ['original_price'] });
    return z.NEVER;
  }
  const { specifications: rows, ...rest } = fields;
  return {
    ...(rows === undefined ? {} : { specifications: rows }),
    ...rest,
    nameKey: fields.name.toLowerCase(),
    original_price: originalPrice,
  };
}

/** POST/PUT /products. */
export const productInputSchema = z
  .object(productFields)
  .transform(toProductInput)
  .meta({ description: productDescription });

// ---------------------------------------------------------------------------------------------
// Coupons

export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/** zod's calendar-true date (no 2030-02-30, 29 February in leap years only). */
const DATE = z.regexes.date.source.replace(/^\^|\$$/g, '');
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,9})?)?';
const OFFSET = '(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';
const DATE_PATTERN = `^${DATE}$`;
const DATE_TIME_PATTERN = `^${DATE}T${TIME}${OFFSET}?$`;
const ISO_DATE = new RegExp(`${DATE_PATTERN}|${DATE_TIME_PATTERN}`);

/** An ISO 8601 date or date-time (seconds and offset optional) on a real calendar day. */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && Number.isFinite(Date.parse(value));
}

const EXPIRES_AT_RULE = 'expires_at must be an ISO date string or null';
/** What JSON Schema can say of isIsoDate. */
const ISO_DATE_FORMS = [{ format: 'date', pattern: DATE_PATTERN }, { pattern: DATE_TIME_PATTERN }];

const couponFields = {
  code: requiredText('code', { max: 50, upperCase: true }),
  discount: z
    .number({ error: 'discount must be a number between 0.01 and 1' })
    .min(0.01, 'discount must be a number between 0.01 and 1')
    .max(1, 'discount must be a number between 0.01 and 1'),
  // Spec defaults for the coupon form: active, never expires.
  is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
  expires_at: z
    .string({ error: EXPIRES_AT_RULE })
    .trim()
    .refine((value) => value === '' || isIsoDate(value), EXPIRES_AT_RULE)
    .meta({ anyOf: [...ISO_DATE_FORMS, { const: '' }] })
    .nullish()
    .transform((value) => (value ? value : null))
    .meta({ description: 'An ISO 8601 date or date-time; null or empty means it never expires.' }),
};

/** POST/PUT /coupons. */
export const couponInputSchema = z.object(couponFields);

// ---------------------------------------------------------------------------------------------
// Accounts

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

/** Passwords are not trimmed: spaces may be part of them. */
const password = z
  .string({
    error: (issue) =>
      isMissing(issue.input) ? 'password is required' : 'password must be a string',
  })
  .refine((value) => value !== '', { error: 'password is required', abort: true });

/** POST /auth/login and /admin/login: no format check, an unknown address is a 401. */
export const credentialsSchema = z.object({
  email: z
    .string({
      error: (issue) => (isMissing(issue.input) ? 'email is required' : 'email must be a string'),
    })
    .trim()
    .toLowerCase()
    .refine((value) => value !== '', { error: 'email is required', abort: true })
    .refine(
      (value) => codePoints(value) <= EMAIL_MAX_LENGTH,
      `email must be at most ${EMAIL_MAX_LENGTH} characters`,
    )
    .meta({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, pattern: '\\S' }),
  password: password.meta({ minLength: 1 }),
});

/** POST /admin/unlock: the password of the session's own account (booth mode's lock screen). */
export const unlockSchema = z.object({ password: password.meta({ minLength: 1 }) });

/**
 * POST /admin/unlock-code/redeem: a locked e-mail (normalised as the login does, unchecked in
 * form: the lock counts any e-mail) and one of its account's unlock codes, with or without dashes.
 */
export const redeemUnlockCodeSchema = z.object({
  email: credentialsSchema.shape.email,
  code: z
    .string({
      error: (issue) => (isMissing(issue.input) ? 'code is required' : 'code must be a string'),
    })
    .trim()
    .min(1, 'code is required')
    .max(64, 'code must be at most 64 characters'),
});

/** POST /auth/signup. */
export const signUpSchema = z.object({
  name: requiredText('name', { max: 100 }),
  email: accountEmail,
  password: password
    .refine(
      (value) => codePoints(value) >= MIN_PASSWORD_LENGTH,
      `password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    )
    .refine(
      (value) => codePoints(value) <= MAX_PASSWORD_LENGTH,
      `password must be at most ${MAX_PASSWORD_LENGTH} characters`,
    )
    .meta({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
});

// ---------------------------------------------------------------------------------------------
// Cart

/** The most of one product a cart line holds through the cart's API. */
export const MAX_LINE_QUANTITY = 999;
/** A stored line may hold more: data files of earlier versions carry up to 10,000. */
export const MAX_STORED_LINE_QUANTITY = 10_000;

const quantityMessage = `quantity must be an integer between 1 and ${MAX_LINE_QUANTITY}`;
export const lineQuantitySchema = z
  .number({ error: quantityMessage })
  .int(quantityMessage)
  .min(1, quantityMessage)
  .max(MAX_LINE_QUANTITY, quantityMessage);

/** PATCH /cart/item/{id}/. */
export const cartQuantitySchema = z.object({ quantity: lineQuantitySchema });

/** POST /cart/: an unknown product id is a 404, not a 400. */
export const cartAddSchema = z.object({
  product_id: z
    .string({
      error: (issue) =>
        isMissing(issue.input) ? 'product_id is required' : 'product_id must be a string',
    })
    .refine((value) => value !== '', 'product_id is required')
    .meta({ minLength: 1 }),
  quantity: lineQuantitySchema.default(1),
});

const ENTER_A_CODE = 'Please enter a coupon code';

/** POST /cart/apply-coupon/: any case; an unknown, inactive or expired code is a 400 too. */
export const applyCouponSchema = z.object({
  code: z
    .string({
      error: (issue) => (isMissing(issue.input) ? ENTER_A_CODE : 'code must be a string'),
    })
    .refine((value) => value.trim() !== '', ENTER_A_CODE)
    .meta({ minLength: 1, pattern: '\\S' }),
});

// ---------------------------------------------------------------------------------------------
// The EmailJS stand-in

export const CONTACT_MAX_LENGTHS = {
  from_name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 50,
  subject: 200,
  message: 5000,
} as const;

const EMAILJS_ID_MAX = 200;
const emailJsId = (field: string, label: string) =>
  requiredText(field, {
    max: EMAILJS_ID_MAX,
    requiredMessage: `The ${label} is required`,
    typeMessage: `The ${label} is required`,
    tooLongMessage: `The template param ${field} must be at most ${EMAILJS_ID_MAX} characters`,
  });

const contactParam = (field: 'from_name' | 'message') =>
  requiredText(field, {
    max: CONTACT_MAX_LENGTHS[field],
    requiredMessage: `The template param ${field} is required`,
    typeMessage: `The template param ${field} is required`,
    tooLongMessage: `The template param ${field} must be at most ${CONTACT_MAX_LENGTHS[field]} characters`,
  });

const optionalContactParam = (field: 'phone' | 'subject') =>
  z
    .string({ error: `The template param ${field} must be a string` })
    .trim()
    .refine(
      (value) => codePoints(value) <= CONTACT_MAX_LENGTHS[field],
      `The template param ${field} must be at most ${CONTACT_MAX_LENGTHS[field]} characters`,
    )
    .meta({ maxLength: CONTACT_MAX_LENGTHS[field] })
    .nullish()
    .transform((value) => value ?? '');

const contactEmail = (field: string) =>
  emailAddress({
    field,
    lowerCase: false,
    requiredMessage: `The template param ${field} is required`,
    typeMessage: `The template param ${field} is required`,
    tooLongMessage: `The template param ${field} must be at most ${EMAIL_MAX_LENGTH} characters`,
    invalidMessage: `The template param ${field} must be a valid e-mail address`,
  });

/** POST /v1.0/email/send, as @emailjs/browser sends it. */
export const emailSendSchema = z.object({
  lib_version: z.string({ error: 'The lib version must be a string' }).optional(),
  user_id: emailJsId('user_id', 'user ID'),
  service_id: emailJsId('service_id', 'service ID'),
  template_id: emailJsId('template_id', 'template ID'),
  template_params: z.object(
    {
      from_name: contactParam('from_name'),
      email: contactEmail('email'),
      message: contactParam('message'),
      phone: optionalContactParam('phone'),
      subject: optionalContactParam('subject'),
    },
    { error: 'The template params must be an object' },
  ),
});

// ---------------------------------------------------------------------------------------------
// The back office's settings and data tools

/** A JSON integer from `min` to `max`; one message for every failure, stating the rule. */
const integerBetween = (field: string, min: number, max: number) => {
  const message = `${field} must be an integer between ${min} and ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** PUT /admin/settings/security: the login limit, and (optional) whether sign-up is open. */
export const securitySettingsSchema = z.object({
  max_login_attempts: integerBetween(
    'max_login_attempts',
    LOGIN_ATTEMPTS_RANGE.min,
    LOGIN_ATTEMPTS_RANGE.max,
  ),
  allow_registration: z
    .boolean({ error: 'allow_registration must be true or false' })
    .optional()
    .meta({ description: 'Missing leaves the setting as it is (open unless closed).' }),
});

export const MAX_GENERATED_PER_CALL = 100_000;

/** POST /admin/products/generate. */
export const generateProductsSchema = z.object({
  count: integerBetween('count', 1, MAX_GENERATED_PER_CALL),
});

/** POST /admin/data/reset: `{}` or no body starts from the demo data. */
export const resetDataSchema = z.object({
  startingData: z
    .enum(['demo', 'empty'], { error: 'startingData must be "demo" or "empty"' })
    .default('demo'),
});

// ---------------------------------------------------------------------------------------------
// Stored records: a data file's `backend` part (issue 17, "Import data")

const recordId = z.string().min(1).max(200);
const time = z.number().int().nonnegative();

/** A product passes exactly the rules of POST /products, plus its id and creation time. */
export const storedProductSchema = z
  .object({ id: recordId, ...productFields, createdAt: time.optional() })
  .transform((record, ctx) => {
    const { id, createdAt, ...fields } = record;
    const input = toProductInput(fields, ctx);
    return { id, ...input, ...(createdAt === undefined ? {} : { createdAt }) };
  })
  .meta({ description: productDescription });

export const storedCouponSchema = z.object({
  id: recordId,
  ...couponFields,
  is_active: z.boolean(),
});

// A password hash as mocks/crypto.ts makes it: hex PBKDF2-SHA-256 (256 bits) and a hex salt. Any
// other text can never match a password, so an account holding it could never sign in.
const PASSWORD_HASH = /^[0-9a-fA-F]{64}$/;
const SALT = /^(?:[0-9a-fA-F]{2}){8,500}$/;
const passwordHashField = z
  .string()
  .regex(PASSWORD_HASH, 'passwordHash must be a PBKDF2-SHA-256 hash: 64 hexadecimal digits')
  .meta({ description: 'Hex PBKDF2-SHA-256.' });
const saltField = z
  .string()
  .regex(SALT, 'salt must be hexadecimal, 16 to 1,000 digits')
  .meta({ description: 'Hex.' });
const iterationsField = z
  .number()
  .int('iterations must be a whole number from 1 to 10,000,000')
  .min(1, 'iterations must be a whole number from 1 to 10,000,000')
  .max(10_000_000, 'iterations must be a whole number from 1 to 10,000,000');

export const storedUserSchema = z.object({
  id: recordId,
  email: accountEmail,
  name: requiredText('name', { max: 100 }),
  role: z.enum(['user', 'admin']),
  passwordHash: passwordHashField,
  salt: saltField,
  iterations: iterationsField,
  createdAt: time,
});

/** A stored cart's lines, as the import takes them and the export writes them. */
const storedCartLinesSchema = z
  .array(
    z.object({
      id: recordId,
      productId: recordId,
      quantity: z.number().int().min(1).max(MAX_STORED_LINE_QUANTITY),
    }),
  )
  .max(1_000);

export const storedCartSchema = z
  .object({
    key: z.string().regex(/^(user|guest):[^\s]{1,200}$/, 'must be user:… or guest:…'),
    items: storedCartLinesSchema,
    couponCode: z.string().max(50).nullable(),
    updatedAt: time,
  })
  .transform((cart) => ({
    ...cart,
    productIds: [...new Set(cart.items.map((item) => item.productId))],
  }));

export const storedContactMessageSchema = z.object({
  id: recordId,
  fromName: storedText(CONTACT_MAX_LENGTHS.from_name),
  email: contactEmail('email'),
  phone: storedText(CONTACT_MAX_LENGTHS.phone),
  subject: storedText(CONTACT_MAX_LENGTHS.subject),
  message: storedText(CONTACT_MAX_LENGTHS.message),
  serviceId: storedText(EMAILJS_ID_MAX),
  templateId: storedText(EMAILJS_ID_MAX),
  createdAt: time,
});

export const metaEntrySchema = z.object({
  key: z.string().min(1).max(200),
  value: z.union([storedText(10_000), z.number(), z.boolean()]),
});

/** The tables a data file carries, each a list of its records. */
export const backendTablesSchema = z
  .object({
    products: z.array(storedProductSchema).max(500_000),
    coupons: z.array(storedCouponSchema).max(100_000),
    users: z.array(storedUserSchema).max(100_000).optional().meta({
      description:
        "The sign-in accounts, when the file carries them (exported with `accounts=include`); missing keeps the importing device's own accounts.",
    }),
    carts: z.array(storedCartSchema).max(100_000),
    contactMessages: z.array(storedContactMessageSchema).max(500_000),
    meta: z.array(metaEntrySchema).max(1_000),
  })
  .meta({
    description:
      "A data file's tables (the export's shape). Derived fields (`nameKey`, `productIds`) are recomputed, other unknown fields are ignored. With `users`, at least one admin account (a well-formed hash, so it can sign in); ids, coupon codes and e-mails each once. " +
      productDescription,
  });

// ---------------------------------------------------------------------------------------------
// The records as stored: what the tables hold after the schemas above, and so what the export
// (GET /admin/data/export) writes. Only rendered into the document (openapiSchemas.ts, the output
// side): the import parses with the schemas above. backendRecords.ts checks at build time that
// each is the table's record type.

/** A stored text that is trimmed and not blank. */
const storedRequiredText = (max: number) =>
  storedText(max)
    .refine((value) => value.trim() === value && value !== '', 'must be trimmed and not blank')
    .meta({ minLength: 1, pattern: '\\S' });

/** Dollars, whole cents. */
const storedPrice = z
  .number()
  .min(MIN_PRICE)
  .max(MAX_PRICE)
  .refine(isWholeCents, 'must have at most 2 decimals')
  .meta(wholeCents);

const timestamp = time.meta({ description: 'Milliseconds since 1970.' });

export const productRecordSchema = z
  .object({
    id: recordId,
    name: storedRequiredText(200),
    nameKey: z.string().min(1).meta({ description: 'The lower-cased name, for the name sort.' }),
    description: storedRequiredText(5000),
    price: storedPrice,
    original_price: storedPrice.meta({ description: 'At least `price`.' }),
    image_url: storedRequiredText(MAX_IMAGE_URL_LENGTH)
      .refine(isAcceptedImageUrl, IMAGE_URL_RULE)
      .meta({
        description:
          'An http(s) URL, a same-origin path starting with `/`, or a `data:image/` URL.',
        pattern: IMAGE_URL_PATTERN,
      }),
    category: z.enum(PRODUCT_CATEGORIES),
    tracking_id: storedRequiredText(MAX_TRACKING_ID).nullable(),
    specifications: z
      .array(
        z.object({
          label: storedRequiredText(MAX_SPECIFICATION_LABEL),
          value: storedRequiredText(MAX_SPECIFICATION_VALUE),
        }),
      )
      .max(MAX_SPECIFICATIONS)
      .optional()
      .meta({ description: "The Specifications tab's rows; missing when none were ever given." }),
    createdAt: timestamp
      .optional()
      .meta({ description: 'When it was added (ms since 1970): the "newest" sort\'s index.' }),
  })
  .meta({ description: 'A product as stored.' });

export const couponRecordSchema = z.object({
  id: recordId,
  code: storedRequiredText(50)
    .refine((code) => code === code.toUpperCase(), 'must be upper case')
    .meta({ description: 'Upper case; codes are unique whatever their case.' }),
  discount: z.number().min(0.01).max(1).meta({ description: 'The share taken off, 0.01 to 1.' }),
  is_active: z.boolean(),
  expires_at: z
    .string()
    .refine(isIsoDate, EXPIRES_AT_RULE)
    .meta({ anyOf: ISO_DATE_FORMS })
    .nullable()
    .meta({ description: 'ISO 8601 date or date-time; null means it never expires.' }),
});

export const userRecordSchema = z.object({
  id: recordId,
  email: storedText(EMAIL_MAX_LENGTH)
    .refine(
      (email) => isEmail(email) && email === email.toLowerCase(),
      'must be a lower-case e-mail address',
    )
    .meta({ description: 'Lower case.', pattern: EMAIL.source }),
  name: storedRequiredText(100),
  role: z.enum(['user', 'admin']),
  passwordHash: passwordHashField,
  salt: saltField,
  iterations: iterationsField,
  createdAt: timestamp,
});

export const cartRecordSchema = z.object({
  key: z
    .string()
    .regex(/^(user|guest):[^\s]{1,200}$/)
    .meta({ description: '`user:<user id>` or `guest:<guest token>`.' }),
  items: storedCartLinesSchema,
  couponCode: z.string().max(50).nullable(),
  productIds: z
    .array(recordId)
    .meta({ description: 'The product ids of `items`, kept for the index.' }),
  updatedAt: timestamp,
});

export const contactMessageRecordSchema = z.object({
  id: recordId,
  fromName: storedText(CONTACT_MAX_LENGTHS.from_name),
  email: storedText(EMAIL_MAX_LENGTH)
    .refine(isEmail, 'must be an e-mail address')
    .meta({ description: 'As typed, trimmed.', pattern: EMAIL.source }),
  phone: storedText(CONTACT_MAX_LENGTHS.phone),
  subject: storedText(CONTACT_MAX_LENGTHS.subject),
  message: storedText(CONTACT_MAX_LENGTHS.message),
  serviceId: storedText(EMAILJS_ID_MAX),
  templateId: storedText(EMAILJS_ID_MAX),
  createdAt: timestamp,
});

export const metaRecordSchema = metaEntrySchema.meta({
  description: 'Settings and markers (login limit, registration, seeding, last import).',
});

/** GET /admin/data/export: every record of each lasting table, as stored. */
export const backendTablesRecordSchema = z
  .object({
    products: z.array(productRecordSchema),
    coupons: z.array(couponRecordSchema),
    users: z.array(userRecordSchema).optional().meta({
      description: 'Only with `accounts=include`: the accounts and their password hashes.',
    }),
    carts: z.array(cartRecordSchema),
    contactMessages: z.array(contactMessageRecordSchema),
    meta: z.array(metaRecordSchema),
  })
  .meta({
    description:
      "The backend's lasting tables as stored (no sessions, no login failures); Import data takes it back (`BackendTablesInput`).",
  });

// ---------------------------------------------------------------------------------------------
// The answers: what the handlers send, derived from the stored records they are built from
// (rendered into the document on the output side; the handlers' Wire… types are these).

/** GET /products/{id} and the others: the stored product's public fields. */
export const productSchema = productRecordSchema
  .pick({
    id: true,
    name: true,
    description: true,
    price: true,
    original_price: true,
    image_url: true,
    category: true,
    tracking_id: true,
  })
  .extend({
    specifications: productRecordSchema.shape.specifications.unwrap().min(1).optional().meta({
      description: 'Left out when the product has none.',
    }),
  });

export const cartItemSchema = z.object({
  id: recordId,
  product: productSchema,
  quantity: z
    .number()
    .int()
    .min(1)
    .max(MAX_STORED_LINE_QUANTITY)
    .meta({
      description: `At most ${MAX_LINE_QUANTITY} through the cart; an imported data file may hold up to ${MAX_STORED_LINE_QUANTITY.toLocaleString('en-US')}.`,
    }),
});

/** The coupon a cart has: its code and discount. */
export const appliedCouponSchema = couponRecordSchema.pick({ code: true, discount: true });

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  coupon: appliedCouponSchema.nullable(),
});

/** A signed-in user, as the sign-in, sign-up and session answers show it. */
export const userSchema = userRecordSchema.pick({ id: true, name: true, email: true, role: true });

export const adminUserSchema = userSchema.extend({ role: z.literal('admin') });

/** POST /admin/unlock-code: the new code, shown once, and when it was made. */
export const unlockCodeSchema = z.object({
  code: z.string().meta({ example: 'K7QM-3XRP-9TWD' }),
  created_at: z.string().meta({ format: 'date-time' }),
});

/** GET /admin/unlock-code: when the signed-in admin's code was made; null when there is none. */
export const unlockCodeStatusSchema = z.object({
  created_at: z.string().meta({ format: 'date-time' }).nullable(),
});

/** GET /admin/login-locks: an e-mail the login limit has locked, until when, after how many failures. */
export const loginLockSchema = z.object({
  email: z.string(),
  locked_until: z.string().meta({ format: 'date-time' }),
  failures: z.number().int().min(1),
});
