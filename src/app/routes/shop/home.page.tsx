import { ShopHomePage } from '../../../features/shop/home/ShopHomePage';

export function Component() {
  return <ShopHomePage />;
}
