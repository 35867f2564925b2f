import { PagePlaceholder } from '../../../components/PagePlaceholder';

export function Component() {
  return <PagePlaceholder title="My Wishlist" />;
}
