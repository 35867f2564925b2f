import { Badge } from '@mantine/core';
import { statusColor, statusLabel } from '../shared/orderStatus';
import classes from './OrderStatusBadge.module.css';

/** Order status as a coloured badge; unknown statuses show red (spec §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="light" size="sm" className={classes.badge}>
      {statusLabel(status)}
    </Badge>
  );
}
