import { Group, Text, type MantineSize } from '@mantine/core';
import { formatPrice } from '../../../lib/money';
import { discountPercent, hasDiscount } from './model';
import classes from './Price.module.css';

export interface PriceProps {
  price: number;
  /** Struck through with the discount percent when it exceeds the price. */
  originalPrice?: number;
  size?: MantineSize;
  /** Hide the "-14%" badge (e.g. where the percent is shown elsewhere). */
  hidePercent?: boolean;
}

/** A price with `$` and two decimals; original price struck through plus the discount percent. */
export function Price({ price, originalPrice, size = 'lg', hidePercent = false }: PriceProps) {
  const discounted = originalPrice !== undefined && hasDiscount(price, originalPrice);
  return (
    <Group gap={8} align="baseline" wrap="wrap" className={classes.root}>
      <Text component="span" fw={800} size={size} className={classes.price}>
        {formatPrice(price)}
      </Text>
      {discounted && (
        <>
          <Text component="s" c="gray.7" size="sm" className={classes.original}>
            <span className={classes.srOnly}>Original price </span>
            {formatPrice(originalPrice)}
          </Text>
          {!hidePercent && (
            <span className={classes.percent}>{discountPercent(price, originalPrice)}% off</span>
          )}
        </>
      )}
    </Group>
  );
}
