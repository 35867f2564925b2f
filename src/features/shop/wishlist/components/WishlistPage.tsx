import {
  Anchor,
  Breadcrumbs,
  Button,
  Center,
  Container,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notify } from '../../../../components/notify';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAddToCart } from '../../../../data/cartHooks';
import type { Product } from '../../../../api/types';
import { paths } from '../../../../config/paths';
import { usePageMeta } from '../../../../components/usePageMeta';
import { useWishlist } from '../../../../data/wishlist';
import { formatPrice } from '../../../../lib/money';
import { ProductCard } from '../../components/ProductCard';
import { IconCart, IconSearch, IconTrash } from '../../../../components/icons';
import { catalogCategories, parseCategory } from '../../shared/catalogFilters';
import { useSearchText } from '../../../../components/useSearchText';
import {
  filterWishlist,
  parseWishlistSort,
  summarizeWishlist,
  wishlistCategoryLabels,
  wishlistSortLabels,
  wishlistSorts,
} from '../model';
import { useWishlistView } from '../hooks/useWishlistView';
import { useRemoveFromWishlist } from '../../shared/useWishlistWrites';
import classes from './WishlistPage.module.css';

function WishlistActions({ product }: { product: Product }) {
  const addToCart = useAddToCart();
  const remove = useRemoveFromWishlist();
  const onAdd = async () => {
    try {
      await addToCart.mutateAsync({ product, quantity: 1 });
      notify({ message: `${product.name} was added to your cart.`, color: 'green' });
    } catch (error) {
      console.error('[cart] add failed', error);
      notify({
        message: 'The product could not be added to your cart. Please try again.',
        color: 'red',
      });
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        leftSection={<IconCart size={14} />}
        onClick={() => void onAdd()}
        loading={addToCart.isPending}
        className={classes.addButton}
        aria-label={`Add ${product.name} to cart`}
      >
        Add to Cart
      </Button>
      <Button
        size="xs"
        variant="default"
        className={classes.removeButton}
        leftSection={<IconTrash size={14} />}
        onClick={() => remove.mutate(product.id)}
        aria-label={`Remove ${product.name} from wishlist`}
      >
        Remove
      </Button>
    </Group>
  );
}

function EmptyWishlist() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 48 }} className={classes.empty}>
      <Stack align="center" gap="md" ta="center">
        <img
          src="/media/shop/empty-wishlist.svg"
          alt=""
          width={220}
          height={220}
          loading="lazy"
          className={classes.emptyImage}
        />
        <Title order={2}>Your wishlist is empty</Title>
        <Text c="gray.7" maw={420}>
          Tap the heart on any product to save it here for later.
        </Text>
        <Button component={Link} to={paths.shopProducts} size="md" radius="xl">
          Browse Products
        </Button>
      </Stack>
    </Paper>
  );
}

export function WishlistPage() {
  usePageMeta({
    title: 'My Wishlist',
    description: 'The drones, kits and courses you saved for later at the SkyForge Shop.',
  });
  const entries = useWishlist();
  const { view, setView } = useWishlistView();

  const search = useSearchText(view.search, (value) => setView({ search: value }));
  const text = search.text;

  // Filtering follows the typed text at once; the URL catches up after the debounce.
  const shown = useMemo(
    () => (entries ? filterWishlist(entries, { ...view, search: text }) : []),
    [entries, view, text],
  );
  const summary = useMemo(() => summarizeWishlist(entries ?? []), [entries]);

  return (
    <Container size="xl" py={{ base: 'lg', md: 'xl' }}>
      <Breadcrumbs separator="›" mb="sm" aria-label="Breadcrumb">
        <Anchor component={Link} to={paths.shop} size="sm">
          Shop
        </Anchor>
        <Text size="sm" c="gray.7" aria-current="page">
          My Wishlist
        </Text>
      </Breadcrumbs>
      <Title order={1} className={classes.title} mb="lg">
        My Wishlist
      </Title>

      {entries === undefined ? (
        <Center py="xl">
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>Loading...</Text>
          </Group>
        </Center>
      ) : entries.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <div className={classes.layout}>
          <section aria-label="Wishlist items" className={classes.main}>
            <div className={classes.toolbar}>
              <TextInput
                type="search"
                label="Search wishlist"
                placeholder="Search by name or description"
                value={text}
                onChange={(event) => search.change(event.currentTarget.value)}
                leftSection={<IconSearch size={16} />}
                className={classes.search}
              />
              <NativeSelect
                label="Category"
                value={view.category}
                onChange={(event) =>
                  setView({ category: parseCategory(event.currentTarget.value) })
                }
                data={catalogCategories.map((category) => ({
                  value: category,
                  label: wishlistCategoryLabels[category],
                }))}
                className={classes.select}
              />
              <NativeSelect
                label="Sort by"
                value={view.sort}
                onChange={(event) =>
                  setView({ sort: parseWishlistSort(event.currentTarget.value) })
                }
                data={wishlistSorts.map((sort) => ({
                  value: sort,
                  label: wishlistSortLabels[sort],
                }))}
                className={classes.select}
              />
            </div>

            {shown.length === 0 ? (
              <Paper withBorder radius="lg" p="xl" ta="center">
                <Text fw={700}>No products found</Text>
                <Text c="gray.7" size="sm" mt={4}>
                  Nothing in your wishlist matches these filters.
                </Text>
                <Button
                  variant="light"
                  mt="md"
                  onClick={() => {
                    search.clear();
                    setView({ search: '', category: 'all' });
                  }}
                >
                  Clear filters
                </Button>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing={{ base: 'sm', md: 'lg' }}>
                {shown.map((entry) => (
                  <ProductCard
                    key={entry.productId}
                    product={entry.product}
                    showWishlistToggle={false}
                    headingLevel={2}
                    actions={<WishlistActions product={entry.product} />}
                  />
                ))}
              </SimpleGrid>
            )}
          </section>

          <aside aria-labelledby="wishlist-summary-title" className={classes.aside}>
            <Paper withBorder radius="lg" p="lg" className={classes.summary}>
              <Title order={2} size="h4" id="wishlist-summary-title">
                Wishlist Summary
              </Title>
              <dl className={classes.summaryList}>
                <div>
                  <dt>Items</dt>
                  <dd data-testid="wishlist-count">{summary.count}</dd>
                </div>
                <div>
                  <dt>Total value</dt>
                  <dd data-testid="wishlist-total">{formatPrice(summary.totalValue)}</dd>
                </div>
                {summary.savings > 0 && (
                  <div>
                    <dt>You save</dt>
                    <dd className={classes.savings}>{formatPrice(summary.savings)}</dd>
                  </div>
                )}
              </dl>
              <Button component={Link} to={paths.shopProducts} variant="light" fullWidth mt="md">
                Continue Shopping
              </Button>
            </Paper>
          </aside>
        </div>
      )}
    </Container>
  );
}
