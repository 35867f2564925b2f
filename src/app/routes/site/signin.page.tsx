import { SignInPage } from '../../../features/site/auth/components/SignInPage';

export function Component() {
  return <SignInPage />;
}
