// The mocked backend's HTTP contract (issue 18): docs/api/openapi.yaml describes every operation
// of mocks/handlers/, and this test holds the two together. Each operation is called through the
// real handlers (the msw node server) for its success and error answers; every answer's status,
// content type and body are checked against the document with @hyperjump/json-schema, which reads
// OpenAPI 3.1 documents in their own JSON Schema 2020-12 dialect. The list of operations is
// derived from the msw handlers themselves (their method and path) and compared with the
// document's, so an operation on one side only fails the test. With CONTRACT_API_URL set, the
// requests go to that real backend instead (see "A real backend instead of the mock").
import {
  hasSchema,
  registerSchema,
  unregisterSchema,
  validate,
  type Operation,
  type OutputUnit,
  type Reference,
  type RequestBody,
  type Response as DocumentedResponse,
  type SchemaObject,
  type Validator,
} from '@hyperjump/json-schema/openapi-3-1';
import { HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBackendDb } from './db';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './fixtures/users';
import { handlers } from './handlers';
import { operationExamples, readApiDocument, type OperationExamples } from './openapiExamples';
import { server, useScenario } from './node';
import {
  resetScenarioState,
  setScenarioAccess,
  TESTING_HEADER,
  TESTING_ON,
  type ScenarioName,
} from './scenarios';
import { SESSION_EXPIRED_MESSAGE } from './scenarios/overrides';
import {
  API,
  assertBackendReachable,
  fetchApi,
  importBody,
  loginAdmin,
  loginCustomer,
  newGuestCart,
  newGuestToken,
  validEmailRequest,
  type CallOptions,
} from './testHelpers';

const document = readApiDocument();

/** The official schema of OpenAPI 3.1 documents, schemas checked against the 3.1 dialect. */
const OAS_3_1_SCHEMA = 'https://spec.openapis.org/oas/3.1/schema-base';
/** The id the document is registered under, so its schemas can be addressed by JSON pointer. */
const DOCUMENT_ID = 'https://skyforge.invalid/docs/api/openapi.yaml';

/**
 * Answers no scenario provokes: a crash (500) and a full storage quota (507). Both come from the
 * route wrapper every handler shares; the storage-full test below checks the 507 shapes once.
 */
const NOT_PROVOKED = [500, 507];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

beforeAll(() => {
  // Tests re-run in one process (watch mode) find it registered already.
  if (hasSchema(DOCUMENT_ID)) unregisterSchema(DOCUMENT_ID);
  registerSchema(document as unknown as SchemaObject, DOCUMENT_ID, OAS_3_1_SCHEMA);
});

beforeEach(async () => {
  if (REAL_API === null) await resetBackendDb();
  else if (MOCK_OVER_HTTP) await resetMockOverHttp();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await resetScenarioState();
});

// ---------------------------------------------------------------------------------------------
// A real backend instead of the mock

/**
 * `CONTRACT_API_URL=https://api.example.com/api`: every request goes to that backend instead of
 * the msw server, and the cases in REAL_BACKEND_SKIPS are skipped. Unset: the mock answers.
 */
const REAL_API = process.env.CONTRACT_API_URL?.trim().replace(/\/+$/, '') || null;

// A backend that cannot be reached fails the file once, saying where it was looked for, instead of
// every case failing with `fetch failed`.
if (REAL_API !== null) await assertBackendReachable(REAL_API);

