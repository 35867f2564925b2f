import { notify } from '../../../../components/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** How one checkout ended: the order placed, or why not (nothing was written then). */
type CheckoutOutcome = { kind: 'failed'; message: string } | { kind: 'done'; orderId: string };

/** Spec §4: idle → submitting → success (order, cart cleared, order page) or failure. */
export function useCheckoutSubmit() {
  // Set the moment the order exists, before the cart is cleared: the emptied cart must not bounce
  // the page back to /shop/cart while the mutation is still finishing.
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();

  const checkout = useMutation({
    /** `cart` is what the summary showed: the order is placed only if the backend's cart still matches. */
    mutationFn: ({ values, cart }: { values: CheckoutValues; cart: Cart }) =>
      oneCheckoutAtATime(async (): Promise<CheckoutOutcome> => {
        const problem = cartRecheckProblem(cart, await withCartToken(getCart));
        if (problem === 'gone') {
          // The page goes back to the cart (spec: empty cart → /cart); the toast says why.
          notify({ id: 'checkout-cart-gone', message: checkoutMessages.cartGone });
          return { kind: 'failed', message: checkoutMessages.cartGone };
        }
        if (problem === 'changed') return { kind: 'failed', message: checkoutMessages.cartChanged };
        const totals = cartTotals(cart.items, cart.coupon);
        const tooLarge = orderTotalProblem(totals.total);
        if (tooLarge) return { kind: 'failed', message: tooLarge };
        if (!(await simulatePayment())) {
          return { kind: 'failed', message: checkoutMessages.paymentFailed };
        }
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
        setPlacedOrderId(order.id);
        clearDraft();
        try {
          await withCartToken(clearCart);
        } catch (error) {
          // The order exists; a cart that could not be cleared must not hide it.
          console.error('[checkout] cart clear failed', error);
        }
        announceOrderPlaced(order.id);
        return { kind: 'done', orderId: order.id };
      }),
    // A failure wrote nothing (placeOrder is one transaction) and left the cart untouched.
    meta: { failure: 'checkout' },
    onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }),
    onSuccess: (outcome) => {
      if (outcome.kind === 'done') {
        navigate(paths.shopOrder(outcome.orderId), { state: orderPlacedState });
      }
    },
  });

  const state: CheckoutState = placedOrderId
    ? { kind: 'done', orderId: placedOrderId }
    : checkout.isPending
      ? { kind: 'submitting' }
      : checkout.isError
        ? {
            kind: 'failed',
            message: storageAwareMessage(checkout.error, checkoutMessages.unexpected),
          }
        : (checkout.data ?? { kind: 'idle' });

  const submit = (values: CheckoutValues, cart: Cart) => checkout.mutate({ values, cart });
  return { state, submit };
}
