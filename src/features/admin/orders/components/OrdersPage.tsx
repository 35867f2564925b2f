import { Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '../../../../data/recordTypes';
import { orderStatusLabels, orderStatuses } from '../../../../data/orderStatuses';
import { formatPrice } from '../../../../lib/money';
import { paths } from '../../../../config/paths';
import { IconEye } from '../../../../components/icons';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { SkippedRecordsNotice } from '../../../../components/SkippedRecordsNotice';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../shared/useListState';
import { PagedTable } from '../../components/PagedTable';
import { serverPage } from '../../shared/pagination';
import { orderCount, orderListPage } from '../../../../data/orderQueries';
import { formatInteger } from '../../shared/format';
import {
  defaultOrderSort,
  fromSortChoice,
  itemCount,
  nextSort,
  orderSortChoices,
  orderPageSize,
  orderSearchHint,
  toDirection,
  toSortKey,
  toStatusFilter,
  type OrderSortKey,
} from '../model';
import classes from './OrdersPage.module.css';
import { SortableTh } from './SortableTh';
import { UpdateStatusDialog } from './UpdateStatusDialog';
import { ListSearchInput } from '../../components/ListSearchInput';
import { OrderCard } from '../../components/OrderCard';
import { OrderDateCell } from '../../components/OrderDateCell';
import { useWideList } from '../../components/useWideList';
import { useLocalQuery } from '../../../../data/useLocalQuery';

const columns: { key: OrderSortKey; label: string; align?: 'right' }[] = [
  { key: 'id', label: 'Order ID' },
  { key: 'customer', label: 'Customer' },
  { key: 'createdAt', label: 'Date' },
  { key: 'status', label: 'Status' },
  { key: 'total', label: 'Total', align: 'right' },
];

export function OrdersPage() {
  const wide = useWideList();
  const [list, setList] = useListState({
    q: '',
    status: 'all',
    sort: defaultOrderSort.sort as string,
    dir: defaultOrderSort.dir as string,
    page: 1,
  });
  const status = toStatusFilter(list.status);
  const sort = toSortKey(list.sort);
  const dir = toDirection(list.dir);
  // Clear filters mounts a new search box: its typed text and any search not yet committed go.
  const [searchBox, setSearchBox] = useState(0);
  const [editing, setEditing] = useState<Order | null>(null);
  // One page over the indexes, and the count; both follow every change to the orders.
  const result = useLocalQuery(
    async () => {
      const [page, total] = await Promise.all([
        orderListPage({
          q: list.q,
          status: status === 'all' ? null : status,
          sort,
          dir,
          page: list.page,
          pageSize: orderPageSize,
        }),
        orderCount(),
      ]);
      return { page, total };
    },
    [list.q, status, sort, dir, list.page],
    // While another page or search loads, the last one stays shown.
    { keepPrevious: true },
  );
  const paged = serverPage(
    result?.page.rows ?? [],
    result?.page.page ?? 1,
    orderPageSize,
    result?.page.total ?? 0,
  );

  // The same two actions in a table row and on a phone's card.
  const actionsFor = (order: Order) => {
    const delivered = order.status === 'delivered';
    return (
      <>
        <Button
          component={Link}
          to={paths.shopOrder(order.id)}
          size="compact-xs"
          variant="default"
          leftSection={<IconEye size={14} />}
          aria-label={`View order ${order.id}`}
        >
          View
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          disabled={delivered}
          title={delivered ? 'Delivered orders cannot be edited' : undefined}
          onClick={() => setEditing(order)}
          aria-label={`Update Status of order ${order.id}`}
        >
          Update Status
        </Button>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title="Orders"
        description={
          result === undefined
            ? 'Loading...'
            : `${formatInteger(result.total)} order${result.total === 1 ? '' : 's'} in total`
        }
      />
      <SkippedRecordsNotice tables={['orders']} />

      <Paper withBorder radius="md" p={{ base: 'sm', lg: 'md' }}>
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          <ListSearchInput
            key={searchBox}
            label="Search orders"
            placeholder="Order ID, customer name or email"
            search={list.q}
            onSearch={(value) => setList({ q: value.trim() })}
            className={classes.search}
          />
          <Select
            label="Status"
            data={[
              { value: 'all', label: 'All statuses' },
              ...orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] })),
            ]}
            value={status}
            onChange={(value) => setList({ status: value ?? 'all' })}
            allowDeselect={false}
            className={classes.statusFilter}
          />
          {/* A phone's cards have no column headers to click: the same sorts as one choice. */}
          {wide ? null : (
            <Select
              label="Sort by"
              data={orderSortChoices}
              value={`${sort}:${dir}`}
              onChange={(value) => setList(fromSortChoice(value))}
              allowDeselect={false}
              className={classes.statusFilter}
            />
          )}
          {list.q || status !== 'all' ? (
            <Button
              variant="subtle"
              onClick={() => {
                setSearchBox((key) => key + 1);
                setList({ q: '', status: 'all' });
              }}
            >
              Clear filters
            </Button>
          ) : null}
        </Group>

        <PagedTable
          paged={paged}
          onPageChange={(value) => setList({ page: value }, { push: true })}
          loading={result === undefined}
          emptyText="No orders found"
          emptyHint={list.q ? orderSearchHint : undefined}
          minWidth={700}
          label="Orders table"
          tableProps={{ horizontalSpacing: 'xs', striped: true }}
          phoneCards={
            <Stack gap="sm">
              {paged.rows.map((order) => (
                <OrderCard key={order.id} order={order} actions={actionsFor(order)} />
              ))}
            </Stack>
          }
          head={
            <>
              {columns.map((column) => (
                <SortableTh
                  key={column.key}
                  active={sort === column.key}
                  direction={dir}
                  align={column.align}
                  onSort={() => setList(nextSort({ sort, dir }, column.key))}
                >
                  {column.label}
                </SortableTh>
              ))}
              <Table.Th>
                <span className={classes.actionsHead}>Actions</span>
              </Table.Th>
            </>
          }
        >
          {paged.rows.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <Text size="xs" fw={700} className={classes.mono}>
                  {order.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} truncate="end" className={classes.customer}>
                  {order.customerInfo.name}
                </Text>
                <Text
                  size="xs"
                  c="dimmed"
                  truncate="end"
                  className={classes.customer}
                  title={order.customerInfo.email}
                >
                  {order.customerInfo.email}
                </Text>
              </Table.Td>
              <OrderDateCell at={order.createdAt} />
              <Table.Td>
                <OrderStatusBadge status={String(order.status)} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600}>
                  {formatPrice(order.total)}
                </Text>
                <Text size="xs" c="dimmed" className={classes.nowrap}>
                  {itemCount(order)} item{itemCount(order) === 1 ? '' : 's'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} className={classes.actions}>
                  {actionsFor(order)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </PagedTable>
      </Paper>

      <UpdateStatusDialog order={editing} onClose={() => setEditing(null)} />
    </>
  );
}
