import { SignUpPage } from '../../../features/site/auth/components/SignUpPage';

export function Component() {
  return <SignUpPage />;
}
