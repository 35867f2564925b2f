import { Divider, Text } from '@mantine/core';
import type { Cart } from '../../../../api/types';
import { formatPrice } from '../../../../lib/money';
import { OrderSummary } from '../../components/OrderSummary';
import { ProductImage } from '../../components/ProductImage';
import { cartItemCount, cartTotals } from '../../shared/cartTotals';
import classes from './CheckoutPage.module.css';

export function CheckoutSummary({ cart }: { cart: Cart }) {
  return (
    <>
      <ul className={classes.lines} aria-label="Items in your order">
        {cart.items.map((item) => (
          <li key={item.id} className={classes.line}>
            <ProductImage src={item.product.imageUrl} alt="" size={48} className={classes.thumb} />
            <div>
              <Text size="sm" fw={600} lineClamp={2}>
                {item.product.name}
              </Text>
              <Text size="xs" c="gray.7">
                Qty {item.quantity} × {formatPrice(item.product.price)}
              </Text>
            </div>
            <Text size="sm" fw={700}>
              {formatPrice(item.product.price * item.quantity)}
            </Text>
          </li>
        ))}
      </ul>
      <Divider />
      <OrderSummary
        totals={cartTotals(cart.items, cart.coupon)}
        couponCode={cart.coupon?.code ?? null}
        itemCount={cartItemCount(cart.items)}
      />
    </>
  );
}
