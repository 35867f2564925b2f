// Booth mode's lock on the back office (issue 35, point 7): see src/data/boothLock.ts.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Session } from '../../api/types';
import type { BoothMode } from '../../data/boothMode';
import {
  adminLockAt,
  adminLockDue,
  forgetLockedAdmin,
  lockAdmin,
  lockedAdminSnapshot,
  recordAdminActivity,
  subscribeBoothLock,
} from '../../data/boothLock';

const inputEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Input is recorded at most this often (a write to localStorage each time). */
const recordEveryMs = 2000;

export function useLockedAdmin(): Session | null {
  return useSyncExternalStore(subscribeBoothLock, lockedAdminSnapshot, () => null);
}

/**
 * While booth mode is on and `session` is open: its use is recorded, and after the idle time
 * without input it locks (also when the page was closed meanwhile). True when it is locked now,
 * so the caller shows nothing of the back office from the first render.
 */
export function useAdminBoothLock(session: Session | null, mode: BoothMode): boolean {
  const token = session?.token ?? null;
  // Read at each render: a page opened after the idle time shows nothing of the back office.
  const expired = token !== null && adminLockDue(mode, token);
  const lastRecorded = useRef(0);

  useEffect(() => {
    if (expired) lockAdmin();
  }, [expired]);

  // A signed-in admin (a sign-in at /admin/login, booth mode off) has no parked session to keep.
  useEffect(() => {
    if (token && (!mode.enabled || !expired)) forgetLockedAdmin();
  }, [token, mode.enabled, expired]);

  useEffect(() => {
    if (!token || !mode.enabled || expired) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const at = adminLockAt(mode, token);
      if (at === null) return;
      const wait = at - Date.now();
      if (wait <= 0) lockAdmin();
      else timer = setTimeout(schedule, wait + 50);
    };
    const onInput = () => {
      const now = Date.now();
      if (now - lastRecorded.current < recordEveryMs) return;
      lastRecorded.current = now;
      recordAdminActivity(token, now);
      schedule();
    };
    schedule();
    inputEvents.forEach((name) =>
      window.addEventListener(name, onInput, { passive: true, capture: true }),
    );
    return () => {
      clearTimeout(timer);
      inputEvents.forEach((name) => window.removeEventListener(name, onInput, { capture: true }));
    };
  }, [token, mode, expired]);

  return expired;
}