/** Whether the backend answers as this mock does: it names its test scenario on every answer. */
async function answersAsTheMock(api: string): Promise<boolean> {
  try {
    const response = await fetch(`${api}/test/scenario`, { signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return response.headers.has('X-Test-Scenario');
  } catch {
    return false;
  }
}

/**
 * The backend at CONTRACT_API_URL is this mock over HTTP (`npm run mock:serve`, as CI runs it):
 * every case runs, each from the demo data again (POST /admin/data/reset) with no scenario
 * active, and so do the test scenarios'. Only the storage-full case stays in-process.
 */
const MOCK_OVER_HTTP = REAL_API !== null && (await answersAsTheMock(REAL_API));

/** The testing switch's proof: the scenario switch takes it instead of an admin token. */
const testing = { [TESTING_HEADER]: TESTING_ON };

async function resetMockOverHttp(): Promise<void> {
  await fetchApi('/test/scenario', { method: 'PUT', body: { name: 'default' }, headers: testing });
  const reset = await fetchApi('/admin/data/reset', { method: 'POST', token: await loginAdmin() });
  if (!reset.ok) throw new Error(`POST /admin/data/reset answered ${reset.status}`);
}

/**
 * Cases a real backend is not asked, and why. The others need only the seed data
 * (mocks/fixtures: the demo accounts, product p-001, coupons WELCOME10, SAVE20 and EXPIRED25) and
 * leave it as it was, so they can run again; they add a few products and cart lines, and set the
 * login limit to 5 with registration open.
 */
const REAL_BACKEND_SKIPS: Record<string, string> = {
  'GET /test/scenario': 'mock only: the test scenario switch',
  'PUT /test/scenario': 'mock only: the test scenario switch',
  'POST /v1.0/email/send': 'mock only: the EmailJS stand-in; its rate limit also needs no messages',
  'GET /admin/data/export': 'sends a contact message through the EmailJS stand-in first',
  'POST /admin/data/reset': 'replaces every table with the fixtures',
  'POST /admin/data/import': 'replaces every table',
  'PUT /products/{id}': 'rewrites seed product p-001, which other cases read',
  'DELETE /products/{id}': 'deletes seed product p-001, which other cases put in carts',
  'PUT /coupons/{id}': 'deactivates WELCOME10, which the cart cases apply',
  'DELETE /coupons/{id}': 'deletes WELCOME10, which the cart cases apply',
  'POST /coupons': 'creates fixed codes: a second run gets 409',
  'POST /auth/signup': 'registers a fixed e-mail (409 on a second run) and closes registration',
  'POST /auth/login': 'sets the login limit to 1 and locks an e-mail for 15 minutes',
  'POST /admin/login': 'sets the login limit to 1 and locks an e-mail for 15 minutes',
};

const skippedOnRealBackend = (key: string): boolean =>
  REAL_API !== null && !MOCK_OVER_HTTP && key in REAL_BACKEND_SKIPS;

if (REAL_API) {
  const realApi = REAL_API;
  beforeAll(() => {
    // The msw server (tests/setup) would answer any `*/api/...` URL: off for this file.
    server.close();
    // Every helper (this file's, mocks/testHelpers.ts) sends to `API`: point those at the backend.
    const fetchAsUsual = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      fetchAsUsual(
        typeof input === 'string' && input.startsWith(API)
          ? `${realApi}${input.slice(API.length)}`
          : input,
        init,
      ),
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    // As tests/setup started it, which closes it after this.
    server.listen({ onUnhandledRequest: 'bypass' });
  });
}

// ---------------------------------------------------------------------------------------------
// The document

/** `METHOD /path` of every operation in the document, paths as written there. */
function documentedOperations(): string[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

/**
 * `METHOD /path` of every msw handler, its `*\/api/a/:b` path written `/a/{b}`. The guard
 * handler (guard.ts) has a predicate for a path: it answers any malformed /api/ path with 400,
 * which the document lists on the operations that have a path parameter.
 */
function handlerOperations(): string[] {
  return handlers
    .flatMap((handler) => {
      if (!(handler instanceof HttpHandler)) return [`not an HTTP handler: ${handler.info.header}`];
      const { method, path } = handler.info;
      if (typeof path === 'function') return [];
      const template = String(path)
        .replace(/^\*\/api/, '')
        .replace(/:(\w+)/g, '{$1}');
      return [`${String(method).toUpperCase()} ${template}`];
    })
    .sort();
}

const escapeSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeSegment = (segment: string): string =>
  segment.replace(/~1/g, '/').replace(/~0/g, '~');
const pointerOf = (...segments: string[]): string =>
  segments.map((segment) => `/${escapeSegment(segment)}`).join('');

function valueAt(pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map(unescapeSegment)
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/** Follows a `$ref` to the components; answers the object and the pointer it was found at. */
function resolve<T extends object>(
  value: T | Reference,
  pointer: string,
): { value: T; pointer: string } {
  if (!('$ref' in value)) return { value, pointer };
  const target = value.$ref.replace(/^#/, '');
  return resolve(valueAt(target) as T | Reference, target);
}

function operationOf(key: string): { operation: Operation; pointer: string } {
  const [method, path] = key.split(' ');
  const pointer = pointerOf('paths', path, method.toLowerCase());
  const operation = valueAt(pointer) as Operation | undefined;
  if (!operation) throw new Error(`${key} is not in the document`);
  return { operation, pointer };
}

const documentedStatuses = (key: string): number[] =>
  Object.keys(operationOf(key).operation.responses ?? {})
    .map(Number)
    .sort((a, b) => a - b);

/** Operations that answer 401 without a bearer token: none of their requirements is `{}`. */
function needsToken(operation: Operation): boolean {
  const { security } = operation;
  return (
    security !== undefined &&
    security.length > 0 &&
    security.every((requirement) => Object.keys(requirement).length > 0)
  );
}

const adminOnly = (operation: Operation): boolean =>
  operation.security !== undefined &&
  operation.security.length > 0 &&
  operation.security.every((requirement) => Object.keys(requirement).join() === 'adminToken');

const templateMatcher = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The documented operation a request goes to; a concrete path wins over a template. */
function routeOf(method: Method, path: string): string {
  const pathname = path.split('?')[0];
  const [match] = documentedOperations()
    .filter((key) => key.startsWith(`${method} `))
    .map((key) => key.slice(method.length + 1))
    .filter((template) => templateMatcher(template).test(pathname))
    .sort((a, b) => a.split('{').length - b.split('{').length);
  return match ? `${method} ${match}` : `no documented operation for ${method} ${pathname}`;
}

const validators = new Map<string, Promise<Validator>>();

/** What is wrong with `value` by the schema at `pointer` in the document; [] when it fits. */
async function schemaErrors(pointer: string, value: unknown): Promise<string[]> {
  let validator = validators.get(pointer);
  if (!validator) {
    validator = validate(`${DOCUMENT_ID}#${encodeURI(pointer)}`);
    validators.set(pointer, validator);
  }
  const output = (await validator)(value as Parameters<Validator>[0], 'BASIC');
  return output.valid ? [] : describeErrors(output.errors ?? [], pointer);
}

/** One line per failed keyword: where in the value, and which rule of the document. */
function describeErrors(errors: OutputUnit[], where: string): string[] {
  return errors.map(
    ({ instanceLocation, absoluteKeywordLocation }) =>
      `${where}: ${instanceLocation} fails ${absoluteKeywordLocation.replace(DOCUMENT_ID, '')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Calling the handlers

interface ApiRequest extends CallOptions {
  method: Method;
  /** Below /api, with the query string. */
  path: string;
}

interface Answer {
  status: number;
  mediaType: string | null;
  text: string;
  /** Parsed JSON for a JSON answer, else the text. */
  body: unknown;
}

async function send({ path, ...options }: ApiRequest): Promise<Answer> {
  const response = await fetchApi(path, options);
  const text = await response.text();
  const mediaType = response.headers.get('Content-Type')?.split(';')[0].trim().toLowerCase();
  let parsed: unknown = text;
  if (mediaType === 'application/json') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, mediaType: mediaType ?? null, text, body: parsed };
}

/** What the answer does differently from the document; [] when it fits. */
async function answerErrors(key: string, answer: Answer): Promise<string[]> {
  const { operation, pointer } = operationOf(key);
  const documented = operation.responses?.[String(answer.status)];
  if (!documented) return [`${key} answered ${answer.status}, which the document does not list`];
  const { value: response, pointer: responsePointer } = resolve<DocumentedResponse>(
    documented,
    `${pointer}${pointerOf('responses', String(answer.status))}`,
  );
  if (!response.content) {
    return answer.text === ''
      ? []
      : [`${key} ${answer.status} has no body in the document, but answered ${answer.text}`];
  }
  const media = answer.mediaType ?? 'no content type';
  if (!(media in response.content)) {
    const listed = Object.keys(response.content).join(', ');
    return [`${key} ${answer.status} answered ${media}; the document lists ${listed}`];
  }
  if (answer.body === undefined) return [`${key} ${answer.status} answered invalid JSON`];
  return schemaErrors(`${responsePointer}${pointerOf('content', media, 'schema')}`, answer.body);
}

/** The request sends the header of one of the operation's `apiKey` schemes (the testing switch). */
function sendsApiKey(operation: Operation, request: ApiRequest): boolean {
  const schemes = (document.components?.securitySchemes ?? {}) as Record<
    string,
    { type?: string; in?: string; name?: string }
  >;
  const sent = Object.keys(request.headers ?? {}).map((name) => name.toLowerCase());
  return (operation.security ?? []).some((requirement) =>
    Object.keys(requirement).some((name) => {
      const scheme = schemes[name];
      return (
        scheme?.type === 'apiKey' &&
        scheme.in === 'header' &&
        sent.includes(String(scheme.name).toLowerCase())
      );
    }),
  );
}

/** For requests the handler accepted: the document must accept them too. */
async function acceptedRequestErrors(key: string, request: ApiRequest): Promise<string[]> {
  const { operation, pointer } = operationOf(key);
  const errors: string[] = [];
  if (!request.token && !sendsApiKey(operation, request) && needsToken(operation)) {
    errors.push(`${key} succeeded without a token, but the document requires one`);
  }
  if (!operation.requestBody) {
    if (request.body !== undefined) errors.push(`${key} takes a body the document does not list`);
    return errors;
  }
  const { value: requestBody, pointer: bodyPointer } = resolve<RequestBody>(
    operation.requestBody,
    `${pointer}/requestBody`,
  );
  if (request.body === undefined) {
    if (requestBody.required) errors.push(`${key} succeeded without its required body`);
    return errors;
  }
  const schemaPointer = `${bodyPointer}${pointerOf('content', 'application/json', 'schema')}`;
  return [...errors, ...(await schemaErrors(schemaPointer, request.body))];
}

/** The statuses each operation's scenario has seen, to check every documented one is. */
const exercised = new Map<string, Set<number>>();

/**
 * Sends the request to the operation `key`, expects `status`, and checks that the document routes
 * the request to that operation, lists the status and describes the answer (and, for a success,
 * the request). Answers the answer for the scenario's own checks.
 */
async function expectAnswer(key: string, request: ApiRequest, status: number): Promise<Answer> {
  expect(routeOf(request.method, request.path)).toBe(key);
  const answer = await send(request);
  const said = `${request.method} ${request.path} answered ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, said).toBe(status);
  const errors = await answerErrors(key, answer);
  if (status < 300) errors.push(...(await acceptedRequestErrors(key, request)));
  expect(errors, said).toEqual([]);
  if (!exercised.has(key)) exercised.set(key, new Set());
  exercised.get(key)?.add(status);
  return answer;
}

/** The path of an operation with every parameter filled in with `value`. */
const pathWith = (key: string, value: string): string =>
  key.slice(key.indexOf(' ') + 1).replace(/\{[^}]+\}/g, value);

const bodyOf = <T>(answer: Answer): T => answer.body as T;

/** A documented answer's string extension (`x-test-scenario`, `x-build`), or null. */
function answerExtension(key: string, status: number, name: string): string | null {
  const { operation, pointer } = operationOf(key);
  const documented = operation.responses?.[String(status)];
  if (!documented) return null;
  const { value } = resolve<DocumentedResponse>(
    documented,
    `${pointer}${pointerOf('responses', String(status))}`,
  );
  const extension = (value as Record<string, unknown>)[name];
  return typeof extension === 'string' ? extension : null;
}

/**
 * The test scenario a documented answer is given under only (its `x-test-scenario`), or null: the
 * scenario cases below provoke those, not the operation's own case.
 */
const scenarioOf = (key: string, status: number) => answerExtension(key, status, 'x-test-scenario');

/** The build a documented answer is given by only (its `x-build`, e.g. `production`), or null. */
const buildOf = (key: string, status: number) => answerExtension(key, status, 'x-build');

// ---------------------------------------------------------------------------------------------
// What the scenarios send

const MALFORMED = '%E0%A4%A';

const newProduct = {
  name: 'Contract Drone',
  description: 'Checked against the HTTP contract.',
  price: 120.5,
  original_price: 150,
  image_url: '/media/products/ed1-drone.svg',
  category: 'drones',
  tracking_id: 'TRK-0001',
  specifications: [{ label: 'Weight', value: '250 g' }],
};

const newCoupon = {
  code: 'contract15',
  discount: 0.15,
  is_active: true,
  expires_at: '2031-01-01T00:00:00.000Z',
};

const contactMessage = (email = 'jane@example.com') => ({
  ...validEmailRequest,
  template_params: { ...validEmailRequest.template_params, email },
});

const IMPORT_ID = 'contract-import-0001';

const wrongLogin = { email: 'nobody@example.com', password: 'wrong-password' };

/** Sets the login limit to one failed attempt, so a second one is refused with 429. */
async function lowerLoginLimit(): Promise<void> {
  await expectAnswer(
    'PUT /admin/settings/security',
    {
      method: 'PUT',
      path: '/admin/settings/security',
      token: await loginAdmin(),
      body: { max_login_attempts: 1 },
    },
    200,
  );
}

/** The e-mail the login-lock cases lock: no account's, so no other case signs in with it. */
const LOCKED_EMAIL = 'guessed@example.com';

/**
 * Five wrong passwords for LOCKED_EMAIL at /admin/login: it is locked. Over HTTP a lock outlives
 * the data reset between cases, so the answers are not checked (a locked e-mail answers 429).
 */
async function lockEmail(): Promise<void> {
  const wrong = { email: LOCKED_EMAIL, password: 'wrong-password' };
  for (let i = 0; i < 5; i += 1) {
    await (await fetchApi('/admin/login', { method: 'POST', body: wrong })).text();
  }
}

/** A new unlock code of the demo admin, whose e-mail is then locked by five wrong passwords. */
async function lockedAdminsCode(): Promise<string> {
  const made: ApiRequest = {
    method: 'POST',
    path: '/admin/unlock-code',
    token: await loginAdmin(),
  };
  const answer = await expectAnswer('POST /admin/unlock-code', made, 201);
  const wrong = { email: DEMO_ADMIN.email, password: 'wrong-password' };
  for (let i = 0; i < 5; i += 1) {
    await (await fetchApi('/admin/login', { method: 'POST', body: wrong })).text();
  }
  return bodyOf<{ code: string }>(answer).code;
}

async function addToCart(token: string, productId = 'p-001'): Promise<string> {
  const answer = await expectAnswer(
    'POST /cart/',
    { method: 'POST', path: '/cart/', token, body: { product_id: productId, quantity: 2 } },
    201,
  );
  return bodyOf<{ id: string }>(answer).id;
}

// One scenario per operation: its success answers and every documented error but 500 and 507.
const scenarios: Record<string, () => Promise<void>> = {
  'GET /products': async () => {
    const all = await expectAnswer('GET /products', { method: 'GET', path: '/products' }, 200);
    expect(Array.isArray(all.body)).toBe(true);
    const page = await expectAnswer(
      'GET /products',
      {
        method: 'GET',
        path: '/products?search=drone&category=drones&max_price=1000&sort=price-desc&page=1&limit=2',
      },
      200,
    );
    expect(bodyOf<{ items: unknown[] }>(page).items).toHaveLength(2);
    await expectAnswer('GET /products', { method: 'GET', path: '/products?sort=cheapest' }, 400);
    await expectAnswer('GET /products', { method: 'GET', path: '/products?limit=101' }, 400);
  },

  'GET /products/categories': async () => {
    await expectAnswer(
      'GET /products/categories',
      { method: 'GET', path: '/products/categories' },
      200,
    );
  },

  'GET /products/{id}': async () => {
    const key = 'GET /products/{id}';
    const product = await expectAnswer(key, { method: 'GET', path: '/products/p-001' }, 200);
    expect(bodyOf<{ specifications?: unknown[] }>(product).specifications?.length).toBeGreaterThan(
      0,
    );
    await expectAnswer(key, { method: 'GET', path: '/products/p-unknown' }, 404);
    await expectAnswer(key, { method: 'GET', path: `/products/${MALFORMED}` }, 400);
  },

  'POST /products': async () => {
    const key = 'POST /products';
    const token = await loginAdmin();
    await expectAnswer(key, { method: 'POST', path: '/products', token, body: newProduct }, 201);
    const { name, description, price, image_url } = newProduct;
    const minimal = { name, description, price, image_url };
    await expectAnswer(key, { method: 'POST', path: '/products', token, body: minimal }, 201);
    const free = { ...newProduct, price: 0 };
    await expectAnswer(key, { method: 'POST', path: '/products', token, body: free }, 400);
    await expectAnswer(key, { method: 'POST', path: '/products', body: newProduct }, 401);
  },

  'PUT /products/{id}': async () => {
    const key = 'PUT /products/{id}';
    const token = await loginAdmin();
    const path = '/products/p-001';
    const { specifications: _kept, ...edit } = newProduct;
    const updated = await expectAnswer(key, { method: 'PUT', path, token, body: edit }, 200);
    // Without `specifications` the stored ones stay.
    expect(bodyOf<{ specifications?: unknown[] }>(updated).specifications?.length).toBeGreaterThan(
      0,
    );
    const bad = { ...edit, image_url: 'javascript:alert(1)' };
    await expectAnswer(key, { method: 'PUT', path, token, body: bad }, 400);
    await expectAnswer(key, { method: 'PUT', path, body: edit }, 401);
    const unknown: ApiRequest = { method: 'PUT', path: '/products/p-unknown', token, body: edit };
    await expectAnswer(key, unknown, 404);
  },

  'DELETE /products/{id}': async () => {
    const key = 'DELETE /products/{id}';
    const token = await loginAdmin();
    await expectAnswer(key, { method: 'DELETE', path: '/products/p-001' }, 401);
    await expectAnswer(key, { method: 'DELETE', path: '/products/p-001', token }, 204);
    await expectAnswer(key, { method: 'DELETE', path: '/products/p-001', token }, 404);
    await expectAnswer(key, { method: 'DELETE', path: `/products/${MALFORMED}`, token }, 400);
  },

  'POST /admin/products/generate': async () => {
    const key = 'POST /admin/products/generate';
    const token = await loginAdmin();
    const path = '/admin/products/generate';
    await expectAnswer(key, { method: 'POST', path, token, body: { count: 3 } }, 201);
    await expectAnswer(key, { method: 'POST', path, token, body: { count: 0 } }, 400);
    await expectAnswer(key, { method: 'POST', path, body: { count: 3 } }, 401);
  },

  'POST /admin/login': async () => {
    const key = 'POST /admin/login';
    const path = '/admin/login';
    const admin = { email: 'admin@example.com', password: 'admin123' };
    await expectAnswer(key, { method: 'POST', path, body: admin }, 200);
    await expectAnswer(key, { method: 'POST', path, body: { email: admin.email } }, 400);
    // A customer's right password does not open the admin.
    const customer = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
    await expectAnswer(key, { method: 'POST', path, body: customer }, 401);
    await lowerLoginLimit();
    await expectAnswer(key, { method: 'POST', path, body: wrongLogin }, 401);
    await expectAnswer(key, { method: 'POST', path, body: wrongLogin }, 429);
  },

  'POST /admin/logout': async () => {
    const token = await loginAdmin();
    const path = '/admin/logout';
    await expectAnswer('POST /admin/logout', { method: 'POST', path, token }, 204);
    await expectAnswer('POST /admin/logout', { method: 'POST', path }, 204);
    await expectAnswer('GET /admin/me', { method: 'GET', path: '/admin/me', token }, 401);
  },

  'POST /admin/unlock': async () => {
    const key = 'POST /admin/unlock';
    const token = await loginAdmin();
    const path = '/admin/unlock';
    await expectAnswer(key, { method: 'POST', path, token, body: { password: 'admin123' } }, 204);
    await expectAnswer(key, { method: 'POST', path, token, body: {} }, 400);
    for (let i = 0; i < 4; i += 1) {
      await expectAnswer(key, { method: 'POST', path, token, body: { password: 'wrong' } }, 403);
    }
    // The 5th wrong password ends the session.
    await expectAnswer(key, { method: 'POST', path, token, body: { password: 'wrong' } }, 401);
    await expectAnswer(key, { method: 'POST', path, token, body: { password: 'admin123' } }, 401);
  },

  'GET /admin/login-locks': async () => {
    const key = 'GET /admin/login-locks';
    const token = await loginAdmin();
    const path = '/admin/login-locks';
    await lockEmail();
    const locks = await expectAnswer(key, { method: 'GET', path, token }, 200);
    expect(bodyOf<{ email: string }[]>(locks).map(({ email }) => email)).toContain(LOCKED_EMAIL);
    await expectAnswer(key, { method: 'GET', path }, 401);
    const unlock = `/admin/login-locks/${encodeURIComponent(LOCKED_EMAIL)}`;
    await expectAnswer(
      'DELETE /admin/login-locks/{email}',
      { method: 'DELETE', path: unlock, token },
      204,
    );
  },

  'DELETE /admin/login-locks/{email}': async () => {
    const key = 'DELETE /admin/login-locks/{email}';
    const token = await loginAdmin();
    const path = `/admin/login-locks/${encodeURIComponent(LOCKED_EMAIL)}`;
    await lockEmail();
    await expectAnswer(key, { method: 'DELETE', path }, 401);
    await expectAnswer(key, { method: 'DELETE', path, token }, 204);
    await expectAnswer(key, { method: 'DELETE', path, token }, 404);
  },

  'GET /admin/contact-messages': async () => {
    const key = 'GET /admin/contact-messages';
    const token = await loginAdmin();
    await expectAnswer(key, { method: 'GET', path: '/admin/contact-messages', token }, 200);
    const before = `/admin/contact-messages?before=${encodeURIComponent(new Date().toISOString())}`;
    await expectAnswer(key, { method: 'GET', path: before, token }, 200);
    const bad = '/admin/contact-messages?before=yesterday';
    await expectAnswer(key, { method: 'GET', path: bad, token }, 400);
    await expectAnswer(key, { method: 'GET', path: '/admin/contact-messages' }, 401);
  },

  'POST /admin/unlock-code': async () => {
    const key = 'POST /admin/unlock-code';
    const path = '/admin/unlock-code';
    await expectAnswer(key, { method: 'POST', path, token: await loginAdmin() }, 201);
    await expectAnswer(key, { method: 'POST', path }, 401);
  },

  'GET /admin/unlock-code': async () => {
    const key = 'GET /admin/unlock-code';
    const path = '/admin/unlock-code';
    await expectAnswer(key, { method: 'GET', path, token: await loginAdmin() }, 200);
    await expectAnswer(key, { method: 'GET', path }, 401);
  },

  'POST /admin/unlock-code/redeem': async () => {
    const key = 'POST /admin/unlock-code/redeem';
    const path = '/admin/unlock-code/redeem';
    const code = 'AAAA-BBBB-CCCC';
    await expectAnswer(key, { method: 'POST', path, body: {} }, 400);
    const notLocked = { email: 'never-locked@example.com', code };
    await expectAnswer(key, { method: 'POST', path, body: notLocked }, 404);
    await lockEmail();
    await expectAnswer(key, { method: 'POST', path, body: { email: LOCKED_EMAIL, code } }, 403);
    const body = { email: DEMO_ADMIN.email, code: await lockedAdminsCode() };
    await expectAnswer(key, { method: 'POST', path, body }, 204);
  },

  'GET /admin/me': async () => {
    const path = '/admin/me';
    await expectAnswer('GET /admin/me', { method: 'GET', path, token: await loginAdmin() }, 200);
    await expectAnswer('GET /admin/me', { method: 'GET', path }, 401);
  },

  'PUT /admin/settings/security': async () => {
    const key = 'PUT /admin/settings/security';
    const token = await loginAdmin();
    const path = '/admin/settings/security';
    const limit = await expectAnswer(
      key,
      { method: 'PUT', path, token, body: { max_login_attempts: 5 } },
      200,
    );
    expect(limit.body).toEqual({ max_login_attempts: 5 });
    const both = { max_login_attempts: 5, allow_registration: true };
    await expectAnswer(key, { method: 'PUT', path, token, body: both }, 200);
    const tooMany = { max_login_attempts: 21 };
    await expectAnswer(key, { method: 'PUT', path, token, body: tooMany }, 400);
    await expectAnswer(key, { method: 'PUT', path, body: both }, 401);
  },

  'GET /admin/data/export': async () => {
    const key = 'GET /admin/data/export';
    // A cart and a contact message, so every table's records are checked.
    await addToCart(newGuestToken());
    const email: ApiRequest = { method: 'POST', path: '/v1.0/email/send', body: contactMessage() };
    await expectAnswer('POST /v1.0/email/send', email, 200);
    const token = await loginAdmin();
    const exported = await expectAnswer(
      key,
      { method: 'GET', path: '/admin/data/export?accounts=include', token },
      200,
    );
    const tables = bodyOf<Record<string, unknown[]>>(exported);
    for (const table of ['products', 'coupons', 'users', 'carts', 'contactMessages', 'meta']) {
      expect(tables[table].length, table).toBeGreaterThan(0);
    }
    // Without accounts=include, no accounts (issue 35, point 23).
    const plain = await expectAnswer(
      key,
      { method: 'GET', path: '/admin/data/export', token },
      200,
    );
    expect(bodyOf<Record<string, unknown[]>>(plain)).not.toHaveProperty('users');
    const odd = { method: 'GET', path: '/admin/data/export?accounts=yes', token } as const;
    await expectAnswer(key, odd, 400);
    await expectAnswer(key, { method: 'GET', path: '/admin/data/export' }, 401);
  },

  'POST /admin/data/reset': async () => {
    const key = 'POST /admin/data/reset';
    const token = await loginAdmin();
    const path = '/admin/data/reset';
    await expectAnswer(key, { method: 'POST', path, token }, 200);
    await expectAnswer(key, { method: 'POST', path, token, body: {} }, 200);
    const empty = { startingData: 'empty' };
    await expectAnswer(key, { method: 'POST', path, token, body: empty }, 200);
    const unknown = { startingData: 'yesterday' };
    await expectAnswer(key, { method: 'POST', path, token, body: unknown }, 400);
    await expectAnswer(key, { method: 'POST', path }, 401);
  },

  'POST /admin/data/import': async () => {
    const key = 'POST /admin/data/import';
    const token = await loginAdmin();
    await addToCart(newGuestToken());
    const exported = await expectAnswer(
      'GET /admin/data/export',
      { method: 'GET', path: '/admin/data/export?accounts=include', token },
      200,
    );
    const tables = bodyOf<{ users: { role: string }[] }>(exported);
    const path = '/admin/data/import';
    // The export's shape is what the import takes: the request is checked against it too.
    const file = importBody(IMPORT_ID, tables);
    await expectAnswer(key, { method: 'POST', path, token, body: file }, 200);
    const noAdmin = { ...tables, users: tables.users.filter((user) => user.role !== 'admin') };
    const refused = importBody(IMPORT_ID, noAdmin);
    await expectAnswer(key, { method: 'POST', path, token, body: refused }, 400);
    await expectAnswer(key, { method: 'POST', path, body: file }, 401);
  },

  'GET /data/imports/{importId}': async () => {
    const key = 'GET /data/imports/{importId}';
    const unknown = await expectAnswer(
      key,
      { method: 'GET', path: `/data/imports/${IMPORT_ID}` },
      200,
    );
    expect(unknown.body).toEqual({ committed: false });
    await expectAnswer(key, { method: 'GET', path: '/data/imports/short' }, 400);
    await expectAnswer(key, { method: 'GET', path: `/data/imports/${MALFORMED}` }, 400);
  },

  'GET /test/scenario': async () => {
    const path = '/test/scenario';
    const active = await expectAnswer('GET /test/scenario', { method: 'GET', path }, 200);
    expect(bodyOf<{ name: string }>(active).name).toBe('default');
  },

  // payment-declined changes no data and none of this server's handlers (useScenario would).
  'PUT /test/scenario': async () => {
    const key = 'PUT /test/scenario';
    const path = '/test/scenario';
    const declined = { name: 'payment-declined' };
    const put = { method: 'PUT', path, headers: testing } as const;
    const switched = await expectAnswer(key, { ...put, body: declined }, 200);
    expect(bodyOf<{ name: string }>(switched).name).toBe('payment-declined');
    const unknown = { name: 'no-such-scenario' };
    await expectAnswer(key, { ...put, body: unknown }, 400);
    await expectAnswer(key, { ...put, rawBody: '{"name"' }, 400);
    const kept = await expectAnswer('GET /test/scenario', { method: 'GET', path }, 200);
    expect(bodyOf<{ name: string }>(kept).name).toBe('payment-declined');
    // Neither proof: refused, the scenario stays; an admin session's token is one.
    const { token } = await loginCustomer();
    await expectAnswer(key, { method: 'PUT', path, body: { name: 'default' } }, 401);
    await expectAnswer(key, { method: 'PUT', path, body: { name: 'default' }, token }, 401);
    const admin = await loginAdmin();
    await expectAnswer(key, { method: 'PUT', path, body: { name: 'default' }, token: admin }, 200);
    // A production build: not there at all unless testing is on (in this process only).
    if (REAL_API === null) {
      setScenarioAccess('production');
      try {
        await expectAnswer(key, { method: 'PUT', path, body: declined, token: admin }, 404);
      } finally {
        setScenarioAccess('development');
      }
    }
  },

  'GET /coupons': async () => {
    const path = '/coupons';
    await expectAnswer('GET /coupons', { method: 'GET', path, token: await loginAdmin() }, 200);
    await expectAnswer('GET /coupons', { method: 'GET', path }, 401);
  },

  'POST /coupons': async () => {
    const key = 'POST /coupons';
    const token = await loginAdmin();
    const path = '/coupons';
    const created = await expectAnswer(key, { method: 'POST', path, token, body: newCoupon }, 201);
    expect(bodyOf<{ code: string }>(created).code).toBe('CONTRACT15');
    const minimal = { code: 'minimal', discount: 0.05 };
    await expectAnswer(key, { method: 'POST', path, token, body: minimal }, 201);
    const twice = { ...newCoupon, code: 'welcome10' };
    await expectAnswer(key, { method: 'POST', path, token, body: twice }, 409);
    const tooMuch = { ...newCoupon, discount: 2 };
    await expectAnswer(key, { method: 'POST', path, token, body: tooMuch }, 400);
    await expectAnswer(key, { method: 'POST', path, body: newCoupon }, 401);
  },

  'PUT /coupons/{id}': async () => {
    const key = 'PUT /coupons/{id}';
    const token = await loginAdmin();
    const path = '/coupons/c-001';
    const edit = { code: 'WELCOME10', discount: 0.12, is_active: false, expires_at: null };
    await expectAnswer(key, { method: 'PUT', path, token, body: edit }, 200);
    const taken = { ...edit, code: 'save20' };
    await expectAnswer(key, { method: 'PUT', path, token, body: taken }, 409);
    const badDate = { ...edit, expires_at: 'next week' };
    await expectAnswer(key, { method: 'PUT', path, token, body: badDate }, 400);
    await expectAnswer(key, { method: 'PUT', path, body: edit }, 401);
    const unknown: ApiRequest = { method: 'PUT', path: '/coupons/c-unknown', token, body: edit };
    await expectAnswer(key, unknown, 404);
  },

  'DELETE /coupons/{id}': async () => {
    const key = 'DELETE /coupons/{id}';
    const token = await loginAdmin();
    await expectAnswer(key, { method: 'DELETE', path: '/coupons/c-001' }, 401);
    await expectAnswer(key, { method: 'DELETE', path: '/coupons/c-001', token }, 204);
    await expectAnswer(key, { method: 'DELETE', path: '/coupons/c-001', token }, 404);
    await expectAnswer(key, { method: 'DELETE', path: `/coupons/${MALFORMED}`, token }, 400);
  },

  'GET /cart/': async () => {
    const key = 'GET /cart/';
    const guest = await expectAnswer(
      key,
      { method: 'GET', path: '/cart/', token: newGuestToken() },
      200,
    );
    expect(guest.body).toEqual({ items: [], coupon: null });
    // A customer's cart with a line and a coupon; emptied first, as a real backend keeps it.
    const { token } = await loginCustomer();
    await expectAnswer('DELETE /cart/', { method: 'DELETE', path: '/cart/', token }, 204);
    await addToCart(token);
    const coupon: ApiRequest = {
      method: 'POST',
      path: '/cart/apply-coupon/',
      token,
      body: { code: 'SAVE20' },
    };
    await expectAnswer('POST /cart/apply-coupon/', coupon, 200);
    const filled = await expectAnswer(key, { method: 'GET', path: '/cart/', token }, 200);
    expect(bodyOf<{ items: unknown[] }>(filled).items).toHaveLength(1);
    await expectAnswer(key, { method: 'GET', path: '/cart/' }, 401);
    await expectAnswer(key, { method: 'GET', path: '/cart/', token: 'no spaces allowed' }, 401);
  },

  'POST /cart/': async () => {
    const key = 'POST /cart/';
    const token = newGuestToken();
    await addToCart(token);
    // The same product again: one line, quantities added.
    const again = await expectAnswer(
      key,
      { method: 'POST', path: '/cart/', token, body: { product_id: 'p-001' } },
      201,
    );
    expect(bodyOf<{ quantity: number }>(again).quantity).toBe(3);
    const zero = { product_id: 'p-001', quantity: 0 };
    await expectAnswer(key, { method: 'POST', path: '/cart/', token, body: zero }, 400);
    const gone = { product_id: 'p-unknown' };
    await expectAnswer(key, { method: 'POST', path: '/cart/', token, body: gone }, 404);
    await expectAnswer(key, { method: 'POST', path: '/cart/', body: { product_id: 'p-001' } }, 401);
  },

  'DELETE /cart/': async () => {
    const token = newGuestToken();
    await addToCart(token);
    await expectAnswer('DELETE /cart/', { method: 'DELETE', path: '/cart/', token }, 204);
    await expectAnswer('DELETE /cart/', { method: 'DELETE', path: '/cart/' }, 401);
  },

  'PATCH /cart/item/{id}/': async () => {
    const key = 'PATCH /cart/item/{id}/';
    const token = newGuestToken();
    const path = `/cart/item/${await addToCart(token)}/`;
    await expectAnswer(key, { method: 'PATCH', path, token, body: { quantity: 5 } }, 200);
    await expectAnswer(key, { method: 'PATCH', path, token, body: { quantity: 1000 } }, 400);
    await expectAnswer(key, { method: 'PATCH', path, body: { quantity: 5 } }, 401);
    const unknown: ApiRequest = {
      method: 'PATCH',
      path: '/cart/item/nope/',
      token,
      body: { quantity: 5 },
    };
    await expectAnswer(key, unknown, 404);
  },

  'DELETE /cart/item/{id}/': async () => {
    const key = 'DELETE /cart/item/{id}/';
    const token = newGuestToken();
    const path = `/cart/item/${await addToCart(token)}/`;
    await expectAnswer(key, { method: 'DELETE', path }, 401);
    await expectAnswer(key, { method: 'DELETE', path, token }, 204);
    await expectAnswer(key, { method: 'DELETE', path, token }, 404);
    await expectAnswer(key, { method: 'DELETE', path: `/cart/item/${MALFORMED}/`, token }, 400);
  },

  'POST /cart/apply-coupon/': async () => {
    const key = 'POST /cart/apply-coupon/';
    const token = newGuestToken();
    const path = '/cart/apply-coupon/';
    const applied = await expectAnswer(
      key,
      { method: 'POST', path, token, body: { code: 'welcome10' } },
      200,
    );
    expect(applied.body).toEqual({ code: 'WELCOME10', discount: 0.1 });
    await expectAnswer(key, { method: 'POST', path, token, body: { code: 'EXPIRED25' } }, 400);
    await expectAnswer(key, { method: 'POST', path, body: { code: 'WELCOME10' } }, 401);
  },

  'POST /cart/remove-coupon/': async () => {
    const key = 'POST /cart/remove-coupon/';
    const token = newGuestToken();
    const path = '/cart/remove-coupon/';
    await expectAnswer(key, { method: 'POST', path, token, body: {} }, 200);
    await expectAnswer(key, { method: 'POST', path, token }, 200);
    await expectAnswer(key, { method: 'POST', path, token, rawBody: '[]' }, 400);
    await expectAnswer(key, { method: 'POST', path, body: {} }, 401);
  },

  'POST /auth/signup': async () => {
    const key = 'POST /auth/signup';
    const path = '/auth/signup';
    const grace = { name: 'Grace Hopper', email: 'Grace@Example.com', password: 'cobol1959' };
    const created = await expectAnswer(key, { method: 'POST', path, body: grace }, 201);
    expect(bodyOf<{ email: string }>(created).email).toBe('grace@example.com');
    await expectAnswer(key, { method: 'POST', path, body: grace }, 409);
    const short = { ...grace, email: 'ada@example.com', password: '12345' };
    await expectAnswer(key, { method: 'POST', path, body: short }, 400);
    const closeRegistration: ApiRequest = {
      method: 'PUT',
      path: '/admin/settings/security',
      token: await loginAdmin(),
      body: { max_login_attempts: 5, allow_registration: false },
    };
    await expectAnswer('PUT /admin/settings/security', closeRegistration, 200);
    const ada = { ...grace, email: 'ada@example.com' };
    await expectAnswer(key, { method: 'POST', path, body: ada }, 403);
  },

  'POST /auth/login': async () => {
    const key = 'POST /auth/login';
    const path = '/auth/login';
    const customer = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
    await expectAnswer(key, { method: 'POST', path, body: customer }, 200);
    // With a guest cart's secret: the cart of the token it makes is merged into the customer's;
    // the token itself merges nothing (another visitor's token is no proof).
    const guest = await newGuestCart();
    await addToCart(guest.token, 'p-002');
    const notMerged = await expectAnswer(
      key,
      { method: 'POST', path, body: customer, token: guest.token },
      200,
    );
    const notMergedCart = await expectAnswer(
      'GET /cart/',
      { method: 'GET', path: '/cart/', token: bodyOf<{ token: string }>(notMerged).token },
      200,
    );
    expect(bodyOf<{ items: unknown[] }>(notMergedCart).items).toHaveLength(0);
    const merged = await expectAnswer(
      key,
      { method: 'POST', path, body: customer, token: guest.secret },
      200,
    );
    const { token } = bodyOf<{ token: string }>(merged);
    const cart = await expectAnswer('GET /cart/', { method: 'GET', path: '/cart/', token }, 200);
    expect(bodyOf<{ items: unknown[] }>(cart).items).toHaveLength(1);
    await expectAnswer(key, { method: 'POST', path, rawBody: '{"email"' }, 400);
    await lowerLoginLimit();
    await expectAnswer(key, { method: 'POST', path, body: wrongLogin }, 401);
    await expectAnswer(key, { method: 'POST', path, body: wrongLogin }, 429);
  },

  'POST /auth/logout': async () => {
    const { token } = await loginCustomer();
    await expectAnswer('POST /auth/logout', { method: 'POST', path: '/auth/logout', token }, 204);
    await expectAnswer('POST /auth/logout', { method: 'POST', path: '/auth/logout' }, 204);
    // The ended session's token is refused, never taken for a guest cart.
    await expectAnswer('GET /cart/', { method: 'GET', path: '/cart/', token }, 401);
  },

  'GET /auth/me': async () => {
    const key = 'GET /auth/me';
    const { token } = await loginCustomer();
    await expectAnswer(key, { method: 'GET', path: '/auth/me', token }, 200);
    await expectAnswer(key, { method: 'GET', path: '/auth/me' }, 401);
    // A token the browser made up (or a forged one) is nobody's session.
    await expectAnswer(key, { method: 'GET', path: '/auth/me', token: 'forged-token-1234' }, 401);
  },

  'POST /v1.0/email/send': async () => {
    const key = 'POST /v1.0/email/send';
    const path = '/v1.0/email/send';
    const sent = await expectAnswer(key, { method: 'POST', path, body: contactMessage() }, 200);
    expect(sent.text).toBe('OK');
    const { user_id: _missing, ...noUser } = contactMessage();
    const refused = await expectAnswer(key, { method: 'POST', path, body: noUser }, 400);
    expect(refused.text).toBe('The user ID is required');
    await expectAnswer(key, { method: 'POST', path, body: contactMessage() }, 200);
    await expectAnswer(key, { method: 'POST', path, body: contactMessage() }, 200);
    await expectAnswer(key, { method: 'POST', path, body: contactMessage() }, 429);
  },
};

// ---------------------------------------------------------------------------------------------
// The tests

describe('docs/api/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const output = await validate(OAS_3_1_SCHEMA, document as Parameters<Validator>[0], 'BASIC');
    expect(output.valid ? [] : describeErrors(output.errors ?? [], 'document')).toEqual([]);
  });

  it('lists exactly the operations the msw handlers implement', () => {
    expect(documentedOperations()).toEqual(handlerOperations());
  });

  it('has a scenario here for every operation', () => {
    expect(Object.keys(scenarios).sort()).toEqual(documentedOperations());
  });
});

describe.each(Object.keys(scenarios))('%s', (key) => {
  const skipped = skippedOnRealBackend(key);
  const test = skipped ? it.skip : it;
  // A skipped case says why, in its name.
  const why = skipped ? ` (skipped on a real backend: ${REAL_BACKEND_SKIPS[key]})` : '';
  test(`answers every documented status as documented${why}`, async () => {
    exercised.set(key, new Set());
    await scenarios[key]();
    const provokable = documentedStatuses(key).filter(
      (status) =>
        !NOT_PROVOKED.includes(status) &&
        scenarioOf(key, status) === null &&
        // Over HTTP the server is what it is: an answer of another build is not provoked there.
        (REAL_API === null || buildOf(key, status) === null),
    );
    expect([...(exercised.get(key) ?? [])].sort((a, b) => a - b)).toEqual(provokable);
  });
});

describe('security as documented', () => {
  it('every operation that needs a token answers 401 without one', async () => {
    const keys = documentedOperations().filter((key) => needsToken(operationOf(key).operation));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const method = key.split(' ')[0] as Method;
      await expectAnswer(key, { method, path: pathWith(key, 'x') }, 401);
    }
  });

  it("every admin operation answers 401 to a customer's token", async () => {
    const { token } = await loginCustomer();
    const keys = documentedOperations().filter((key) => adminOnly(operationOf(key).operation));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const method = key.split(' ')[0] as Method;
      await expectAnswer(key, { method, path: pathWith(key, 'x'), token }, 401);
    }
  });
});

