import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from '../orders/model';

/** Order status as a coloured badge; unknown statuses show red (spec §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="light" size="sm">
      {statusLabel(status)}
    </Badge>
  );
}
