import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { usePageMeta } from '../../../../components/usePageMeta';
import { customerSession, sessionExpiredMessage } from '../../../../data/session';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';

export function SignInPage() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in to your SkyForge Technologies account to shop courses and drones.',
  });
  // Only after a session ended by itself (not a sign-out, not a first visit); gone once signed in.
  const expired = useSyncExternalStore(
    customerSession.subscribe,
    customerSession.hasExpired,
    () => false,
  );
  return (
    <AuthCard
      title="Sign in to your account"
      subtitle="Welcome back! Enter your email and password."
    >
      {expired ? (
        <Alert color="yellow" variant="light" role="alert" mb="md">
          {sessionExpiredMessage}
        </Alert>
      ) : null}
      <SignInForm />
    </AuthCard>
  );
}
