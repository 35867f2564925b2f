import { usePageMeta } from '../../../../components/usePageMeta';
import { AuthCard } from './AuthCard';
import { SignUpForm } from './SignUpForm';

export function SignUpPage() {
  usePageMeta({
    title: 'Sign Up',
    description: 'Create a SkyForge Technologies account to enrol in courses and buy drones.',
  });
  return (
    <AuthCard title="Create your account" subtitle="Join SkyForge to shop courses and drones.">
      <SignUpForm />
    </AuthCard>
  );
}
