// Cart service. The caller is identified by its bearer token: a signed-in user's session token
// selects that user's cart, any other well-formed token a guest cart of its own.
import { hasParkedProducts } from '../scenarios/state';
import { http } from 'msw';
import type { z } from 'zod';
import type { BackendDatabase } from '../db';
import type { CartLine, CartRecord, ProductRecord } from '../recordTypes';
import { toWireProduct } from './catalog';
import { findUsableCoupon, isCouponUsable } from './coupons';
import { json, noContent, route } from './route';
import { bearerToken, findSession, GUEST_TOKEN, isEndedSession } from './session';
import {
  applyCouponSchema,
  cartAddSchema,
  cartQuantitySchema,
  MAX_LINE_QUANTITY,
  type cartItemSchema,
  type cartSchema,
} from '../schemas';
import {
  badRequest,
  notFound,
  parseBody,
  pathParam,
  readJsonObject,
  unauthorized,
  type JsonObject,
} from './validate';

export { MAX_LINE_QUANTITY };

/** The answers' shapes: mocks/schemas.ts's cartItemSchema and cartSchema (`CartItem`, `Cart`). */
export type WireCartItem = z.output<typeof cartItemSchema>;
export type WireCart = z.output<typeof cartSchema>;

export const userCartKey = (userId: string): string => `user:${userId}`;
export const guestCartKey = (token: string): string => `guest:${token}`;

/** Which cart the request's token selects; 401 without a usable token. */
export async function cartKeyFor(db: BackendDatabase, request: Request): Promise<string> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Authorization token is required');
  // Any live session (customer or admin signed in at the shop) owns a per-user cart, the one
  // the login merge fills.
  const auth = await findSession(db, token);
  if (auth) return userCartKey(auth.user.id);
  // A signed-out or expired session's token is refused, never taken for a guest cart token.
  if (await isEndedSession(db, token)) throw unauthorized('Session expired or signed out');
  if (GUEST_TOKEN.test(token)) return guestCartKey(token);
  throw unauthorized('Invalid cart token');
}

export function emptyCart(key: string): CartRecord {
  return { key, items: [], couponCode: null, productIds: [], updatedAt: Date.now() };
}

/** Stores a cart, keeping the `productIds` index in step with its lines. */
export async function saveCart(db: BackendDatabase, cart: CartRecord): Promise<void> {
  await db.carts.put({
    ...cart,
    productIds: [...new Set(cart.items.map((line) => line.productId))],
    updatedAt: Date.now(),
  });
}

export const addQuantities = (a: number, b: number): number => Math.min(MAX_LINE_QUANTITY, a + b);

function toWireItem(line: CartLine, product: ProductRecord): WireCartItem {
  return { id: line.id, product: toWireProduct(product), quantity: line.quantity };
}

const LINE_NOT_FOUND = 'Cart item not found';

function quantityField(body: JsonObject): number {
  return parseBody(cartQuantitySchema, body).quantity;
}

