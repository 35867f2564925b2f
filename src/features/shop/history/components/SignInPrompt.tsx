import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';

export function SignInPrompt({ what }: { what: string }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Please Sign In</Title>
        <Text c="gray.7">Sign in to your account to see your {what}.</Text>
        <Button component={Link} to={paths.signIn} size="md">
          Sign In
        </Button>
      </Stack>
    </Container>
  );
}