// It fills the mock's own (fake) IndexedDB.
describe.skipIf(REAL_API !== null)(
  `a full storage${REAL_API !== null ? ' (skipped over HTTP: it fills the mock’s own in-process IndexedDB)' : ''}`,
  () => {
    const quotaExceeded = () =>
      new DOMException('The quota has been exceeded.', 'QuotaExceededError');

    it('answers 507 with the documented error, as plain text from the EmailJS stand-in', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const token = await loginAdmin();
      for (const write of ['add', 'put'] as const) {
        vi.spyOn(IDBObjectStore.prototype, write).mockImplementation(() => {
          throw quotaExceeded();
        });
      }
      const coupon: ApiRequest = { method: 'POST', path: '/coupons', token, body: newCoupon };
      const full = await expectAnswer('POST /coupons', coupon, 507);
      expect(full.body).toEqual({ error: 'Storage is full' });
      const email: ApiRequest = {
        method: 'POST',
        path: '/v1.0/email/send',
        body: contactMessage(),
      };
      const fullText = await expectAnswer('POST /v1.0/email/send', email, 507);
      expect(fullText.text).toBe('Storage is full');
    });
  },
);

// ---------------------------------------------------------------------------------------------
// Test scenarios and methods (issue 34, points 7 and 8)

/** Switches the mock's test scenario: in this process as the unit tests do, or over HTTP. */
async function switchTo(name: ScenarioName): Promise<void> {
  if (REAL_API === null) {
    await useScenario(name);
    return;
  }
  const request: ApiRequest = {
    method: 'PUT',
    path: '/test/scenario',
    body: { name },
    headers: testing,
  };
  await expectAnswer('PUT /test/scenario', request, 200);
}

