import { useMutation } from '@tanstack/react-query';
import { adminLogOut } from '../../../api/auth/authClient';
import { adminSession } from '../../../data/session';

/**
 * Signs the admin out here at once (also offline); the backend then ends the session, so the old
 * token stops working. A failed call is only logged: the session also expires by itself.
 */
export function useAdminLogOut() {
  const { mutate } = useMutation({
    mutationFn: (token: string) => adminLogOut(token),
    onError: (error) => console.warn('[admin] logout call failed', error),
  });
  return (token: string) => {
    adminSession.clear();
    mutate(token);
  };
}
