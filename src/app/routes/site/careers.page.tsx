import { CareersPage } from '../../../features/site/careers/components/CareersPage';

export function Component() {
  return <CareersPage />;
}
