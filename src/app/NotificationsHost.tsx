import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toast host; loaded after first paint so the public pages start lighter. */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
