import { Badge } from '@mantine/core';
import { isKnownStatus, statusColor, statusLabel } from '../model';
import { IconCheckCircle, IconClock, IconCog, IconTruck, IconXCircle } from './icons';

function StatusIcon({ status }: { status: string }) {
  switch (status) {
    case 'pending':
      return <IconClock size={14} />;
    case 'processing':
      return <IconCog size={14} />;
    case 'shipped':
      return <IconTruck size={14} />;
    case 'delivered':
      return <IconCheckCircle size={14} />;
    default:
      return <IconXCircle size={14} />;
  }
}

/** Spec §4: any status outside the four shows a red cancelled-like icon. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={statusColor(status)}
      variant={isKnownStatus(status) ? 'light' : 'filled'}
      size="lg"
      leftSection={<StatusIcon status={status} />}
    >
      {statusLabel(status)}
    </Badge>
  );
}
