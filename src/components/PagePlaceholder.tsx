import { Container, Text, Title } from '@mantine/core';
import { usePageMeta } from './usePageMeta';

/** Stands in for a screen that is not built yet. */
export function PagePlaceholder({ title }: { title: string }) {
  usePageMeta({ title, description: `${title} — coming soon.` });
  return (
    <Container size="md" py={80}>
      <Title order={1}>{title}</Title>
      <Text mt="md" c="dimmed">
        This page is being built. Check back soon.
      </Text>
    </Container>
  );
}
