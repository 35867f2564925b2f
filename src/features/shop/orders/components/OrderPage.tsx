import {
  Anchor,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notify } from '../../../../components/notify';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useConfirmedViewer } from '../../../../data/useConfirmedViewer';
import { paths } from '../../../../config/paths';
import type { Order } from '../../../../data/recordTypes';
import { formatPrice } from '../../../../lib/money';
import { ProductImage } from '../../components/ProductImage';
import { StatusBadge } from '../../components/StatusBadge';
import { isJustPlaced } from '../../shared/orderPlaced';
import { useMarkOrderSeen, useOrder } from '../hooks/useOrder';
import { formatDateTime } from '../model';
import { MessageCenter } from './MessageCenter';
import { OrderTimeline } from './OrderTimeline';
import classes from './OrderPage.module.css';

export const orderNotFoundMessage = 'Order not found';

export function OrderPage({ orderId }: { orderId: string }) {
  const viewer = useConfirmedViewer();
  const found = useOrder(orderId, viewer);
  if (found === undefined) {
    return (
      <Container size="lg" py={80}>
        <Group justify="center">
          <Loader aria-label="Loading order" />
        </Group>
      </Container>
    );
  }
  if (found === null) return <OrderNotFound />;
  return (
    <OrderDetails
      order={found.order}
      byCustomer={found.access === 'customer'}
      signedIn={viewer?.customerEmail != null}
    />
  );
}

/** Spec: an unknown order redirects to /shop; the toast says why. */
function OrderNotFound() {
  useEffect(() => {
    // A fixed id: a double effect run (strict mode) shows one toast, not two.
    notify({ id: 'order-not-found', color: 'red', message: orderNotFoundMessage });
  }, []);
  return <Navigate to={paths.shop} replace />;
}

function OrderDetails({
  order,
  byCustomer,
  signedIn,
}: {
  order: Order;
  byCustomer: boolean;
  /** A confirmed customer session: else the history would only ask a guest to sign in. */
  signedIn: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // Thanks once, right after checkout: the flag is dropped from the history entry, so a reload
  // or a later visit to this entry does not thank again.
  const [justPlaced] = useState(() => isJustPlaced(location.state));
  useEffect(() => {
    if (isJustPlaced(location.state)) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);
  useMarkOrderSeen(order, byCustomer);
  const discountAmount = Math.max(0, order.subtotal - order.total);
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} className={classes.page}>
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.header}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            {justPlaced && (
              <Text size="sm" c="gray.7">
                Thank you for your order!
              </Text>
            )}
            <Title order={1} className={classes.title}>
              Order <span className={classes.id}>{order.id}</span>
            </Title>
            <Text size="sm" c="gray.7">
              Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </Text>
          </div>
          <StatusBadge status={order.status} />
        </Group>
      </Paper>

      <Grid gap="xl" mt="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
              <Title order={2} size="h4" mb="md">
                Order Status
              </Title>
              <OrderTimeline order={order} />
            </Paper>
            <MessageCenter orderId={order.id} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
              <Title order={2} size="h4" mb="md">
                Items
              </Title>
              <ul className={classes.items} aria-label="Ordered items">
                {order.items.map((item) => (
                  <li key={item.productId} className={classes.item}>
                    <ProductImage src={item.imageUrl} alt="" size={56} className={classes.thumb} />
                    <div>
                      <Anchor
                        component={Link}
                        to={paths.shopProduct(item.productId)}
                        size="sm"
                        fw={600}
                      >
                        {item.name}
                      </Anchor>
                      <Text size="xs" c="gray.7">
                        Qty {item.quantity} × {formatPrice(item.price)}
                      </Text>
                    </div>
                    <Text size="sm" fw={700}>
                      {formatPrice(item.price * item.quantity)}
                    </Text>
                  </li>
                ))}
              </ul>
              <Divider my="md" />
              <Stack gap={6}>
                <Row label="Subtotal" value={formatPrice(order.subtotal)} />
                {discountAmount > 0 && (
                  <Row
                    label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}
                    value={`-${formatPrice(discountAmount)}`}
                  />
                )}
                <Row label="Shipping" value="Free" />
                <Group justify="space-between">
                  <Text fw={700}>Total</Text>
                  <Text fw={800} size="lg">
                    {formatPrice(order.total)}
                  </Text>
                </Group>
              </Stack>
            </Paper>

            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
              <Title order={2} size="h4" mb="md">
                Customer Information
              </Title>
              <dl className={classes.info}>
                <dt>Name</dt>
                <dd>{order.customerInfo.name}</dd>
                <dt>Email</dt>
                <dd>{order.customerInfo.email}</dd>
                <dt>Shipping address</dt>
                <dd>{order.customerInfo.address}</dd>
              </dl>
            </Paper>

            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button component={Link} to={paths.shopProducts} variant="default">
                Continue Shopping
              </Button>
              {signedIn ? (
                <Button component={Link} to={paths.shopOrderHistory} variant="light">
                  Order History
                </Button>
              ) : (
                <Button component={Link} to={paths.shopFindOrder} variant="light">
                  Find my order
                </Button>
              )}
            </SimpleGrid>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}
