import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

function describe(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}

/** Where "back" leads from a broken page: the home of the area it belongs to. */
export function areaHome(pathname: string): { to: string; label: string } {
  const path = pathname.toLowerCase();
  if (path === '/admin' || path.startsWith('/admin/')) {
    return { to: paths.admin, label: 'Back to the dashboard' };
  }
  if (path === '/shop' || path.startsWith('/shop/')) {
    return { to: paths.shop, label: 'Back to the shop' };
  }
  return { to: paths.home, label: 'Go to the home page' };
}

interface RouteErrorProps {
  error: unknown;
  pathname: string;
  onRetry: () => void;
}

/** The error page (spec §8), shown by RouteErrorBoundary inside the area's layout. */
export function RouteError({ error, pathname, onRetry }: RouteErrorProps) {
  const home = areaHome(pathname);
  return (
    <Container size="sm" py={60} role="alert">
      <Title order={1}>Unexpected Application Error!</Title>
      <Text mt="md">This page could not be shown. Nothing you saved has been lost.</Text>
      <Text mt="xs" size="sm" c="dimmed">
        {describe(error)}
      </Text>
      <Group mt="xl">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="default" component={Link} to={home.to}>
          {home.label}
        </Button>
      </Group>
    </Container>
  );
}
