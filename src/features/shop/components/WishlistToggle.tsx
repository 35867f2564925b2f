import { Button } from '@mantine/core';
import type { Product } from '../../../api/types';
import { useIsInWishlist } from '../../../data/wishlist';
import { useToggleWishlist } from '../shared/useWishlistWrites';
import { IconHeart } from '../../../components/icons';
import classes from './WishlistToggle.module.css';

export interface WishlistToggleProps {
  product: Product;
  /** 'icon' for cards, 'button' for the product page. */
  variant?: 'icon' | 'button';
  className?: string;
}

export function WishlistToggle({ product, variant = 'icon', className }: WishlistToggleProps) {
  const inWishlist = useIsInWishlist(product.id);
  const label = inWishlist ? 'Remove from wishlist' : 'Add to wishlist';
  const toggle = useToggleWishlist();
  const onClick = () => toggle.mutate(product);

  if (variant === 'button') {
    return (
      <Button
        variant={inWishlist ? 'light' : 'default'}
        color={inWishlist ? 'red' : 'gray'}
        leftSection={<IconHeart size={18} filled={inWishlist} />}
        onClick={onClick}
        aria-pressed={inWishlist}
        className={className}
        size="md"
      >
        {inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
      </Button>
    );
  }

  return (
    // The label is the accessible name and, as title, the hover hint: a Mantine Tooltip here
    // would load floating-ui with every product grid. A plain button styled like Mantine's
    // white ActionIcon: one sits on every product card (see ProductCard).
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={inWishlist}
      onClick={onClick}
      className={`mantine-focus-auto mantine-active ${classes.toggle} ${className ?? ''}`}
      data-active={inWishlist || undefined}
    >
      <IconHeart size={18} filled={inWishlist} />
    </button>
  );
}
