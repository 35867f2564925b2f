// A customer whose session ends by itself on a shop page is taken to the sign-in page, which says
// so and brings them back afterwards (src/config/signInReturn.ts says why).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signInReturningTo } from '../../../config/signInReturn';
import { customerSession } from '../../../data/session';

export function useSignInWhenSessionExpires(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      customerSession.subscribe(() => {
        if (!customerSession.hasExpired()) return;
        const { pathname, search, hash } = window.location;
        navigate(signInReturningTo(`${pathname}${search}${hash}`));
      }),
    [navigate],
  );
}
