// App-side shapes (camelCase). Wire shapes live in ./wire.ts.
export type ProductCategory = 'courses' | 'drones';
export const productCategories: readonly ProductCategory[] = ['courses', 'drones'];

/** One row of a product's Specifications tab. */
export interface ProductSpecification {
  label: string;
  value: string;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice: number;
  imageUrl: string;
  category: ProductCategory;
  trackingId: string | null;
  /** Per-product specifications when the catalogue has them (optional on the wire). */
  specifications?: ProductSpecification[];
}

export type ProductInput = Omit<Product, 'id'>;

/** The catalogue's sorts (GET /products `sort`); the shop offers name, price and newest. */
export type ProductSort = 'name' | 'name-desc' | 'price-asc' | 'price-desc' | 'newest' | 'oldest';

export interface ProductQuery {
  search?: string;
  category?: ProductCategory | 'all';
  maxPrice?: number;
  sort?: ProductSort;
  page: number;
  limit: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
  /** Highest price in the whole category (before the price filter). */
  maxPrice: number;
}

export interface Coupon {
  id: string;
  code: string;
  /** Fraction 0.01–1. */
  discount: number;
  isActive: boolean;
  /** ISO date or null for never. */
  expiresAt: string | null;
}

export type CouponInput = Omit<Coupon, 'id'>;

export interface CartItem {
  id: string;
  product: Product;
  quantity: number;
}

export interface AppliedCoupon {
  code: string;
  discount: number;
}

export interface Cart {
  items: CartItem[];
  coupon: AppliedCoupon | null;
}

export interface User {
  id: string;
  name: string;
  email: string;
  role: string;
}

export interface Session {
  token: string;
  user: User;
}
