import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  installOffer,
  promptInstall,
  subscribeToInstallOffer,
  type InstallOffer,
} from '../lib/installPrompt';

// Only iPhone and iPad users ever open it: loaded on demand.
const IosInstallInstructions = lazy(() => import('./IosInstallInstructions'));

export interface InstallApp {
  /** What "Install app" does here; null hides it (not offered, or already installed). */
  offer: InstallOffer;
  /** Opens the browser's install dialog, or on iOS the "Add to Home Screen" steps. */
  start: () => void;
  /** The iOS instructions dialog while open; render it where it outlives menus. */
  instructions: ReactNode;
}

export function useInstallApp(): InstallApp {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => null);
  const [showIosSteps, setShowIosSteps] = useState(false);
  const start = () => {
    if (offer === 'prompt') {
      promptInstall().catch((error: unknown) => console.warn('[install] prompt failed', error));
    } else if (offer === 'ios') {
      setShowIosSteps(true);
    }
  };
  const instructions = showIosSteps ? (
    <Suspense fallback={null}>
      <IosInstallInstructions onClose={() => setShowIosSteps(false)} />
    </Suspense>
  ) : null;
  return { offer, start, instructions };
}
