// Who is looking at the shop's orders, as the backend confirms it (issue 35): the stored
// `authUser`/`adminToken` only say which token to ask about. The admin pages decide the same way
// (GET /admin/me); a customer's token is checked with GET /auth/me.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminMeQuery, customerMeQuery } from '../api/auth/authQueries';
import {
  cachedConfirmedEmail,
  forgetConfirmedSession,
  rememberConfirmedSession,
} from '../api/auth/confirmedSessionCache';
import { ApiError } from '../api/http';
import { customerSession } from './session';
import { useAdminSession, useCustomerSession } from './useSession';

export interface ConfirmedViewer {
  /** The confirmed customer's e-mail (lower case), or null. */
  customerEmail: string | null;
  /** A confirmed admin session. */
  admin: boolean;
}

const refusedStatus = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** undefined while the backend is being asked; then who it confirmed. */
export function useConfirmedViewer(): ConfirmedViewer | undefined {
  const customerToken = useCustomerSession()?.token ?? '';
  const adminToken = useAdminSession()?.token ?? '';
  const customer = useQuery({ ...customerMeQuery(customerToken), enabled: customerToken !== '' });
  const admin = useQuery({ ...adminMeQuery(adminToken), enabled: adminToken !== '' });

  const customerRefused = refusedStatus(customer.error);
  useEffect(() => {
    if (customer.data) rememberConfirmedSession(customerToken, customer.data);
    else if (customerRefused) {
      forgetConfirmedSession();
      // The backend does not know this token: the session ends as expired (the sign-in page
      // says so), as the cart does on a 401.
      customerSession.expire(customerToken);
    }
  }, [customer.data, customerRefused, customerToken]);

  // Refused: nothing until the effect above has ended the session, so the page does not decide
  // (order not found) before the shop's sign-in redirect for an ended session.
  if (customerRefused) return undefined;
  const customerPending = customerToken !== '' && customer.isPending;
  const adminPending = adminToken !== '' && admin.isPending;
  if (customerPending || adminPending) return undefined;

  let customerEmail: string | null = null;
  if (customer.data) customerEmail = customer.data.user.email.trim().toLowerCase();
  else if (customerToken && customer.error) {
    // Unreachable or failing backend: the last confirmation of this very token, until it ends.
    customerEmail = cachedConfirmedEmail(customerToken);
  }
  return { customerEmail, admin: admin.data?.role === 'admin' };
}
