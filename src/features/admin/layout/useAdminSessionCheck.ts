// The back office trusts no stored token by itself: before it shows anything, the token is
// checked with the backend (GET /admin/me).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminMeQuery } from '../../../api/auth/authQueries';
import { ApiError } from '../../../api/http';
import type { Session, User } from '../../../api/types';
import { adminSession } from '../../../data/session';

/**
 * - `checking`: the answer is not in yet, show nothing of the back office;
 * - `confirmed`: the backend knows the token (or cannot be reached at all, status 0: offline the
 *   stored session is kept, the backend being in the service worker, this is rare);
 * - `refused`: 401 — the stored session is cleared, so the layout sends the admin to the login;
 * - `failed`: any other answer (a broken backend): show nothing, offer to try again.
 */
export type AdminSessionCheck = 'checking' | 'confirmed' | 'refused' | 'failed';

const sameUser = (a: User, b: User) =>
  a.id === b.id && a.name === b.name && a.email === b.email && a.role === b.role;

export function useAdminSessionCheck(session: Session | null): {
  status: AdminSessionCheck;
  retry: () => void;
} {
  const token = session?.token ?? '';
  const query = useQuery({ ...adminMeQuery(token), enabled: token !== '' });
  const { error, data } = query;
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  const unreachable = error instanceof ApiError && error.status === 0;

  useEffect(() => {
    // Only the session that was checked: a newer sign-in in another tab is left alone.
    if (refused && adminSession.get()?.token === token) adminSession.clear();
  }, [refused, token]);

  useEffect(() => {
    // Show who the backend says the token belongs to, not what was stored beside it.
    if (!data || !session || data.role !== 'admin' || sameUser(data, session.user)) return;
    adminSession.set({ token: session.token, user: data });
  }, [data, session]);

  const retry = () => void query.refetch();
  if (!session || refused) return { status: 'refused', retry };
  if (data || unreachable) return { status: 'confirmed', retry };
  if (error) return { status: 'failed', retry };
  return { status: 'checking', retry };
}
