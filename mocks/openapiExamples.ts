// The examples of docs/api/openapi.yaml (issue 35, point 16), read for the tests that hold them
// true: openapiExamples.test.ts checks that every operation has its examples and that each fits
// its schema; contract.test.ts sends each operation's example request to the backend and compares
// the answer with the example answer.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type {
  Example,
  Examples,
  OpenApi,
  Operation,
  Parameter,
  Reference,
  RequestBody,
  Response as DocumentedResponse,
} from '@hyperjump/json-schema/openapi-3-1';

/** docs/api/openapi.yaml, parsed afresh (each test registers its own copy with its validator). */
export function readApiDocument(): OpenApi {
  return parse(
    readFileSync(new URL('../docs/api/openapi.yaml', import.meta.url), 'utf8'),
  ) as OpenApi;
}

/** One example, where it is in the document and the schema it must fit. */
export interface DocumentExample {
  value: unknown;
  /** JSON pointer of the example in the document. */
  pointer: string;
  /** JSON pointer of the schema the example must fit. */
  schemaPointer: string;
}

export interface ParameterExample {
  name: string;
  in: string;
  required: boolean;
  example: DocumentExample | null;
}

export interface OperationExamples {
  /** `METHOD /path`, the path as the document writes it. */
  key: string;
  method: string;
  path: string;
  operation: Operation;
  /** The request body's example, null when the operation takes no body or gives none. */
  body: DocumentExample | null;
  /** Whether the operation takes a request body. */
  takesBody: boolean;
  /** The path item's and the operation's parameters, with their examples. */
  parameters: ParameterExample[];
  /** The success answer: the lowest 2xx status, its media type (null without a body) and example. */
  success: { status: number; mediaType: string | null; example: DocumentExample | null };
  /** Every answer's examples, with the status they are for (errors from components included). */
  answers: (DocumentExample & { status: number })[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const escapeSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeSegment = (segment: string): string =>
  segment.replace(/~1/g, '/').replace(/~0/g, '~');
export const pointerOf = (...segments: string[]): string =>
  segments.map((segment) => `/${escapeSegment(segment)}`).join('');

function valueAt(document: OpenApi, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map(unescapeSegment)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** Follows `$ref`s inside the document; answers the object and the pointer it was found at. */
function resolve<T extends object>(
  document: OpenApi,
  value: T | Reference,
  pointer: string,
): { value: T; pointer: string } {
  if (!('$ref' in value)) return { value, pointer };
  const target = value.$ref.replace(/^#/, '');
  return resolve(document, valueAt(document, target) as T | Reference, target);
}

/**
 * The first example of a media type or parameter (`examples`' first entry, else `example`), or
 * null. `pointer` is where `holder` is; its schema is at `${pointer}/schema`.
 */
function firstExample(
  document: OpenApi,
  holder: Examples,
  pointer: string,
): DocumentExample | null {
  const schemaPointer = `${pointer}/schema`;
  const [entry] = Object.entries(holder.examples ?? {});
  if (entry) {
    const [name, example] = entry;
    const found = resolve<Example>(document, example, `${pointer}${pointerOf('examples', name)}`);
    return { value: found.value.value, pointer: `${found.pointer}/value`, schemaPointer };
  }
  if ('example' in holder)
    return { value: holder.example, pointer: `${pointer}/example`, schemaPointer };
  return null;
}

/** Every example of a media type or parameter. */
function allExamples(document: OpenApi, holder: Examples, pointer: string): DocumentExample[] {
  const schemaPointer = `${pointer}/schema`;
  const named = Object.entries(holder.examples ?? {}).map(([name, example]) => {
    const found = resolve<Example>(document, example, `${pointer}${pointerOf('examples', name)}`);
    return { value: found.value.value, pointer: `${found.pointer}/value`, schemaPointer };
  });
  return 'example' in holder
    ? [...named, { value: holder.example, pointer: `${pointer}/example`, schemaPointer }]
    : named;
}

/** Every operation of the document with its examples, in the document's order. */
export function operationExamples(document: OpenApi): OperationExamples[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method): OperationExamples => {
      const operation = item[method] as Operation;
      const pointer = pointerOf('paths', path, method);
      const parameters = [
        ...(item.parameters ?? []).map((parameter, index) =>
          resolve<Parameter>(
            document,
            parameter,
            `${pointerOf('paths', path)}/parameters/${index}`,
          ),
        ),
        ...(operation.parameters ?? []).map((parameter, index) =>
          resolve<Parameter>(document, parameter, `${pointer}/parameters/${index}`),
        ),
      ].map(({ value, pointer: at }) => ({
        name: value.name,
        in: value.in,
        required: value.required === true,
        // A parameter described by `content` instead of `schema` has no example here.
        example:
          'schema' in value && value.schema ? firstExample(document, value as Examples, at) : null,
      }));

      let body: DocumentExample | null = null;
      if (operation.requestBody) {
        const found = resolve<RequestBody>(
          document,
          operation.requestBody,
          `${pointer}/requestBody`,
        );
        const json = found.value.content['application/json'];
        if (json)
          body = firstExample(
            document,
            json,
            `${found.pointer}${pointerOf('content', 'application/json')}`,
          );
      }

      const answers: (DocumentExample & { status: number })[] = [];
      let success: OperationExamples['success'] = { status: 0, mediaType: null, example: null };
      const statuses = Object.keys(operation.responses ?? {}).sort();
      for (const status of statuses) {
        const documented = operation.responses?.[status] as DocumentedResponse | Reference;
        const found = resolve<DocumentedResponse>(
          document,
          documented,
          `${pointer}${pointerOf('responses', status)}`,
        );
        const media = Object.entries(found.value.content ?? {});
        for (const [type, content] of media) {
          const at = `${found.pointer}${pointerOf('content', type)}`;
          answers.push(
            ...allExamples(document, content, at).map((example) => ({
              ...example,
              status: Number(status),
            })),
          );
        }
        if (success.status === 0 && /^2\d\d$/.test(status)) {
          const [first] = media;
          success = {
            status: Number(status),
            mediaType: first ? first[0] : null,
            example: first
              ? firstExample(
                  document,
                  first[1],
                  `${found.pointer}${pointerOf('content', first[0])}`,
                )
              : null,
          };
        }
      }
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
        body,
        takesBody: operation.requestBody !== undefined,
        parameters,
        success,
        answers,
      };
    }),
  );
}

/** Every example the document holds for parameters and media types, wherever it is. */
export function everyExample(document: OpenApi): DocumentExample[] {
  const found: DocumentExample[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, `${pointer}/${index}`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    // A parameter or a media type: it has a schema and examples beside it. A schema's own
    // `examples` (an array) is not one of these.
    if (
      'schema' in record &&
      ('example' in record || (record.examples && !Array.isArray(record.examples)))
    ) {
      found.push(...allExamples(document, record as Examples, pointer));
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === 'examples' || key === 'example' || key === 'schema') continue;
      visit(child, `${pointer}${pointerOf(key)}`);
    }
  };
  visit(document, '');
  return found;
}
