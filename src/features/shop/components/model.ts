// Pure pricing rules shared by every shop screen (spec §9).
import type { Product, ProductCategory } from '../../../api/types';

/** Discount shown only when the original price exceeds the price. */
export function hasDiscount(price: number, originalPrice: number): boolean {
  return Number.isFinite(price) && Number.isFinite(originalPrice) && originalPrice > price;
}

/** Math.round((original − price) / original × 100), or 0 when there is no discount. */
export function discountPercent(price: number, originalPrice: number): number {
  if (!hasDiscount(price, originalPrice) || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

export const categoryLabels: Record<ProductCategory, string> = {
  courses: 'Course',
  drones: 'Drone Product',
};

export function categoryLabel(category: Product['category']): string {
  return categoryLabels[category] ?? 'Product';
}

export const placeholderImage = '/media/products/placeholder.svg';
