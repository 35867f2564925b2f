import { Badge } from '@mantine/core';
import {
  isOrderStatus,
  orderStatusColor,
  orderStatusLabel,
  type OrderStatusColor,
} from '../../../data/orderStatuses';
import {
  IconCheckCircle,
  IconClock,
  IconCog,
  IconTruck,
  IconXCircle,
} from '../../../components/icons';

const statusTextColor: Record<OrderStatusColor, string> = {
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
  const known = isOrderStatus(status);
  return (
    <Badge
      color={known ? orderStatusColor(status) : 'red.9'}
      // Light badges' default text is too pale for AA contrast: darken it.
      c={known ? statusTextColor[orderStatusColor(status)] : 'white'}
      variant={known ? 'light' : 'filled'}
      size="lg"
      leftSection={<StatusIcon status={status} />}
    >
      {orderStatusLabel(status)}
    </Badge>
  );
}
