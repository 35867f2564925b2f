import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function SiteFooter() {
  return (
    <footer>
      <Container size="lg" py="xl">
        <Group>
          <Anchor component={Link} to={paths.privacy}>
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to={paths.terms}>
            Terms of Service
          </Anchor>
          <Anchor component={Link} to={paths.sitemap}>
            Sitemap
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          © 2025 SkyForge Technologies
        </Text>
      </Container>
    </footer>
  );
}
