// "Max login attempts" is kept in the app's database with the other settings, but the login
// limit is enforced by the backend (two databases, one owner each): saving sends it there.
import { saveLoginSecurity } from '../../../api/auth/authClient';
import { adminSession } from '../../../data/session';

/** Sends the setting to the backend; false (and logged) when it did not get there. */
export async function sendLoginLimit(maxLoginAttempts: number): Promise<boolean> {
  const token = adminSession.get()?.token;
  if (!token) return false;
  try {
    await saveLoginSecurity(token, maxLoginAttempts);
    return true;
  } catch (error) {
    console.error('[settings] the login limit did not reach the backend', error);
    return false;
  }
}
