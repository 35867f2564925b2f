import { notifications } from '@mantine/notifications';

/** A short toast; the theme names its close button. */
export function notify(message: string, color: 'green' | 'red' = 'green'): void {
  notifications.show({
    message,
    color,
  });
}
