// docs/api/openapi.yaml's examples (issue 35, point 16): every operation has an example request
// and an example answer, and every example fits the schema beside it, checked with the OpenAPI
// 3.1 validator the contract test uses (@hyperjump/json-schema). contract.test.ts sends each
// example request to the backend and compares the answer with the example answer.
import {
  hasSchema,
  registerSchema,
  unregisterSchema,
  validate,
  type SchemaObject,
  type Validator,
} from '@hyperjump/json-schema/openapi-3-1';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  everyExample,
  operationExamples,
  readApiDocument,
  type DocumentExample,
} from './openapiExamples';

const document = readApiDocument();

const OAS_3_1_SCHEMA = 'https://spec.openapis.org/oas/3.1/schema-base';
/** Not the contract test's id: the two files share a module registry (vitest `isolate: false`). */
const DOCUMENT_ID = 'https://skyforge.invalid/docs/api/openapi.yaml?examples';

beforeAll(() => {
  if (hasSchema(DOCUMENT_ID)) unregisterSchema(DOCUMENT_ID);
  registerSchema(document as unknown as SchemaObject, DOCUMENT_ID, OAS_3_1_SCHEMA);
});

/** What is wrong with the example by its schema; [] when it fits. */
async function exampleErrors({
  value,
  pointer,
  schemaPointer,
}: DocumentExample): Promise<string[]> {
  const validator: Validator = await validate(`${DOCUMENT_ID}#${encodeURI(schemaPointer)}`);
  const output = validator(value as Parameters<Validator>[0], 'BASIC');
  return output.valid
    ? []
    : (output.errors ?? []).map(
        ({ instanceLocation, absoluteKeywordLocation }) =>
          `${pointer}: ${instanceLocation} fails ${absoluteKeywordLocation.replace(DOCUMENT_ID, '')}`,
      );
}

const operations = operationExamples(document);

describe('docs/api/openapi.yaml examples', () => {
  it('reads every operation', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  // An operation without a request body has its request in its parameters: each path parameter
  // has an example (so the request can be written out); an operation with no parameters and no
  // body needs none, its request is its method and path.
  it.each(operations.map((operation) => [operation.key, operation] as const))(
    '%s has an example request that fits its schema (its body, else its parameters)',
    async (_key, { takesBody, body, parameters }) => {
      if (takesBody) {
        expect(body, 'request body example').not.toBeNull();
        if (body) expect(await exampleErrors(body)).toEqual([]);
      }
      for (const parameter of parameters) {
        if (parameter.in === 'path') expect(parameter.example, parameter.name).not.toBeNull();
        if (parameter.example) expect(await exampleErrors(parameter.example)).toEqual([]);
      }
    },
  );

  // A success answer without a body (204) has no example to give: the operation's example answer
  // is then one of its error answers (components.responses carry one each).
  it.each(operations.map((operation) => [operation.key, operation] as const))(
    '%s has an example answer that fits its schema (its success, else an error when 2xx has no body)',
    async (_key, { success, answers }) => {
      expect(success.status, 'a 2xx answer').toBeGreaterThanOrEqual(200);
      if (success.mediaType !== null) {
        expect(success.example, `${success.status} example`).not.toBeNull();
        if (success.example) expect(await exampleErrors(success.example)).toEqual([]);
      } else {
        expect(answers.length, 'an example of an error answer').toBeGreaterThan(0);
      }
    },
  );

  it('every example in the document fits its schema (errors in components included)', async () => {
    const examples = everyExample(document);
    expect(examples.length).toBeGreaterThan(operations.length);
    const errors = (await Promise.all(examples.map(exampleErrors))).flat();
    expect(errors).toEqual([]);
  });

  it('a wrong example is caught', async () => {
    const [withBody] = operations.filter(({ key }) => key === 'POST /coupons');
    const wrong = { ...withBody.body!, value: { code: 'X', discount: 2 } };
    expect(await exampleErrors(wrong)).not.toEqual([]);
  });
});
