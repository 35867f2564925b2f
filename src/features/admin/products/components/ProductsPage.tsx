import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDeleteProduct } from '../../../../api/products/productMutations';
import { adminProductListQuery } from '../../../../api/products/productQueries';
import type { Product } from '../../../../api/types';
import { paths } from '../../../../config/paths';
import { formatPrice } from '../../../../lib/money';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  IconEdit,
  IconExternal,
  IconPlus,
  IconSearch,
  IconTrash,
  IconTruck,
} from '../../../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../shared/useListState';
import { PagedTable } from '../../components/PagedTable';
import { paginate } from '../../shared/pagination';
import { categoryShortLabels } from '../../shared/productCategories';
import { filterProducts, productMessages, productPageSize, toCategoryFilter } from '../model';
import { ProductFormDialog } from './ProductFormDialog';
import classes from './ProductsPage.module.css';
import { TrackingDialog } from './TrackingDialog';

type FormState = { opened: boolean; product: Product | null };

interface RowActionsProps {
  product: Product;
  onEdit: () => void;
  onTracking: () => void;
  onDelete: () => void;
}

function RowActions({ product, onEdit, onTracking, onDelete }: RowActionsProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label="View in shop (new tab)">
        <ActionIcon
          component="a"
          href={paths.shopProduct(product.id)}
          target="_blank"
          rel="noopener"
          variant="light"
          aria-label={`View ${product.name} in the shop (opens in a new tab)`}
        >
          <IconExternal size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit">
        <ActionIcon variant="light" onClick={onEdit} aria-label={`Edit ${product.name}`}>
          <IconEdit size={16} />
        </ActionIcon>
      </Tooltip>
      <Button
        size="compact-sm"
        variant="light"
        color="teal"
        leftSection={<IconTruck size={14} />}
        onClick={onTracking}
        aria-label={`${product.trackingId ? 'Update' : 'Add Tracking'} for ${product.name}`}
      >
        {product.trackingId ? 'Update' : 'Add Tracking'}
      </Button>
      <Tooltip label="Delete">
        <ActionIcon
          variant="light"
          color="red"
          onClick={onDelete}
          aria-label={`Delete ${product.name}`}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function PriceCell({ product }: { product: Product }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {formatPrice(product.price)}
      </Text>
      {product.originalPrice > product.price ? (
        <Text size="xs" c="dimmed" td="line-through">
          {formatPrice(product.originalPrice)}
        </Text>
      ) : null}
    </Stack>
  );
}

export function ProductsPage() {
  const [list, setList] = useListState({ search: '', category: 'all', page: 1 });
  const category = toCategoryFilter(list.category);
  const products = useQuery(adminProductListQuery());
  const [form, setForm] = useState<FormState>({ opened: false, product: null });
  const [tracking, setTracking] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const remove = useDeleteProduct({
    onSuccess: (_data, product) => {
      notifications.show({ color: 'green', message: `Product "${product.name}" deleted.` });
      setDeleting(null);
    },
    onError: () => {
      notifications.show({ color: 'red', message: productMessages.deleteFailed });
    },
  });

  const visible = useMemo(
    () => filterProducts(products.data ?? [], list.search, category),
    [products.data, list.search, category],
  );
  const paged = paginate(visible, list.page, productPageSize);

  const confirmDelete = () => {
    if (deleting) remove.mutate(deleting);
  };

  const actionsFor = (product: Product) => ({
    product,
    onEdit: () => setForm({ opened: true, product }),
    onTracking: () => setTracking(product),
    onDelete: () => setDeleting(product),
  });

  return (
    <>
      <PageHeader
        title="Products"
        description={
          products.isPending
            ? 'Loading products...'
            : `${products.data?.length ?? 0} products in the catalogue`
        }
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ opened: true, product: null })}
          >
            Add Product
          </Button>
        }
      />

      <Paper withBorder radius="md" p="md">
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search products"
            placeholder="Name or description"
            leftSection={<IconSearch size={16} />}
            value={list.search}
            onChange={(event) => setList({ search: event.currentTarget.value })}
            className={classes.search}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="product-category-label">
              Category
            </Text>
            <SegmentedControl
              aria-labelledby="product-category-label"
              value={category}
              onChange={(value) => setList({ category: value })}
              data={[
                { value: 'all', label: 'All' },
                { value: 'courses', label: 'Courses' },
                { value: 'drones', label: 'Drones' },
              ]}
            />
          </Stack>
        </Group>

        <PagedTable
          paged={paged}
          onPageChange={(value) => setList({ page: value })}
          loading={products.isPending}
          loadingText="Loading products..."
          emptyText="No products found"
          minWidth={760}
          scrollProps={{ visibleFrom: 'sm' }}
          tableProps={{ striped: true }}
          head={
            <>
              <Table.Th>Product</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Tracking ID</Table.Th>
              <Table.Th>Actions</Table.Th>
            </>
          }
          after={
            <SimpleGrid cols={1} spacing="sm" hiddenFrom="sm">
              {paged.rows.map((product) => (
                <Card key={product.id} withBorder radius="md" padding="sm">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Image
                      src={product.imageUrl}
                      alt=""
                      w={64}
                      h={64}
                      radius="sm"
                      fit="cover"
                      className={classes.thumb}
                    />
                    <div className={classes.productText}>
                      <Text fw={600}>{product.name}</Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {product.description}
                      </Text>
                      <Group gap="xs" mt={4}>
                        <Badge
                          className={classes.badge}
                          variant="light"
                          size="sm"
                          color={product.category === 'drones' ? 'sky' : 'grape'}
                        >
                          {categoryShortLabels[product.category]}
                        </Badge>
                        <Text size="sm" fw={600}>
                          {formatPrice(product.price)}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed" mt={4}>
                        Tracking: {product.trackingId ?? '—'}
                      </Text>
                    </div>
                  </Group>
                  <Group mt="sm">
                    <RowActions {...actionsFor(product)} />
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          }
        >
          {paged.rows.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image
                    src={product.imageUrl}
                    alt=""
                    w={48}
                    h={48}
                    radius="sm"
                    fit="cover"
                    className={classes.thumb}
                  />
                  <div className={classes.productText}>
                    <Text size="sm" fw={600}>
                      {product.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {product.description}
                    </Text>
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge
                  className={classes.badge}
                  variant="light"
                  color={product.category === 'drones' ? 'sky' : 'grape'}
                >
                  {categoryShortLabels[product.category]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <PriceCell product={product} />
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  c={product.trackingId ? undefined : 'dimmed'}
                  className={classes.mono}
                >
                  {product.trackingId ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <RowActions {...actionsFor(product)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </PagedTable>
      </Paper>

      <ProductFormDialog
        opened={form.opened}
        product={form.product}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
      <TrackingDialog product={tracking} onClose={() => setTracking(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Product"
        message={
          <Text size="sm">
            Delete <strong>{deleting?.name}</strong>? This cannot be undone.
          </Text>
        }
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
