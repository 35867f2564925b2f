import type { MantineSize } from '@mantine/core';
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

/**
 * A price with `$` and two decimals; original price struck through plus the discount percent.
 * Plain elements, not Mantine's Group and Text: every product card renders one.
 */
export function Price({ price, originalPrice, size = 'lg', hidePercent = false }: PriceProps) {
  const discounted = originalPrice !== undefined && hasDiscount(price, originalPrice);
  return (
    <div className={classes.root}>
      <span
        className={classes.price}
        style={{
          fontSize: `var(--mantine-font-size-${size})`,
          lineHeight: `var(--mantine-line-height-${size})`,
        }}
      >
        {formatPrice(price)}
      </span>
      {discounted && (
        <>
          <s className={classes.original}>
            <span className={classes.srOnly}>Original price </span>
            {formatPrice(originalPrice)}
          </s>
          {!hidePercent && (
            <span className={classes.percent}>{discountPercent(price, originalPrice)}% off</span>
          )}
        </>
      )}
    </div>
  );
}
