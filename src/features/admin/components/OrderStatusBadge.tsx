import { Badge } from '@mantine/core';
import { orderStatusColor, orderStatusLabel } from '../../../data/orderStatuses';
import classes from './OrderStatusBadge.module.css';

/** Order status as a coloured badge; unknown statuses show red (spec §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={orderStatusColor(status)} variant="light" size="sm" className={classes.badge}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
