// The phone navigation drawer. Loaded the first time the burger is pressed:
// the drawer's modal machinery is not needed to show a shop page.
import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCartCount } from '../../../data/cartHooks';
import { paths } from '../../../config/paths';
import { useWishlistCount } from '../../../data/wishlist';
import classes from './ShopHeader.module.css';

export interface ShopDrawerProps {
  opened: boolean;
  onClose: () => void;
  navItems: ReactNode;
}

export default function ShopDrawer({ opened, onClose, navItems }: ShopDrawerProps) {
  // Its own counts: the header's re-render only their icon links when they change.
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="SkyForge Shop"
      size="80%"
      hiddenFrom="md"
      padding="lg"
    >
      <Stack component="nav" aria-label="Shop menu" gap={4}>
        {navItems}
        <Divider my="sm" />
        <Anchor
          component={Link}
          to={paths.shopWishlist}
          className={classes.drawerLink}
          underline="never"
        >
          My Wishlist ({wishlistCount})
        </Anchor>
        <Anchor
          component={Link}
          to={paths.shopCart}
          className={classes.drawerLink}
          underline="never"
        >
          Cart ({cartCount})
        </Anchor>
        <Divider my="sm" />
        <Anchor component={Link} to={paths.home} className={classes.drawerLink} underline="never">
          Back to SkyForge Technologies
        </Anchor>
      </Stack>
    </Drawer>
  );
}
