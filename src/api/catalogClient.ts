// Catalogue service: products and the admin login (spec §7).
import { env } from '../config/env';
import { adminSession } from '../data/session';
import { request, silently } from './http';
import type { Product, ProductInput, ProductPage, ProductQuery, Session } from './types';
import { isRecord, listFromWire, productFromWire, productToWire, userFromWire } from './wire';

const base = () => env.catalogApi;
const adminToken = () => adminSession.get()?.token ?? null;

/** Whole list (spec: loaded at start). Silent failure: logged, empty list. */
export function getProducts(): Promise<Product[]> {
  return silently(
    'product load',
    async () => listFromWire(await request(base(), '/products'), productFromWire),
    [] as Product[],
  );
}

/** Filtered, sorted, paged query. Throws so the page can show its error state. */
export async function getProductPage(query: ProductQuery): Promise<ProductPage> {
  const raw = await request(base(), '/products', {
    query: {
      search: query.search?.trim() || undefined,
      category: query.category && query.category !== 'all' ? query.category : undefined,
      max_price: query.maxPrice,
      sort: query.sort,
      page: query.page,
      limit: query.limit,
    },
  });
  if (!isRecord(raw)) throw new Error('malformed product page');
  return {
    items: listFromWire(raw.items, productFromWire),
    total: Number(raw.total) || 0,
    maxPrice: Number(raw.max_price) || 0,
  };
}

/** One product, or null when unknown (404) or unreachable. */
export function getProduct(id: string): Promise<Product | null> {
  return silently(
    'product load',
    async () => productFromWire(await request(base(), `/products/${encodeURIComponent(id)}`)),
    null,
  );
}

export function getCategories(): Promise<string[]> {
  return silently(
    'category load',
    async () => listFromWire(await request(base(), '/products/categories'), String),
    [] as string[],
  );
}

/**
 * POST /products (id null) or PUT /products/{id}; throws ApiError when refused.
 * For callers that tell causes apart, e.g. a full device (507) in the admin.
 */
export async function saveProduct(id: string | null, input: ProductInput): Promise<Product> {
  return productFromWire(
    await request(base(), id === null ? '/products' : `/products/${encodeURIComponent(id)}`, {
      method: id === null ? 'POST' : 'PUT',
      body: productToWire(input),
      token: adminToken(),
    }),
  );
}

/** Silent failure: logged, null. */
export function createProduct(input: ProductInput): Promise<Product | null> {
  return silently('product add', () => saveProduct(null, input), null);
}

/** Silent failure: logged, null. */
export function updateProduct(id: string, input: ProductInput): Promise<Product | null> {
  return silently('product update', () => saveProduct(id, input), null);
}

/** Silent failure: logged, false. */
export function deleteProduct(id: string): Promise<boolean> {
  return silently(
    'product delete',
    async () => {
      await request(base(), `/products/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        token: adminToken(),
      });
      return true;
    },
    false,
  );
}

/**
 * Admin login. Resolves to the session, or `false` for wrong credentials
 * (non-ok answer). Network failures throw, so the screen can tell
 * 'Invalid email or password' from the exception message.
 */
export async function adminLogin(email: string, password: string): Promise<Session | false> {
  let raw: unknown;
  try {
    raw = await request(base(), '/admin/login', { method: 'POST', body: { email, password } });
  } catch (error) {
    if (error instanceof Error && 'status' in error && (error as { status: number }).status > 0) {
      console.error('[api] admin login failed', error);
      return false;
    }
    throw error;
  }
  if (!isRecord(raw) || typeof raw.token !== 'string') return false;
  return { token: raw.token, user: { ...userFromWire(raw.user), role: 'admin' } };
}
