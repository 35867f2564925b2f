import { notifications } from '@mantine/notifications';

/** A toast with a labelled close button (the default one has no accessible name). */
export function notify(message: string, color: 'green' | 'red' = 'green'): void {
  notifications.show({
    message,
    color,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
