import { termsOfService } from '../../../content/legal';
import { LegalPage } from '../../../features/site/legal/LegalPage';

export function Component() {
  return <LegalPage document={termsOfService} />;
}
