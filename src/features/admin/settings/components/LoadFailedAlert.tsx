import { Alert, Button, Group, Text } from '@mantine/core';

/** A Settings section whose backend read failed: what failed, and Try again. */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
