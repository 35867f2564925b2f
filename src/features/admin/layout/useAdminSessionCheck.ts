// The back office trusts no stored token by itself: before it shows anything, the token is
// checked with the backend (GET /admin/me), and again on every move to another admin page, so a
// session that ends while the admin works (expiry, sign-out elsewhere) is noticed at the next page.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { adminMeQuery } from '../../../api/auth/authQueries';
import { ApiError } from '../../../api/http';
import type { Session, User } from '../../../api/types';
import { adminSession } from '../../../data/session';

/**
 * - `checking`: the answer is not in yet, show nothing of the back office;
 * - `confirmed`: the backend knows the token (or cannot be reached at all, status 0: offline the
 *   stored session is kept, the backend being in the service worker, this is rare);
 * - `refused`: 401 — the stored session ends as expired (the login page says so), so the layout
 *   sends the admin to the login; 403 (no longer an admin) — it is cleared;
 * - `failed`: any other answer (a broken backend): show nothing, offer to try again.
 */
export type AdminSessionCheck = 'checking' | 'confirmed' | 'refused' | 'failed';

const sameUser = (a: User, b: User) =>
  a.id === b.id && a.name === b.name && a.email === b.email && a.role === b.role;

export function useAdminSessionCheck(session: Session | null): {
  status: AdminSessionCheck;
  retry: () => void;
  /** What failed, for `failed`: the check's error. */
  error: unknown;
  /** A retry is under way. */
  retrying: boolean;
} {
  const token = session?.token ?? '';
  const query = useQuery({ ...adminMeQuery(token), enabled: token !== '' });
  const { error, data, refetch } = query;
  const status = error instanceof ApiError ? error.status : null;
  const refused = status === 401 || status === 403;
  const unreachable = status === 0;

  const { pathname } = useLocation();
  const checkedPath = useRef(pathname);
  useEffect(() => {
    if (checkedPath.current === pathname || token === '') return;
    checkedPath.current = pathname;
    void refetch();
  }, [pathname, token, refetch]);

  useEffect(() => {
    // Only the session that was checked: a newer sign-in in another tab is left alone.
    if (status === 401) adminSession.expire(token);
    else if (status === 403 && adminSession.get()?.token === token) adminSession.clear();
  }, [status, token]);

  useEffect(() => {
    // Show who the backend says the token belongs to, not what was stored beside it.
    if (!data || !session || data.role !== 'admin' || sameUser(data, session.user)) return;
    adminSession.set({ token: session.token, user: data });
  }, [data, session]);

  const retry = () => void query.refetch();
  const outcome = { retry, error, retrying: query.isFetching };
  if (!session || refused) return { status: 'refused', ...outcome };
  if (data || unreachable) return { status: 'confirmed', ...outcome };
  if (error) return { status: 'failed', ...outcome };
  return { status: 'checking', ...outcome };
}
