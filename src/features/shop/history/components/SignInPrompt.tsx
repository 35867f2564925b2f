import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';

/** `findOrder`: a guest's way back to an order without an account (issue 35). */
export function SignInPrompt({ what, findOrder = false }: { what: string; findOrder?: boolean }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Please Sign In</Title>
        <Text c="gray.7">Sign in to your account to see your {what}.</Text>
        <Button component={Link} to={paths.signIn} size="md">
          Sign In
        </Button>
        {findOrder && (
          <>
            <Text size="sm" c="gray.7" mt="md">
              Ordered as a guest?
            </Text>
            <Button component={Link} to={paths.shopFindOrder} variant="light">
              Find my order
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
