import { Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Order } from '../../../data/recordTypes';
import { orderStatusLabel } from '../../../data/orderStatuses';
import { formatPrice } from '../../../lib/money';
import { useAdminDates } from '../shared/useAdminDates';
import { OrderIdText } from './OrderIdText';
import { OrderStatusBadge } from './OrderStatusBadge';
import classes from './OrderCard.module.css';

export interface OrderCardProps {
  order: Order;
  /** Buttons under the figures. Without them the whole card is a link that opens the order. */
  actions?: ReactNode;
}

/**
 * An order on a phone, as an operator scans it: who and the total, the status and when, then
 * the id shortened (OrderIdText). Everything fits a 320 px screen; nothing scrolls sideways.
 */
export function OrderCard({ order, actions }: OrderCardProps) {
  const dates = useAdminDates();
  const { name, email } = order.customerInfo;
  const total = formatPrice(order.total);
  const status = String(order.status);
  const when = `${dates.date(order.createdAt)}, ${dates.time(order.createdAt)}`;
  const body = (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div className={classes.who}>
          <Text size="sm" fw={600} truncate="end">
            {name || email}
          </Text>
          {email && name ? (
            <Text size="xs" c="dimmed" truncate="end" title={email}>
              {email}
            </Text>
          ) : null}
        </div>
        <Text size="sm" fw={700} className={classes.nowrap}>
          {total}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={6}>
        <OrderStatusBadge status={status} />
        <Text size="xs" c="dimmed" className={classes.nowrap}>
          {when}
        </Text>
      </Group>
      <OrderIdText id={order.id} c="dimmed" display="block" mt={4} />
    </>
  );
  if (actions) {
    return (
      <Card
        component="article"
        withBorder
        radius="md"
        padding="sm"
        aria-label={`Order ${order.id}`}
      >
        {body}
        <Group gap="xs" mt="sm">
          {actions}
        </Group>
      </Card>
    );
  }
  return (
    <Card
      component={Link}
      to={paths.shopOrder(order.id)}
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      aria-label={`Open order ${order.id}: ${name || email}, ${orderStatusLabel(status)}, ${total}, ${when}`}
    >
      {body}
    </Card>
  );
}
