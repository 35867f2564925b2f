// Which shop nav link is current, and the header search rule (spec §2, §5).
import { paths } from '../../../config/paths';
import { normalizeSearch, parseCategory } from '../shared/catalogFilters';

export type ShopNavKey = 'home' | 'all' | 'courses' | 'drones';

export const shopNavLinks: readonly { key: ShopNavKey; label: string; to: string }[] = [
  { key: 'home', label: 'Home', to: paths.shop },
  { key: 'all', label: 'All Products', to: paths.shopProducts },
  { key: 'courses', label: 'Student Courses', to: paths.shopCategory('courses') },
  { key: 'drones', label: 'Drone Products', to: paths.shopCategory('drones') },
];

export function activeShopNav(pathname: string, search: string): ShopNavKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === paths.shop) return 'home';
  if (path === paths.shopProducts) {
    const category = parseCategory(new URLSearchParams(search).get('category'));
    return category === 'all' ? 'all' : category;
  }
  return null;
}

/** Header search target: trimmed text, or null (ignored) when blank. */
export function headerSearchTarget(text: string): string | null {
  const trimmed = normalizeSearch(text);
  return trimmed ? paths.shopSearch(trimmed) : null;
}

/** "Cart, 1 item" / "Wishlist, 3 items". */
export function countLabel(name: string, count: number): string {
  return `${name}, ${count} item${count === 1 ? '' : 's'}`;
}
