import { notify } from '../../../../components/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearCart, getCart } from '../../../../api/cart/cartClient';
import { cartKeys } from '../../../../api/cart/cartQueries';
import type { Cart } from '../../../../api/types';
import { paths } from '../../../../config/paths';
import { historyOwner } from '../../../../data/cartHistory';
import { announceOrderPlaced, placeOrder } from '../../../../data/orders';
import { customerSession, withCartToken } from '../../../../data/session';
import { storageAwareMessage } from '../../../../data/storageErrors';
import { cartTotals } from '../../shared/cartTotals';
import { orderPlacedState } from '../../shared/orderPlaced';
import { clearDraft } from '../draft';
import {
  cartRecheckProblem,
  checkoutMessages,
  couponCodeOf,
  customerInfoFrom,
  orderItemsFrom,
  orderTotalProblem,
  type CheckoutValues,
} from '../model';
import { simulatePayment } from '../payment';

export type CheckoutState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; orderId: string };

/**
 * Runs `task` while no other tab of this browser is placing an order: two checkouts of one
 * cart then run one after the other, and the second finds the cart already gone.
 */
async function oneCheckoutAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks (old browsers, tests) the cart re-check below still refuses a stale cart.
  return locks ? ((await locks.request('checkout', task)) as T) : task();
}

/** Spec §4: idle → submitting → success (order, cart cleared, order page) or failure. */
export function useCheckoutSubmit() {
  const [state, setState] = useState<CheckoutState>({ kind: 'idle' });
  const client = useQueryClient();
  const navigate = useNavigate();
  const reloadCart = () => client.invalidateQueries({ queryKey: cartKeys.all });

  /** `cart` is what the summary showed: the order is placed only if the backend's cart still matches. */
  const submit = async (values: CheckoutValues, cart: Cart) => {
    setState({ kind: 'submitting' });
    try {
      const placed = await oneCheckoutAtATime(async () => {
        const problem = cartRecheckProblem(cart, await withCartToken(getCart));
        if (problem === 'gone') {
          // The page goes back to the cart (spec: empty cart → /cart); the toast says why.
          notify({ id: 'checkout-cart-gone', message: checkoutMessages.cartGone });
          setState({ kind: 'failed', message: checkoutMessages.cartGone });
          return null;
        }
        if (problem === 'changed') {
          setState({ kind: 'failed', message: checkoutMessages.cartChanged });
          return null;
        }
        const tooLarge = orderTotalProblem(cartTotals(cart.items, cart.coupon).total);
        if (tooLarge) {
          setState({ kind: 'failed', message: tooLarge });
          return null;
        }
        const paid = await simulatePayment();
        if (!paid) {
          setState({ kind: 'failed', message: checkoutMessages.paymentFailed });
          return null;
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
          placedBy: customerSession.get()?.user.email ?? null,
        });
        // Marked done first so the emptied cart does not bounce us back to /shop/cart.
        setState({ kind: 'done', orderId: order.id });
        clearDraft();
        try {
          await withCartToken(clearCart);
        } catch (error) {
          // The order exists; a cart that could not be cleared must not hide it.
          console.error('[checkout] cart clear failed', error);
        }
        announceOrderPlaced(order.id);
        return order;
      });
      void reloadCart();
      if (placed) navigate(paths.shopOrder(placed.id), { state: orderPlacedState });
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
