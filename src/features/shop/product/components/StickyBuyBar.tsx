import { Button, Text } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';
import { IconCart } from '../../../../components/icons';
import { Price } from '../../components/Price';
import type { Product } from '../../../../api/types';
import classes from './StickyBuyBar.module.css';

interface StickyBuyBarProps {
  product: Product;
  /** The page's own buy row: the bar shows only while it is off screen. */
  buyRow: RefObject<HTMLElement | null>;
  onAddToCart: () => void;
  adding: boolean;
}

/**
 * On phones the gallery fills the first screen and the buy row sits below it: this bar keeps
 * price and Add to Cart at the bottom of the screen whenever the buy row is out of sight.
 * Wider screens never show it (CSS).
 */
export function StickyBuyBar({ product, buyRow, onAddToCart, adding }: StickyBuyBarProps) {
  const [buyRowInView, setBuyRowInView] = useState(true);

  useEffect(() => {
    const row = buyRow.current;
    if (!row || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setBuyRowInView(entry.isIntersecting));
    observer.observe(row);
    return () => observer.disconnect();
  }, [buyRow]);

  if (buyRowInView) return null;
  return (
    <section className={classes.bar} data-sticky-buy-bar="" aria-label="Quick buy">
      <div className={classes.summary}>
        <Text size="sm" fw={600} truncate>
          {product.name}
        </Text>
        <Price price={product.price} originalPrice={product.originalPrice} size="sm" hidePercent />
      </div>
      <Button
        radius="xl"
        leftSection={<IconCart size={18} />}
        onClick={onAddToCart}
        loading={adding}
      >
        Add to Cart
      </Button>
    </section>
  );
}
