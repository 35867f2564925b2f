// Catalogue service: products (ARCHITECTURE "HTTP contracts"). Every call throws ApiError on
// failure; the hooks decide what the user sees.
import { env } from '../../config/env';
import { request } from '../http';
import type { Product, ProductInput, ProductPage, ProductQuery } from '../types';
import { WireError, isRecord, listFromWire, productFromWire, productToWire } from '../wire';

const base = () => env.catalogApi;
const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

/** The whole list (the spec's answer without query parameters). */
export async function getProducts(): Promise<Product[]> {
  return listFromWire(await request(base(), '/products'), productFromWire, 'products');
}

/** Filtered, sorted, paged query. */
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
  if (!isRecord(raw)) throw new WireError('expected a product page');
  return {
    items: listFromWire(raw.items, productFromWire, 'products'),
    total: Number(raw.total) || 0,
    maxPrice: Number(raw.max_price) || 0,
  };
}

/** One product; ApiError 404 when unknown. */
export async function getProduct(id: string): Promise<Product> {
  return productFromWire(await request(base(), productPath(id)));
}

/** POST /products (id null) or PUT /products/{id}, with the admin's `token`. */
export async function saveProduct(
  token: string | null,
  id: string | null,
  input: ProductInput,
): Promise<Product> {
  return productFromWire(
    await request(base(), id === null ? '/products' : productPath(id), {
      method: id === null ? 'POST' : 'PUT',
      body: productToWire(input),
      token,
    }),
  );
}

export async function deleteProduct(token: string | null, id: string): Promise<void> {
  await request(base(), productPath(id), { method: 'DELETE', token });
}
