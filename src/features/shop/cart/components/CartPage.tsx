import {
  Alert,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notify } from '../../../../components/notify';
import { Link } from 'react-router-dom';
import type { CartItem } from '../../../../api/types';
import { useCart, useRemoveCartItem, useUpdateCartItem } from '../../../../data/cartHooks';
import { failureMessage } from '../../../../api/failure';
import { ShopPageLoadError } from '../../components/ShopPageLoadError';
import { paths } from '../../../../config/paths';
import { OrderSummary } from '../../components/OrderSummary';
import { cartItemCount, cartTotals } from '../../shared/cartTotals';
import { CartLine } from './CartLine';
import { CouponBox } from './CouponBox';
import { EmptyCart } from './EmptyCart';
import classes from './CartPage.module.css';

export function CartPage() {
  const { data: cart, error, isPending, isError, isFetching, refetch } = useCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const retry = () => void refetch();

  if (isPending) return <CartSkeleton />;
  // A cart that could not be loaded is not an empty one: saying so would scare the shopper.
  if (isError && !cart) {
    return <CartLoadError error={error} onRetry={retry} retrying={isFetching} />;
  }
  if (!cart || cart.items.length === 0) return <EmptyCart />;

  const totals = cartTotals(cart.items, cart.coupon);
  const count = cartItemCount(cart.items);
  const busyId = (update.isPending && update.variables?.itemId) || null;
  const removingId = (remove.isPending && remove.variables?.id) || null;

  const onQuantity = (item: CartItem, quantity: number) =>
    update.mutate(
      { itemId: item.id, quantity },
      {
        onError: () => notify({ color: 'red', message: 'Could not update the quantity.' }),
      },
    );
  const onRemove = (item: CartItem) =>
    remove.mutate(item, {
      onError: () => notify({ color: 'red', message: 'Could not remove the item.' }),
    });

  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} className={classes.page}>
      <Group justify="space-between" align="baseline" mb="lg">
        <Title order={1}>Shopping Cart</Title>
        <Text c="gray.7">
          {count} {count === 1 ? 'item' : 'items'}
        </Text>
      </Group>
      {isError && (
        <Alert color="red" variant="light" mb="lg" role="alert">
          <Group justify="space-between">
            <Text size="sm">
              Your cart could not be refreshed: this is what it held when last loaded.
            </Text>
            <Button size="xs" color="red.8" onClick={retry} loading={isFetching}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" px={{ base: 'sm', sm: 'lg' }} py="xs">
            <ul className={classes.lines} aria-label="Cart items">
              {cart.items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  busy={busyId === item.id || removingId === item.id}
                  onQuantity={onQuantity}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="lg" className={classes.summary}>
            <Stack gap="md">
              <Title order={2} size="h4">
                Order Summary
              </Title>
              <CouponBox coupon={cart.coupon} />
              <OrderSummary
                totals={totals}
                couponCode={cart.coupon?.code ?? null}
                itemCount={count}
              />
              <Button component={Link} to={paths.shopCheckout} size="md" fullWidth>
                Proceed to Checkout
              </Button>
              <Button component={Link} to={paths.shopProducts} variant="default" fullWidth>
                Continue Shopping
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function CartLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <ShopPageLoadError
      title="We couldn't load your cart"
      message={failureMessage(error, {
        unreachable:
          'The shop did not answer. Nothing in your cart has been lost: try again in a moment.',
        retry: 'Nothing in your cart has been lost: try again in a moment.',
      })}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

function CartSkeleton() {
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }} aria-busy="true">
      <Title order={1} mb="lg">
        Shopping Cart
      </Title>
      <Text className={classes.srOnly} role="status">
        Loading cart...
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            {[0, 1].map((key) => (
              <Group key={key} wrap="nowrap" align="flex-start">
                <Skeleton width={96} height={96} radius="md" />
                <Stack gap={8} className={classes.grow}>
                  <Skeleton height={16} width="60%" />
                  <Skeleton height={12} width="30%" />
                  <Skeleton height={32} width={120} />
                </Stack>
              </Group>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={260} radius="lg" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
