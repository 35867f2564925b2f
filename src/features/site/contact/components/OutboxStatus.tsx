import { Alert } from '@mantine/core';
import { countOutbox } from '../../../../data/outbox';
import { IconCloudOff } from '../../../../components/icons';
import { useLocalQuery } from '../../../../data/useLocalQuery';

export function waitingText(count: number): string {
  return count === 1 ? '1 message waiting to be sent' : `${count} messages waiting to be sent`;
}

/** Live count of contact messages kept in the outbox until the connection returns. */
export function OutboxStatus() {
  const count = useLocalQuery(() => countOutbox('contact'), [], { initial: 0 });
  return (
    <div aria-live="polite">
      {count > 0 && (
        <Alert color="blue" variant="light" icon={<IconCloudOff />} mb="md">
          {waitingText(count)}. They will be sent automatically when you are online.
        </Alert>
      )}
    </div>
  );
}
