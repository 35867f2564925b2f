import { usePageMeta } from '../../../../components/usePageMeta';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';

export function SignInPage() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in to your SkyForge Technologies account to shop courses and drones.',
  });
  return (
    <AuthCard
      title="Sign in to your account"
      subtitle="Welcome back! Enter your email and password."
    >
      <SignInForm />
    </AuthCard>
  );
}
