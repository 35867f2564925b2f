import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A settings section's heading, and below it what the section does. */
export function SettingsSectionHeading({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {children}
      </Text>
    </>
  );
}
