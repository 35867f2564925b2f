import { Skeleton, Stack } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../../api/types';
import { paths } from '../../../config/paths';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { WishlistToggle } from './WishlistToggle';
import { categoryLabel, discountPercent, hasDiscount } from './model';
import classes from './ProductCard.module.css';

export interface ProductCardProps {
  product: Product;
  /** Extra actions under the price (e.g. Remove / Add to Cart on the wishlist). */
  actions?: ReactNode;
  /** The heart in the image corner (default on). */
  showWishlistToggle?: boolean;
  /** Heading level of the product name in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** In the first row of a grid: its image loads at once, not lazily. */
  eager?: boolean;
}

/**
 * Product tile: image, name, category badge, price, discount, wishlist toggle, link to the page.
 *
 * Plain elements styled with Mantine's CSS variables, not Mantine components: a grid of cards is
 * what a landing page hydrates and re-renders most, and each Mantine component costs a theme
 * lookup and a style computation per render (about 50 components per card before, 8 now).
 * Memoised, so a grid re-rendered with the same products leaves its cards alone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  actions,
  showWishlistToggle = true,
  headingLevel = 3,
  eager = false,
}: ProductCardProps) {
  const to = paths.shopProduct(product.id);
  const discounted = hasDiscount(product.price, product.originalPrice);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classes.card} data-testid="product-card">
      <div className={classes.media}>
        <Link to={to} tabIndex={-1} aria-hidden="true" className={classes.mediaLink}>
          <ProductImage src={product.imageUrl} alt="" className={classes.image} eager={eager} />
        </Link>
        {discounted && (
          <span className={`${classes.badge} ${classes.discount}`} aria-hidden="true">
            -{discountPercent(product.price, product.originalPrice)}%
          </span>
        )}
        {showWishlistToggle && (
          <div className={classes.wishlist}>
            <WishlistToggle product={product} />
          </div>
        )}
      </div>
      <div className={classes.body}>
        <span className={`${classes.badge} ${classes.category}`} data-category={product.category}>
          {categoryLabel(product.category)}
        </span>
        <Heading className={classes.name}>
          <Link to={to} className={classes.nameLink}>
            {product.name}
          </Link>
        </Heading>
        <p className={classes.description}>{product.description}</p>
        <div className={classes.priceRow}>
          <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
        </div>
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
    </div>
  );
});

/** Same footprint as a ProductCard, shown while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <Skeleton className={classes.skeletonMedia} radius={0} />
      <Stack gap={10} p="md">
        <Skeleton height={18} width={90} radius="xl" />
        <Skeleton height={20} width="85%" />
        <Skeleton height={14} width="100%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={24} width={110} mt={4} />
      </Stack>
    </div>
  );
}
