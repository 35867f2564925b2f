import { Badge, Card, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** Product tile: image, name, category badge, price, discount, wishlist toggle, link to the page. */
export function ProductCard({
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
    <Card withBorder radius="lg" padding={0} className={classes.card} data-testid="product-card">
      <div className={classes.media}>
        <Link to={to} tabIndex={-1} aria-hidden="true" className={classes.mediaLink}>
          <ProductImage src={product.imageUrl} alt="" className={classes.image} eager={eager} />
        </Link>
        {discounted && (
          <Badge color="red.8" className={classes.discount} aria-hidden="true">
            -{discountPercent(product.price, product.originalPrice)}%
          </Badge>
        )}
        {showWishlistToggle && (
          <div className={classes.wishlist}>
            <WishlistToggle product={product} />
          </div>
        )}
      </div>
      <Stack gap={6} p="md" className={classes.body}>
        <Badge
          variant="light"
          color={product.category === 'courses' ? 'grape' : 'sky'}
          size="sm"
          className={classes.category}
        >
          {categoryLabel(product.category)}
        </Badge>
        <Heading className={classes.name}>
          <Link to={to} className={classes.nameLink}>
            {product.name}
          </Link>
        </Heading>
        <Text size="sm" c="gray.7" lineClamp={2} className={classes.description}>
          {product.description}
        </Text>
        <div className={classes.priceRow}>
          <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
        </div>
        {actions && <div className={classes.actions}>{actions}</div>}
      </Stack>
    </Card>
  );
}

/** Same footprint as a ProductCard, shown while products load. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} aria-hidden="true">
      <Skeleton className={classes.skeletonMedia} radius={0} />
      <Stack gap={10} p="md">
        <Skeleton height={18} width={90} radius="xl" />
        <Skeleton height={20} width="85%" />
        <Skeleton height={14} width="100%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={24} width={110} mt={4} />
      </Stack>
    </Card>
  );
}
