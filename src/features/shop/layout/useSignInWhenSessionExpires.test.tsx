import { act, cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { customerSession } from '../../../data/session';
import { useSignInWhenSessionExpires } from './useSignInWhenSessionExpires';
import { returnPathFrom, signInReturningTo } from '../../../config/signInReturn';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };

/** The shop's layout follows the session; every page here stands in for a shop page. */
function Where() {
  useSignInWhenSessionExpires();
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

/** The app's kind of router (BrowserRouter) on `url`, with the customer signed in. */
function openSignedIn(url: string) {
  window.history.replaceState(null, '', url);
  customerSession.set({ token: 'customer-token', user });
  render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </BrowserRouter>,
  );
}

afterEach(() => {
  cleanup();
  customerSession.clear();
  sessionStorage.clear();
});

describe('an expired customer session', () => {
  it('on a shop page opens the sign-in page, which can return there', () => {
    openSignedIn('/shop/products?category=drones');
    act(() => void customerSession.expire('customer-token'));
    expect(screen.getByText(`At ${signInReturningTo('/shop/products?category=drones')}`));
    expect(returnPathFrom(window.location.search)).toBe('/shop/products?category=drones');
  });

  it('moves nobody after a sign-out', () => {
    openSignedIn('/shop/cart');
    act(() => customerSession.clear());
    expect(screen.getByText('At /shop/cart'));
  });
});

describe('returnPathFrom', () => {
  it('follows only shop pages of this app', () => {
    expect(returnPathFrom('?from=%2Fshop')).toBe('/shop');
    expect(returnPathFrom('?from=%2Fshop%2Fcheckout')).toBe('/shop/checkout');
    expect(returnPathFrom('')).toBeNull();
    expect(returnPathFrom('?from=%2Fadmin')).toBeNull();
    expect(returnPathFrom('?from=%2Fshopping')).toBeNull();
    expect(returnPathFrom('?from=%2F%2Fevil.example%2Fshop')).toBeNull();
    expect(returnPathFrom('?from=https%3A%2F%2Fevil.example%2Fshop')).toBeNull();
    expect(returnPathFrom('?from=%2Fshop%2F..%2Fadmin')).toBeNull();
  });
});
