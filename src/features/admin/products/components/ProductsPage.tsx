import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notify } from '../../../../components/notify';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useDeleteProduct } from '../../../../api/products/productMutations';
import { productPageQuery } from '../../../../api/products/productQueries';
import type { Product, ProductSort } from '../../../../api/types';
import { useAdminSession } from '../../../../data/useSession';
import { paths } from '../../../../config/paths';
import { formatPrice } from '../../../../lib/money';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  IconChevronDown,
  IconChevronUp,
  IconEdit,
  IconExternal,
  IconPlus,
  IconSelector,
  IconTrash,
  IconTruck,
} from '../../../../components/icons';
import { ListSearchInput } from '../../components/ListSearchInput';
import { SkippedRecordsNotice } from '../../../../components/SkippedRecordsNotice';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../shared/useListState';
import { PagedTable } from '../../components/PagedTable';
import { formatInteger } from '../../shared/format';
import { serverPage } from '../../shared/pagination';
import { categoryShortLabels } from '../../shared/productCategories';
import {
  adminProductSortLabels,
  defaultAdminProductSort,
  nextColumnSort,
  productMessages,
  productPageSize,
  toAdminProductSort,
  toCategoryFilter,
} from '../model';
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

const sortOptions = Object.entries(adminProductSortLabels).map(([value, label]) => ({
  value,
  label,
}));

interface SortHeaderProps {
  column: 'name' | 'price';
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  children: ReactNode;
}

/** A column header that sorts the list; announces its state with aria-sort. */
function SortHeader({ column, sort, onSort, children }: SortHeaderProps) {
  const ascending = column === 'name' ? sort === 'name' : sort === 'price-asc';
  const descending = column === 'name' ? sort === 'name-desc' : sort === 'price-desc';
  const Icon = ascending ? IconChevronUp : descending ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={ascending ? 'ascending' : descending ? 'descending' : 'none'}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(nextColumnSort(sort, column))}
        data-active={ascending || descending || undefined}
      >
        <span>{children}</span>
        <Icon size={14} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The product just added (or edited) stands out until the next one. */
interface Highlight {
  id: string;
  added: boolean;
}

function JustSavedBadge({ highlight }: { highlight: Highlight }) {
  return (
    <Badge size="sm" color="green" variant="filled" className={classes.badge}>
      {highlight.added ? 'Just added' : 'Just updated'}
    </Badge>
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
  const [list, setList] = useListState({
    search: '',
    category: 'all',
    sort: defaultAdminProductSort as string,
    page: 1,
  });
  const category = toCategoryFilter(list.category);
  const sort = toAdminProductSort(list.sort);
  // The catalogue filters, sorts and pages (its indexes), one page at a time.
  const search = list.search.trim();
  const products = useQuery({
    ...productPageQuery({ search, category, sort, page: list.page, limit: productPageSize }),
    placeholderData: keepPreviousData,
  });
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [form, setForm] = useState<FormState>({ opened: false, product: null });
  const [tracking, setTracking] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const remove = useDeleteProduct(useAdminSession()?.token ?? null, {
    onSuccess: (_data, product) => {
      notify({ color: 'green', message: `Product "${product.name}" deleted.` });
      setDeleting(null);
    },
    onError: () => {
      notify({ color: 'red', message: productMessages.deleteFailed });
    },
  });

  const total = products.data?.total ?? 0;
  const paged = serverPage(products.data?.items ?? [], list.page, productPageSize, total);
  // A page past the end (e.g. after deleting its last product): show the last one.
  const lastPage = paged.pages;
  const pastTheEnd = !products.isPlaceholderData && total > 0 && list.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setList({ page: lastPage });
  }, [pastTheEnd, lastPage, setList]);

  const onSaved = (saved: Product, added: boolean) => {
    setHighlight({ id: saved.id, added });
    // A new product is the newest: show the list from its top, where it is.
    if (added) setList({ search: '', category: 'all', sort: defaultAdminProductSort });
  };
  const highlightFor = (product: Product) => (highlight?.id === product.id ? highlight : null);
  const filtered = Boolean(search) || category !== 'all';

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
            : `${formatInteger(total)} ${total === 1 ? 'product' : 'products'} ${filtered ? 'found' : 'in the catalogue'}`
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
      <SkippedRecordsNotice tables={['products']} />

      <Paper withBorder radius="md" p="md">
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          <ListSearchInput
            label="Search products"
            placeholder="Name or description"
            search={list.search}
            onSearch={(value) => setList({ search: value.trim() })}
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
          <Select
            label="Sort by"
            data={sortOptions}
            value={sort}
            allowDeselect={false}
            onChange={(value) => setList({ sort: toAdminProductSort(value) })}
            className={classes.sort}
          />
        </Group>

        <PagedTable
          paged={paged}
          onPageChange={(value) => setList({ page: value }, { push: true })}
          loading={products.isPending}
          loadingText="Loading products..."
          emptyText="No products found"
          minWidth={760}
          label="Products table"
          tableProps={{ striped: true }}
          head={
            <>
              <SortHeader column="name" sort={sort} onSort={(next) => setList({ sort: next })}>
                Product
              </SortHeader>
              <Table.Th>Category</Table.Th>
              <SortHeader column="price" sort={sort} onSort={(next) => setList({ sort: next })}>
                Price
              </SortHeader>
              <Table.Th>Tracking ID</Table.Th>
              <Table.Th>Actions</Table.Th>
            </>
          }
          phoneCards={
            <SimpleGrid cols={1} spacing="sm">
              {paged.rows.map((product) => (
                <Card
                  key={product.id}
                  withBorder
                  radius="md"
                  padding="sm"
                  className={classes.card}
                  data-highlighted={highlightFor(product) ? true : undefined}
                >
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
                      {highlightFor(product) ? (
                        <JustSavedBadge highlight={highlightFor(product) as Highlight} />
                      ) : null}
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
            <Table.Tr
              key={product.id}
              className={classes.row}
              data-highlighted={highlightFor(product) ? true : undefined}
            >
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
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {product.name}
                      </Text>
                      {highlightFor(product) ? (
                        <JustSavedBadge highlight={highlightFor(product) as Highlight} />
                      ) : null}
                    </Group>
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
        onSaved={onSaved}
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
