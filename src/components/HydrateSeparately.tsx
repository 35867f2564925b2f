import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary with no fallback of its own. On a prerendered page React hydrates what is
 * inside it in a pass of its own, which yields to the browser, so a big page is taken over in
 * several short tasks instead of one long one (a long task delays any tap on the page).
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
