import { Button, Container, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The router's error element (spec §8). */
export function RouteError() {
  const error = useRouteError();
  console.error('[router]', error);
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
