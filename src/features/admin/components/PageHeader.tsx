import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons shown on the right (wrap below the title on narrow screens). */
  actions?: ReactNode;
}

/** The title row every admin page starts with (the page's one h1). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group className={classes.root} justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
