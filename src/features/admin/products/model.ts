// Product form rules (spec §5) and list rules (spec §9).
import type { Product, ProductCategory, ProductInput, ProductSort } from '../../../api/types';

export const productMessages = {
  name: 'Product name is required',
  description: 'Product description is required',
  price: 'Price must be greater than 0',
  originalPrice: 'Original price must be greater than or equal to current price',
  image: 'Product image is required',
  imageUrl: 'Enter an http(s) address, a path starting with /, or upload an image',
  notImage: 'Please choose an image file',
  tooLarge: 'Image must be 2 MB or smaller',
  saveFailed: 'Could not save the product. Please try again.',
  deleteFailed: 'Could not delete the product. Please try again.',
} as const;

export const maxImageBytes = 2 * 1024 * 1024;
export const productPageSize = 10;
export const defaultCategory: ProductCategory = 'drones';

export type CategoryFilter = ProductCategory | 'all';

/** The list's orders (the catalogue sorts them); newest first, so a new product is on top. */
export const adminProductSortLabels: Record<ProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
};
export const defaultAdminProductSort: ProductSort = 'newest';

export function toAdminProductSort(value: unknown): ProductSort {
  return typeof value === 'string' && Object.hasOwn(adminProductSortLabels, value)
    ? (value as ProductSort)
    : defaultAdminProductSort;
}

/** A sortable column's next order: its first direction, or the other one when already on it. */
export function nextColumnSort(current: ProductSort, column: 'name' | 'price'): ProductSort {
  if (column === 'name') return current === 'name' ? 'name-desc' : 'name';
  return current === 'price-asc' ? 'price-desc' : 'price-asc';
}

export function toCategoryFilter(value: unknown): CategoryFilter {
  return value === 'courses' || value === 'drones' ? value : 'all';
}

export interface ProductFormValues {
  name: string;
  description: string;
  price: number | string;
  originalPrice: number | string;
  imageUrl: string;
  category: ProductCategory;
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  price: 0,
  originalPrice: 0,
  imageUrl: '',
  category: defaultCategory,
};

/** Spec: non-numeric input becomes 0. */
export function toNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? number : 0;
}

/** http(s) URL, a same-origin path, or an image data URL. */
export function isValidImageSource(value: string): boolean {
  const source = value.trim();
  if (!source) return false;
  if (source.startsWith('data:image/')) return true;
  if (source.startsWith('/') && !source.startsWith('//')) return true;
  try {
    const url = new URL(source);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const price = toNumber(values.price);
  const originalPrice = toNumber(values.originalPrice);
  if (!values.name.trim()) errors.name = productMessages.name;
  if (!values.description.trim()) errors.description = productMessages.description;
  if (!(price > 0)) errors.price = productMessages.price;
  if (originalPrice < price) errors.originalPrice = productMessages.originalPrice;
  if (!values.imageUrl.trim()) errors.imageUrl = productMessages.image;
  else if (!isValidImageSource(values.imageUrl)) errors.imageUrl = productMessages.imageUrl;
  return errors;
}

/** Mantine form validator for one field (errors appear per field). */
export function productFieldRule(field: keyof ProductFormValues) {
  return (_value: unknown, values: ProductFormValues) => validateProductForm(values)[field] ?? null;
}

export function formToInput(values: ProductFormValues, trackingId: string | null): ProductInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: toNumber(values.price),
    originalPrice: toNumber(values.originalPrice),
    imageUrl: values.imageUrl.trim(),
    category: values.category,
    trackingId,
  };
}

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    originalPrice: product.originalPrice,
    imageUrl: product.imageUrl,
    category: product.category,
  };
}

export function productToInput(product: Product): ProductInput {
  const { id: _id, ...input } = product;
  return input;
}

/** Checks an uploaded file before reading it. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return productMessages.notImage;
  if (file.size > maxImageBytes) return productMessages.tooLarge;
  return null;
}

/** Tracking id: empty is silently ignored (null = nothing to save). */
export function normaliseTrackingId(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}
