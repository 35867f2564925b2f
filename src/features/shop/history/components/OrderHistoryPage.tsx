import {
  Badge,
  Button,
  Chip,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirmedViewer } from '../../../../data/useConfirmedViewer';
import { productCategories, type Product, type ProductCategory } from '../../../../api/types';
import { SkippedRecordsNotice } from '../../../../components/SkippedRecordsNotice';
import { paths } from '../../../../config/paths';
import type { Order, OrderItem } from '../../../../data/recordTypes';
import { formatPrice } from '../../../../lib/money';
import { StatusBadge } from '../../components/StatusBadge';
import { useBuyAgain } from '../hooks/useBuyAgain';
import { useCustomerOrders, useUpdatedOrderIds } from '../hooks/useHistory';
import {
  canBuyAgain,
  filterOrders,
  itemsSummary,
  orderFilterLabels,
  orderFilters,
  parseOrderFilter,
  type OrderFilter,
} from '../model';
import { SignInPrompt } from './SignInPrompt';
import classes from './History.module.css';

/** The orders of the customer session the backend confirms, never of what storage says. */
export function OrderHistoryPage() {
  const viewer = useConfirmedViewer();
  if (viewer === undefined) {
    return (
      <Container size="md" py={80}>
        <Group justify="center">
          <Loader aria-label="Loading orders" />
        </Group>
      </Container>
    );
  }
  if (!viewer.customerEmail) return <SignInPrompt what="order history" findOrder />;
  return <OrderHistory email={viewer.customerEmail} />;
}

function OrderHistory({ email }: { email: string }) {
  const orders = useCustomerOrders(email);
  const updatedIds = useUpdatedOrderIds(orders);
  const [params, setParams] = useSearchParams();
  const filter = parseOrderFilter(params.get('status'));

  const setFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };

  const shown = orders ? filterOrders(orders, filter) : [];

  return (
    <Container size="md" py={{ base: 'lg', md: 40 }}>
      <Title order={1} mb={4}>
        Order History
      </Title>
      <Text c="gray.7" mb="lg">
        Track and manage your orders.
      </Text>
      <SkippedRecordsNotice tables={['orders']} />
      <Chip.Group multiple={false} value={filter} onChange={setFilter}>
        <Group gap="xs" mb="lg" role="radiogroup" aria-label="Filter orders by status">
          {orderFilters.map((value: OrderFilter) => (
            <Chip key={value} value={value} variant="outline">
              {orderFilterLabels[value]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {orders === undefined ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading orders" />
        </Group>
      ) : shown.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>No orders found</Text>
          <Button component={Link} to={paths.shopProducts} variant="light" mt="md">
            Browse Products
          </Button>
        </Paper>
      ) : (
        <Stack gap="md" component="ul" className={classes.list} aria-label="Orders">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} updated={updatedIds.has(order.id)} />
          ))}
        </Stack>
      )}
    </Container>
  );
}

/** Enough of a Product to put an ordered item back in the cart. */
function productOf(item: OrderItem): Product {
  return {
    id: item.productId,
    name: item.name,
    description: '',
    price: item.price,
    originalPrice: item.price,
    imageUrl: item.imageUrl,
    // A category the catalogue no longer has: the cart only needs the product's id.
    category: productCategories.includes(item.category as ProductCategory)
      ? (item.category as ProductCategory)
      : 'drones',
    trackingId: null,
  };
}

function OrderCard({ order, updated }: { order: Order; updated: boolean }) {
  const navigate = useNavigate();
  const buyAgain = useBuyAgain(() => navigate(paths.shopCart));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="li">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} className={classes.orderId}>
              {order.id}
            </Text>
            {updated && (
              <Badge
                color="indigo.9"
                variant="filled"
                title="Changed since you last opened this order"
              >
                Updated
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.7">
            <time dateTime={order.createdAt}>
              {new Date(order.createdAt).toLocaleDateString('en-US', {
                year: 'numeric',
                month: 'short',
                day: 'numeric',
              })}
            </time>
          </Text>
        </div>
        <StatusBadge status={order.status} />
      </Group>
      <Text size="sm" mt="sm" lineClamp={2}>
        {itemsSummary(order)}
      </Text>
      <Group justify="space-between" mt="md" gap="sm">
        <Text fw={800} size="lg">
          {formatPrice(order.total)}
        </Text>
        <Group gap="xs">
          {canBuyAgain(order) && (
            <Button
              variant="light"
              onClick={() =>
                buyAgain.mutate(
                  order.items.map((item) => ({
                    product: productOf(item),
                    quantity: item.quantity,
                  })),
                )
              }
              loading={buyAgain.isPending}
            >
              Buy Again
            </Button>
          )}
          <Button
            component={Link}
            to={paths.shopOrder(order.id)}
            aria-label={`View Details of order ${order.id}`}
          >
            View Details
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
