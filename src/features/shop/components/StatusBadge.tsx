import { Badge } from '@mantine/core';
import { isKnownStatus, statusColor, statusLabel, type StatusTone } from '../shared/orderStatus';
import {
  IconCheckCircle,
  IconClock,
  IconCog,
  IconTruck,
  IconXCircle,
} from '../../../components/icons';

const statusTextColor: Record<StatusTone, string> = {
  yellow: 'dark.7',
  blue: 'dark.7',
  violet: 'dark.7',
  green: 'dark.7',
  red: 'white',
};

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
  const known = isKnownStatus(status);
  return (
    <Badge
      color={known ? statusColor(status) : 'red.9'}
      // Light badges' default text is too pale for AA contrast: darken it.
      c={known ? statusTextColor[statusColor(status)] : 'white'}
      variant={known ? 'light' : 'filled'}
      size="lg"
      leftSection={<StatusIcon status={status} />}
    >
      {statusLabel(status)}
    </Badge>
  );
}
