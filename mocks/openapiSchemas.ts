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
  generateProductsSchema,
  resetDataSchema,
  signUpSchema,
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
  GenerateProductsInput: generateProductsSchema,
  ResetDataInput: resetDataSchema,
  BackendTablesInput: backendTablesSchema,
};

export type JsonSchema = Record<string, unknown>;

/** The components as JSON Schema 2020-12 (OpenAPI 3.1's dialect), what a request may hold. */
export function generatedSchemas(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(SOURCES).map(([name, schema]) => {
      const { $schema: _dialect, ...rendered } = z.toJSONSchema(schema, {
        target: 'draft-2020-12',
        io: 'input',
      });
      return [name, rendered];
    }),
  );
}

/** The lines between the markers in docs/api/openapi.yaml's `components.schemas`. */
export const GENERATED_BEGIN =
  '    # Generated from mocks/schemas.ts: npx tsx scripts/openapi/generateSchemas.ts';
export const GENERATED_END = '    # End of the generated schemas.';
