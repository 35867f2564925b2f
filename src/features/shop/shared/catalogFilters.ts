// The catalogue's category and search rules, shared by the shop's pages (catalogue, product,
// wishlist, header): what a category or a search in the URL means. Pure.
import type { ProductCategory } from '../../../api/types';

export type CatalogCategory = 'all' | ProductCategory;

export const catalogCategories: readonly CatalogCategory[] = ['all', 'courses', 'drones'];

export const catalogTitles: Record<CatalogCategory, string> = {
  all: 'All Products',
  courses: 'Student Courses',
  drones: 'Drone Products',
};

/** Search text as sent and stored: surrounding blanks removed. */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? '').trim();
}

export function parseCategory(raw: string | null | undefined): CatalogCategory {
  const value = (raw ?? '').trim().toLowerCase();
  return (catalogCategories as readonly string[]).includes(value)
    ? (value as CatalogCategory)
    : 'all';
}
