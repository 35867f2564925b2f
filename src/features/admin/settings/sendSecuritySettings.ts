// "Max login attempts" and "Allow registration" are kept in the app's database with the other
// settings, but the backend enforces them (two databases, one owner each): saving sends them.
import { saveLoginSecurity } from '../../../api/auth/authClient';
import type { Settings } from '../../../data/settings';
import { adminSession } from '../../../data/session';

export type SecuritySettings = Pick<Settings, 'maxLoginAttempts' | 'allowRegistration'>;

/** Sends the settings to the backend; false (and logged) when they did not get there. */
export async function sendSecuritySettings({
  maxLoginAttempts,
  allowRegistration,
}: SecuritySettings): Promise<boolean> {
  const token = adminSession.get()?.token;
  if (!token) return false;
  try {
    await saveLoginSecurity(token, maxLoginAttempts, allowRegistration);
    return true;
  } catch (error) {
    console.error('[settings] the security settings did not reach the backend', error);
    return false;
  }
}
