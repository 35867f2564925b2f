import { Button, Container, Text, Title } from '@mantine/core';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The error page (spec §8), shown by RouteErrorBoundary. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Container size="sm" py={100}>
      <Title order={1}>Unexpected Application Error!</Title>
      <Text mt="md" c="red.8">
        {describe(error)}
      </Text>
      <Button mt="xl" component="a" href="/">
        Go to the home page
      </Button>
    </Container>
  );
}
