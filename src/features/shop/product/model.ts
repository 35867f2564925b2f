// Product page rules: quantity bounds, gallery navigation, share fallback text (spec §2, §5, §8).
import type { Product } from '../../../api/types';
import { specificationsByCategory, type Specification } from '../../../content/shop';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const SHARE_COPIED_MESSAGE = 'Product link copied to clipboard!';

/** Whole number within 1–99; anything unreadable becomes 1. */
export function clampQuantity(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(number)));
}

/** Decrease is ignored at the minimum. */
export function decreaseQuantity(quantity: number): number {
  return clampQuantity(quantity - 1);
}

export function increaseQuantity(quantity: number): number {
  return clampQuantity(quantity + 1);
}

/** The one product image, shown four ways (products have a single picture). */
export type GalleryVariant = 'main' | 'detail' | 'studio' | 'close-up';

export interface GalleryView {
  variant: GalleryVariant;
  label: string;
}

export const galleryViews: readonly GalleryView[] = [
  { variant: 'main', label: 'Main view' },
  { variant: 'studio', label: 'Studio view' },
  { variant: 'detail', label: 'Detail view' },
  { variant: 'close-up', label: 'Close-up view' },
];

/** Previous/next wrap around in both directions. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}

/**
 * The Specifications tab's rows: the product's own when the catalogue has them, else the
 * general table of its category (products added in the back office have none).
 */
export function productSpecifications(
  product: Pick<Product, 'category' | 'specifications'>,
): readonly Specification[] {
  return product.specifications?.length
    ? product.specifications
    : specificationsByCategory[product.category];
}