/** Sends the request to the operation `key` and checks the answer is one the document lists. */
async function expectDocumented(key: string, request: ApiRequest): Promise<Answer> {
  expect(routeOf(request.method, request.path)).toBe(key);
  const answer = await send(request);
  const said = `${request.method} ${request.path} answered ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(await answerErrors(key, answer), said).toEqual([]);
  return answer;
}

/** Every operation but the scenario switch, which answers under every scenario. */
const scenarioChanged = (): string[] =>
  documentedOperations().filter((key) => !key.endsWith(' /test/scenario'));

describe.skipIf(REAL_API !== null && !MOCK_OVER_HTTP)(
  `under the test scenarios${REAL_API !== null && !MOCK_OVER_HTTP ? ' (skipped on a real backend: it has no test scenarios)' : ''}`,
  () => {
    afterEach(async () => {
      if (REAL_API === null) await useScenario('default');
    });

    it("expired-session: every operation answers a live session's token 401, as documented", async () => {
      const { token } = await loginCustomer();
      await switchTo('expired-session');
      for (const key of scenarioChanged()) {
        const method = key.split(' ')[0] as Method;
        const answer = await expectAnswer(key, { method, path: pathWith(key, 'x'), token }, 401);
        expect(answer.body, key).toEqual({ error: SESSION_EXPIRED_MESSAGE });
      }
      // The switch keeps answering, token or not.
      await expectAnswer(
        'GET /test/scenario',
        { method: 'GET', path: '/test/scenario', token },
        200,
      );
      // What the document gives this scenario alone is what it answers.
      const documented = documentedOperations().filter((key) =>
        documentedStatuses(key).some((status) => scenarioOf(key, status) === 'expired-session'),
      );
      expect(documented.filter((key) => !scenarioChanged().includes(key))).toEqual([]);
    });

    it.each(['server-errors', 'email-rate-limited'] as const)(
      '%s: every operation answers as documented',
      async (name) => {
        const token = await loginAdmin();
        await switchTo(name);
        const statuses = new Set<number>();
        for (const key of scenarioChanged()) {
          const method = key.split(' ')[0] as Method;
          for (const request of [{}, { token }]) {
            const path = pathWith(key, 'x');
            statuses.add((await expectDocumented(key, { method, path, ...request })).status);
          }
        }
        expect(statuses).toContain(name === 'server-errors' ? 500 : 429);
      },
    );
  },
);

describe('methods a path does not have', () => {
  const methodsOf = (path: string): string[] => {
    const item = document.paths?.[path] ?? {};
    return METHODS.filter((method) => item[method]).map((method) => method.toUpperCase());
  };
  const urlOf = (path: string): string => `${API}${pathWith(`X ${path}`, 'x')}`;
  /** Headers of the answer itself, not of the connection it came on. */
  const answerHeaders = (response: Response): string[][] =>
    [...response.headers].filter(
      ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    );

  it('answer 405 with Allow: the documented methods, and HEAD wherever GET', async () => {
    for (const path of Object.keys(document.paths ?? {})) {
      const documented = methodsOf(path);
      const allowed = documented.includes('GET') ? [...documented, 'HEAD'] : documented;
      for (const method of METHODS.map((one) => one.toUpperCase())) {
        if (documented.includes(method)) continue;
        const response = await fetch(urlOf(path), { method });
        const said = `${method} ${path}`;
        expect(response.status, said).toBe(405);
        expect(response.headers.get('Allow'), said).toBe(allowed.sort().join(', '));
        const body: unknown = await response.json();
        expect(await schemaErrors('/components/schemas/Error', body), said).toEqual([]);
      }
    }
  });

  it('PUT and DELETE /products/categories are no product id: 405, Allow: GET, HEAD', async () => {
    const token = await loginAdmin();
    for (const method of ['PUT', 'DELETE']) {
      const response = await fetchApi('/products/categories', {
        method: method as Method,
        token,
        body: method === 'PUT' ? newProduct : undefined,
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('Allow'), method).toBe('GET, HEAD');
      expect(await response.json()).toEqual({
        error: `Method ${method} not allowed on /api/products/categories`,
      });
    }
  });

  it('answer HEAD wherever GET: the same status and headers, no body', async () => {
    const paths = Object.keys(document.paths ?? {}).filter((path) =>
      methodsOf(path).includes('GET'),
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const get = await fetch(urlOf(path));
      await get.text();
      const head = await fetch(urlOf(path), { method: 'HEAD' });
      expect(head.status, path).toBe(get.status);
      expect(answerHeaders(head), path).toEqual(answerHeaders(get));
      expect(await head.text(), path).toBe('');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The document's examples (issue 35, point 16): each operation's example request is sent as it
// stands and must get the example's status and, from the mock, the example answer itself
// (openapiExamples.test.ts checks that every example is there and fits its schema).

/**
 * A token the operation takes, made with the least lasting state: a guest cart token where the
 * operation takes one, else a session of its first requirement's kind; none when it needs none.
 */
async function exampleToken(operation: Operation): Promise<string | undefined> {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (schemes.includes('guestCartToken')) return newGuestToken();
  if (schemes[0] === 'adminToken') return loginAdmin();
  if (schemes[0] === 'customerToken') return (await loginCustomer()).token;
  return undefined;
}

/**
 * What an example request needs first. Answers the path parameters it takes instead of the
 * documented examples: a cart line's id is made when the line is added.
 */
const EXAMPLE_SETUP: Partial<Record<string, (token: string) => Promise<Record<string, string>>>> = {
  'PATCH /cart/item/{id}/': async (token) => ({ id: await addToCart(token) }),
  'DELETE /cart/item/{id}/': async (token) => ({ id: await addToCart(token) }),
  // The examples show LOCKED_EMAIL locked.
  'GET /admin/login-locks': async () => {
    await lockEmail();
    return {};
  },
  'DELETE /admin/login-locks/{email}': async () => {
    await lockEmail();
    return {};
  },
  // The example shows a cart with a line and a coupon.
  'GET /cart/': async (token) => {
    await addToCart(token);
    const coupon: ApiRequest = {
      method: 'POST',
      path: '/cart/apply-coupon/',
      token,
      body: { code: 'WELCOME10' },
    };
    await expectAnswer('POST /cart/apply-coupon/', coupon, 200);
    return {};
  },
};

/**
 * Body fields made first, in place of the example's: the mock makes every unlock code anew at
 * random. The example's code is the admin's own, and the admin's e-mail is locked.
 */
const EXAMPLE_BODY_SETUP: Partial<Record<string, () => Promise<Record<string, unknown>>>> = {
  'POST /admin/unlock-code/redeem': async () => ({ code: await lockedAdminsCode() }),
};

/** Example answers that are abridged, so checked against the schema only, and why. */
const EXAMPLE_ABRIDGED: Record<string, string> = {
  'GET /admin/data/export': 'the example holds one record of each table, the demo data more',
};

/** Fields of an answer that change with the time of the call, left out of the comparison. */
const EXAMPLE_TIMED: Record<string, string[]> = {
  'GET /auth/me': ['expires_at'],
  'GET /admin/login-locks': ['locked_until'],
  // And the code is random.
  'POST /admin/unlock-code': ['code', 'created_at'],
  // Over HTTP the device's codes outlive the data reset between cases (they are the device's).
  'GET /admin/unlock-code': ['created_at'],
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Ids and tokens are made anew on every call: any UUID in them stands for any other. */
function comparable(value: unknown, timed: string[] = []): unknown {
  const copy = JSON.parse(JSON.stringify(value).replace(UUID, '<uuid>')) as unknown;
  // An answer's object, or each object of a list answer.
  const objects = Array.isArray(copy) ? (copy as unknown[]) : [copy];
  for (const object of objects) {
    if (object === null || typeof object !== 'object' || Array.isArray(object)) continue;
    for (const field of timed) delete (object as Record<string, unknown>)[field];
  }
  return copy;
}

/** The operation's example request: its parameters' examples (or `paths`) and its example body. */
function exampleRequest(
  examples: OperationExamples,
  paths: Record<string, string>,
  token: string | undefined,
  freshBody?: Record<string, unknown>,
): ApiRequest {
  let path = examples.path;
  const query = new URLSearchParams();
  for (const { name, in: where, example } of examples.parameters) {
    const value = paths[name] ?? (example ? String(example.value) : undefined);
    if (value === undefined) continue;
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(value));
    if (where === 'query') query.append(name, value);
  }
  const search = query.toString();
  return {
    method: examples.method as Method,
    path: search ? `${path}?${search}` : path,
    ...(token ? { token } : {}),
    ...(examples.body
      ? {
          body: freshBody
            ? { ...(examples.body.value as object), ...freshBody }
            : examples.body.value,
        }
      : {}),
  };
}

describe("the document's examples", () => {
  // A real backend's data are its own: its answers are checked against the schemas only.
  const fromTheMock = REAL_API === null || MOCK_OVER_HTTP;
  describe.each(operationExamples(document).map((examples) => [examples.key, examples] as const))(
    '%s',
    (key, examples) => {
      const skipped = skippedOnRealBackend(key);
      const test = skipped ? it.skip : it;
      const why = skipped ? ` (skipped on a real backend: ${REAL_BACKEND_SKIPS[key]})` : '';
      const compared =
        key in EXAMPLE_ABRIDGED
          ? ` (the schema only: ${EXAMPLE_ABRIDGED[key]})`
          : fromTheMock
            ? ''
            : ' (the schema only on a real backend)';
      test(`answers the example request with the example answer${compared}${why}`, async () => {
        const token = await exampleToken(examples.operation);
        const setup = EXAMPLE_SETUP[key];
        const paths = setup && token ? await setup(token) : {};
        const fresh = await EXAMPLE_BODY_SETUP[key]?.();
        const request = exampleRequest(examples, paths, token, fresh);
        const answer = await expectAnswer(key, request, examples.success.status);
        const expected = examples.success.example;
        if (!fromTheMock || expected === null || key in EXAMPLE_ABRIDGED) return;
        const timed = EXAMPLE_TIMED[key];
        expect(comparable(answer.body, timed)).toEqual(comparable(expected.value, timed));
      });
    },
  );
});
