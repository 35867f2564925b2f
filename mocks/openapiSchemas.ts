// The document's request-body and data-file schemas, rendered from mocks/schemas.ts (issue 34):
// docs/api/openapi.yaml holds them between the "generated" markers of `components.schemas`,
// written by `npx tsx scripts/openapi/generateSchemas.ts` and checked by openapiSchemas.test.ts.
import { z } from 'zod';
import {
  backendTablesSchema,
  couponInputSchema,
  credentialsSchema,
  emailSendSchema,
  lineQuantitySchema,
  cartAddSchema,
  applyCouponSchema,
  accountEmail,
  productInputSchema,
  securitySettingsSchema,
  unlockSchema,
  redeemUnlockCodeSchema,
  loginLockSchema,
  unlockCodeSchema,
  unlockCodeStatusSchema,
  generateProductsSchema,
  resetDataSchema,
  signUpSchema,
  productRecordSchema,
  couponRecordSchema,
  userRecordSchema,
  cartRecordSchema,
  contactMessageRecordSchema,
  metaRecordSchema,
  backendTablesRecordSchema,
  productSchema,
  cartItemSchema,
  appliedCouponSchema,
  cartSchema,
  userSchema,
  adminUserSchema,
} from './schemas';

/** Each generated component's name and the zod schema it is rendered from. */
const SOURCES: Record<string, z.ZodType> = {
  ProductInput: productInputSchema,
  CouponInput: couponInputSchema,
  LineQuantity: lineQuantitySchema,
  CartAddInput: cartAddSchema,
  ApplyCouponInput: applyCouponSchema,
  EmailAddress: accountEmail,
  Credentials: credentialsSchema,
  SignUpInput: signUpSchema,
  EmailSendInput: emailSendSchema,
  SecuritySettingsInput: securitySettingsSchema,
  UnlockInput: unlockSchema,
  RedeemUnlockCodeInput: redeemUnlockCodeSchema,
  GenerateProductsInput: generateProductsSchema,
  ResetDataInput: resetDataSchema,
  BackendTablesInput: backendTablesSchema,
};

/**
 * The stored records (what the export writes) and the answers built from them: rendered on their
 * output side (after the input schemas' trimming, defaults and derived fields), each a component
 * of its own that the others refer to (`BackendTables` to `StoredProduct`, `Cart` to `CartItem`).
 */
const RECORDS: Record<string, z.ZodType> = {
  Product: productSchema,
  CartItem: cartItemSchema,
  AppliedCoupon: appliedCouponSchema,
  Cart: cartSchema,
  User: userSchema,
  AdminUser: adminUserSchema,
  LoginLock: loginLockSchema,
  UnlockCode: unlockCodeSchema,
  UnlockCodeStatus: unlockCodeStatusSchema,
  StoredProduct: productRecordSchema,
  Coupon: couponRecordSchema,
  StoredUser: userRecordSchema,
  StoredCart: cartRecordSchema,
  StoredContactMessage: contactMessageRecordSchema,
  MetaEntry: metaRecordSchema,
  BackendTables: backendTablesRecordSchema,
};

export type JsonSchema = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';

/** The components as JSON Schema 2020-12 (OpenAPI 3.1's dialect). */
export function generatedSchemas(): Record<string, JsonSchema> {
  const inputs = Object.entries(SOURCES).map(([name, schema]) => {
    const { $schema: _dialect, ...rendered } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
    });
    return [name, rendered] as const;
  });
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(RECORDS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `${COMPONENT}${id}`,
  });
  const records = Object.keys(RECORDS).map((name) => {
    const { $schema: _dialect, $id: _id, ...rendered } = schemas[name] as JsonSchema;
    return [name, rendered] as const;
  });
  return Object.fromEntries([...inputs, ...records]);
}

/** The lines between the markers in docs/api/openapi.yaml's `components.schemas`. */
export const GENERATED_BEGIN =
  '    # Generated from mocks/schemas.ts: npx tsx scripts/openapi/generateSchemas.ts';
export const GENERATED_END = '    # End of the generated schemas.';