export const cartHandlers = [
  http.get(
    '*/api/cart/',
    route(async ({ request, db }) => {
      const key = await cartKeyFor(db, request);
      // Read before the transaction: the scenario's database is another one.
      const catalogueAside = await hasParkedProducts();
      const cart = await db.transaction('rw', db.carts, db.products, db.coupons, async () => {
        const stored = await db.carts.get(key);
        if (!stored) return { items: [], coupon: null } satisfies WireCart;
        const products = await db.products.bulkGet(stored.items.map((line) => line.productId));
        const items: WireCartItem[] = [];
        stored.items.forEach((line, index) => {
          const product = products[index];
          if (product) items.push(toWireItem(line, product));
        });
        const coupon = stored.couponCode
          ? await db.coupons.where('code').equals(stored.couponCode).first()
          : undefined;
        const usable = coupon && isCouponUsable(coupon) ? coupon : null;
        // Drop what no longer exists, so the stored cart says what the customer sees; not while
        // a test scenario has moved the catalogue aside: the products come back when it ends.
        if (
          (items.length !== stored.items.length || (stored.couponCode && !usable)) &&
          !catalogueAside
        ) {
          const kept = new Set(items.map((item) => item.id));
          await saveCart(db, {
            ...stored,
            items: stored.items.filter((line) => kept.has(line.id)),
            couponCode: usable ? stored.couponCode : null,
          });
        }
        return {
          items,
          coupon: usable ? { code: usable.code, discount: usable.discount } : null,
        } satisfies WireCart;
      });
      return json(cart);
    }),
  ),

  http.post(
    '*/api/cart/',
    route(async ({ request, db }) => {
      const key = await cartKeyFor(db, request);
      const { product_id: productId, quantity } = parseBody(
        cartAddSchema,
        await readJsonObject(request),
      );

      const item = await db.transaction('rw', db.carts, db.products, async () => {
        const product = await db.products.get(productId);
        if (!product) throw notFound('Product not found');
        const cart = (await db.carts.get(key)) ?? emptyCart(key);
        let line = cart.items.find((existing) => existing.productId === productId);
        if (line) {
          line.quantity = addQuantities(line.quantity, quantity);
        } else {
          line = { id: crypto.randomUUID(), productId, quantity };
          cart.items.push(line);
        }
        await saveCart(db, cart);
        return toWireItem(line, product);
      });
      return json(item, 201);
    }),
  ),

  http.patch(
    '*/api/cart/item/:id/',
    route(async ({ request, params, db }) => {
      const key = await cartKeyFor(db, request);
      const lineId = pathParam(params, 'id');
      const quantity = quantityField(await readJsonObject(request));

      const item = await db.transaction('rw', db.carts, db.products, async () => {
        const cart = await db.carts.get(key);
        const line = cart?.items.find((existing) => existing.id === lineId);
        if (!cart || !line) throw notFound(LINE_NOT_FOUND);
        const product = await db.products.get(line.productId);
        if (!product) throw notFound(LINE_NOT_FOUND);
        line.quantity = quantity;
        await saveCart(db, cart);
        return toWireItem(line, product);
      });
      return json(item);
    }),
  ),

  http.delete(
    '*/api/cart/item/:id/',
    route(async ({ request, params, db }) => {
      const key = await cartKeyFor(db, request);
      const lineId = pathParam(params, 'id');
      await db.transaction('rw', db.carts, async () => {
        const cart = await db.carts.get(key);
        if (!cart || !cart.items.some((line) => line.id === lineId)) {
          throw notFound(LINE_NOT_FOUND);
        }
        await saveCart(db, { ...cart, items: cart.items.filter((line) => line.id !== lineId) });
      });
      return noContent();
    }),
  ),

  http.delete(
    '*/api/cart/',
    route(async ({ request, db }) => {
      const key = await cartKeyFor(db, request);
      await db.carts.delete(key);
      return noContent();
    }),
  ),

  http.post(
    '*/api/cart/apply-coupon/',
    route(async ({ request, db }) => {
      const key = await cartKeyFor(db, request);
      const { code } = parseBody(applyCouponSchema, await readJsonObject(request));

      const applied = await db.transaction('rw', db.carts, db.coupons, async () => {
        const coupon = await findUsableCoupon(db, code);
        if (!coupon) throw badRequest('Invalid coupon code');
        const cart = (await db.carts.get(key)) ?? emptyCart(key);
        await saveCart(db, { ...cart, couponCode: coupon.code });
        return { code: coupon.code, discount: coupon.discount };
      });
      return json(applied);
    }),
  ),

  http.post(
    '*/api/cart/remove-coupon/',
    route(async ({ request, db }) => {
      const key = await cartKeyFor(db, request);
      await readJsonObject(request, { allowEmpty: true }); // the body carries nothing
      await db.transaction('rw', db.carts, async () => {
        const cart = await db.carts.get(key);
        if (cart?.couponCode) await saveCart(db, { ...cart, couponCode: null });
      });
      return json({});
    }),
  ),
];

/**
 * Signing in: moves a guest cart's lines into the user's cart (same product → quantities
 * added, capped), keeps the guest coupon if the user had none, and deletes the guest cart.
 */
export async function mergeGuestCart(
  db: BackendDatabase,
  guestToken: string,
  userId: string,
): Promise<void> {
  const guestKey = guestCartKey(guestToken);
  const userKey = userCartKey(userId);
  await db.transaction('rw', db.carts, db.products, async () => {
    const guest = await db.carts.get(guestKey);
    if (!guest || guest.items.length === 0) return;
    const cart = (await db.carts.get(userKey)) ?? emptyCart(userKey);
    const products = await db.products.bulkGet(guest.items.map((line) => line.productId));
    guest.items.forEach((guestLine, index) => {
      if (!products[index]) return; // product deleted meanwhile
      const line = cart.items.find((existing) => existing.productId === guestLine.productId);
      if (line) line.quantity = addQuantities(line.quantity, guestLine.quantity);
      else cart.items.push({ ...guestLine });
    });
    await saveCart(db, { ...cart, couponCode: cart.couponCode ?? guest.couponCode });
    await db.carts.delete(guestKey);
  });
}
