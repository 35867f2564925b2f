import { privacyPolicy } from '../../../content/legal';
import { LegalPage } from '../../../features/site/legal/LegalPage';

export function Component() {
  return <LegalPage document={privacyPolicy} />;
}
