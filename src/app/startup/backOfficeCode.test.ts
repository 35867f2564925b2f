import { describe, expect, it } from 'vitest';
import { adminPages, paths } from '../../config/paths';
import { isBackOfficePage } from './backOfficeCode';

describe('isBackOfficePage', () => {
  it('is true for every signed-in back-office page, and pages below them', () => {
    for (const page of adminPages) expect(isBackOfficePage(page), page).toBe(true);
    expect(isBackOfficePage('/admin/')).toBe(true);
    expect(isBackOfficePage('/Admin/Orders')).toBe(true);
    expect(isBackOfficePage('/admin/no-such-page')).toBe(true);
  });

  it('is false for the sign-in pages and every other area', () => {
    for (const page of [paths.adminLogin, paths.adminForgotPassword, `${paths.adminLogin}/`]) {
      expect(isBackOfficePage(page), page).toBe(false);
    }
    for (const page of [paths.home, paths.shop, paths.shopCart, paths.signIn, '/administrator']) {
      expect(isBackOfficePage(page), page).toBe(false);
    }
  });
});
