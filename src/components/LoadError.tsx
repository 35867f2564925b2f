// What a page shows where its data could not be loaded: what failed, a Retry, and optionally
// another way out. Never a blank area or an endless spinner (issue 18).
import { Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconCloudOff } from './icons';

export interface LoadErrorProps {
  title: string;
  message: ReactNode;
  /** 1 when the error is the whole page, else the level the page's structure needs. */
  headingOrder: TitleOrder;
  onRetry: () => void;
  /** True while the retry is under way: the button shows it and cannot be pressed twice. */
  retrying: boolean;
  /** More ways out, after Retry (e.g. a link back to the shop). */
  children?: ReactNode;
}

export function LoadError({
  title,
  message,
  headingOrder,
  onRetry,
  retrying,
  children,
}: LoadErrorProps) {
  return (
    <Stack align="center" gap="sm" ta="center" role="alert">
      <IconCloudOff size={40} style={{ color: 'var(--mantine-color-red-8)' }} />
      <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h3'}>
        {title}
      </Title>
      <Text c="gray.7" maw={460}>
        {message}
      </Text>
      <Group justify="center" gap="sm" mt="xs">
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
        {children}
      </Group>
    </Stack>
  );
}
