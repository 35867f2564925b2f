// The browser's offer to install the app. Chromium fires `beforeinstallprompt` once, possibly
// before React has rendered anything, so the entry captures it at once and the UI reads it here.
// iOS Safari has no such event: there the app can only explain "Add to Home Screen".

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How the app can be installed right now: by the browser's prompt, by iOS's Share menu, or not. */
export type InstallOffer = 'prompt' | 'ios' | null;

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function isBeforeInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

/** Starts listening; called once by the entry. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPrompt(event)) return;
    // Keep the browser's own mini-bar away: the app offers "Install app" where users look for it.
    event.preventDefault();
    deferredPrompt = event;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    installed = true;
    notify();
  });
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', notify);
}

/** Launched from the home screen (or an installed window): nothing to offer. */
export function isRunningInstalled(): boolean {
  const standaloneMedia = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return standaloneMedia || (navigator as { standalone?: boolean }).standalone === true;
}

/** iPhone and iPad browsers (all WebKit), where installing means Share → Add to Home Screen. */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  // iPadOS reports itself as a Mac; only its touch screen tells them apart.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installOffer(): InstallOffer {
  if (installed || isRunningInstalled()) return null;
  if (deferredPrompt) return 'prompt';
  if (isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0)) return 'ios';
  return null;
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; true when the user accepted. The prompt works once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  deferredPrompt = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
