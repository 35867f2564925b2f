import { beforeEach, describe, expect, it } from 'vitest';
import { getBackendDb, resetBackendDb } from '../db';
import { call, loginAdmin } from '../testHelpers';
import { getMaxLoginAttempts } from './loginThrottle';

const newUser = { name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol1959' };
const signup = () => call('/auth/signup', { method: 'POST', body: newUser });
const putSecurity = (body: unknown, token: string) =>
  call('/admin/settings/security', { method: 'PUT', body, token });

beforeEach(async () => {
  await resetBackendDb();
});

describe("the admin's Allow registration setting", () => {
  it('refuses sign-up with 403 while registration is off, and accepts it again when on', async () => {
    const token = await loginAdmin();
    const closed = await putSecurity({ max_login_attempts: 5, allow_registration: false }, token);
    expect(closed).toMatchObject({
      status: 200,
      body: { max_login_attempts: 5, allow_registration: false },
    });

    const refused = await signup();
    expect(refused).toMatchObject({ status: 403, body: { error: 'Registration is closed' } });
    expect(await getBackendDb().users.where('email').equals(newUser.email).count()).toBe(0);

    await putSecurity({ max_login_attempts: 5, allow_registration: true }, token);
    expect((await signup()).status).toBe(201);
  });

  it('leaves registration as it was when the field is not sent, and rejects a non-boolean', async () => {
    const token = await loginAdmin();
    await putSecurity({ max_login_attempts: 5, allow_registration: false }, token);
    expect((await putSecurity({ max_login_attempts: 4 }, token)).status).toBe(200);
    expect((await signup()).status).toBe(403);

    const bad = await putSecurity({ max_login_attempts: 9, allow_registration: 'no' }, token);
    expect(bad).toMatchObject({
      status: 400,
      body: { error: 'allow_registration must be true or false' },
    });
    // Nothing of a refused body is kept.
    expect(await getMaxLoginAttempts(getBackendDb())).toBe(4);
  });
});
