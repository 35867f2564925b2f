import { ContactPage } from '../../../features/site/contact/components/ContactPage';
import { startOutboxSync } from '../../../features/site/contact/outbox';

// Messages kept offline are sent as soon as this page's code loads (and on every `online`).
startOutboxSync();

export function Component() {
  return <ContactPage />;
}
