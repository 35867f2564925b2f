import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearCart } from '../../../../api/cart/cartClient';
import { cartKeys } from '../../../../api/cart/cartQueries';
import type { Cart } from '../../../../api/types';
import { paths } from '../../../../config/paths';
import { historyOwner } from '../../../../data/cartHistory';
import { placeOrder } from '../../../../data/orders';
import { storageAwareMessage } from '../../../../data/storageErrors';
import { cartTotals } from '../../shared/cartTotals';
import { clearDraft } from '../draft';
import {
  checkoutMessages,
  couponCodeOf,
  customerInfoFrom,
  orderItemsFrom,
  type CheckoutValues,
} from '../model';
import { simulatePayment } from '../payment';

export type CheckoutState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; orderId: string };

/** Spec §4: idle → submitting → success (order, cart cleared, order page) or failure. */
export function useCheckoutSubmit() {
  const [state, setState] = useState<CheckoutState>({ kind: 'idle' });
  const client = useQueryClient();
  const navigate = useNavigate();

  const submit = async (values: CheckoutValues, cart: Cart) => {
    setState({ kind: 'submitting' });
    try {
      const paid = await simulatePayment();
      if (!paid) {
        setState({ kind: 'failed', message: checkoutMessages.paymentFailed });
        return;
      }
      const totals = cartTotals(cart.items, cart.coupon);
      const order = await placeOrder({
        items: orderItemsFrom(cart.items),
        subtotal: totals.subtotal,
        discount: totals.discountRate,
        couponCode: couponCodeOf(cart.coupon),
        total: totals.total,
        customerInfo: customerInfoFrom(values),
        historyOwner: historyOwner(),
      });
      // Marked done first so the emptied cart does not bounce us back to /shop/cart.
      setState({ kind: 'done', orderId: order.id });
      clearDraft();
      try {
        await clearCart();
      } catch (error) {
        // The order exists; a cart that could not be cleared must not hide it.
        console.error('[checkout] cart clear failed', error);
      }
      void client.invalidateQueries({ queryKey: cartKeys.all });
      navigate(paths.shopOrder(order.id));
    } catch (error) {
      console.error('[checkout] failed', error);
      // Nothing was written (placeOrder is one transaction) and the cart is untouched.
      setState({
        kind: 'failed',
        message: storageAwareMessage(error, checkoutMessages.unexpected),
      });
    }
  };

  return { state, submit };
}
