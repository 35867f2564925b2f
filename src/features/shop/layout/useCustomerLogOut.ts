import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logOut } from '../../../api/auth/authClient';
import { cartKeys } from '../../../api/cart/cartQueries';
import { customerSession } from '../../../data/session';

/**
 * Signs the customer out here at once (also offline); the backend then ends the session, so the
 * old token stops working. A failed call is only logged: the session also expires by itself.
 */
export function useCustomerLogOut() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (token: string) => logOut(token),
    onError: (error) => console.warn('[auth] sign-out call failed', error),
  });
  return () => {
    const token = customerSession.get()?.token;
    customerSession.clear();
    if (token) mutate(token);
    // The cart belongs to the session: signing out switches back to the guest cart.
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  };
}
