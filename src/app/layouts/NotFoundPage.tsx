import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../components/usePageMeta';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
  });
  return (
    <Container size="sm" py={120} ta="center">
      <Title order={1} fz={96} c="sky.7">
        404
      </Title>
      <Text size="lg" mt="md">
        Oops! The page you&apos;re looking for can&apos;t be found.
      </Text>
      <Button component={Link} to={paths.home} mt="xl" size="md">
        Go back home
      </Button>
    </Container>
  );
}
