// A booth operator (or anyone about to lose the network) needs to know when the app works
// offline: a first install stores only the shell, the rest follows a few seconds after the first
// page's load (decision 0008).
import { notifications } from '@mantine/notifications';

export const offlineReadyTitle = 'Ready to work offline';
export const offlineReadyMessage =
  'SkyForge is now stored on this device: every page keeps working without a network.';

/** Said once, by the page whose ask completed the app on this device. */
export function announceOfflineReady(): void {
  notifications.show({
    id: 'offline-ready',
    title: offlineReadyTitle,
    message: offlineReadyMessage,
    color: 'teal',
    autoClose: 8000,
  });
}
