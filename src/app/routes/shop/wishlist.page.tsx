import { WishlistPage } from '../../../features/shop/wishlist/components/WishlistPage';

export function Component() {
  return <WishlistPage />;
}
