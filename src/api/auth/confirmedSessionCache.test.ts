// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  cachedConfirmedEmail,
  forgetConfirmedSession,
  rememberConfirmedSession,
} from './confirmedSessionCache';

const user = { id: '2', name: 'Casey', email: 'Customer@Example.com', role: 'user' };

afterEach(() => localStorage.clear());

describe('confirmed session cache', () => {
  it('holds for the confirmed token until the session ends', () => {
    rememberConfirmedSession('tok-1', { user, expiresAt: 2_000 });
    expect(cachedConfirmedEmail('tok-1', 1_999)).toBe('customer@example.com');
    expect(cachedConfirmedEmail('tok-1', 2_000)).toBeNull();
    expect(cachedConfirmedEmail('tok-2', 1_000)).toBeNull();
    forgetConfirmedSession();
    expect(cachedConfirmedEmail('tok-1', 1_000)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('skyforge.confirmedCustomer', '{not json');
    expect(cachedConfirmedEmail('tok-1', 0)).toBeNull();
  });
});
