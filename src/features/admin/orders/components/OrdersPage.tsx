import { Button, Group, Pagination, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { orderStatuses, type Order } from '../../../../data/db';
import { formatPrice } from '../../../../lib/money';
import { paths } from '../../../../config/paths';
import { formatDate, formatTime } from '../../components/format';
import { IconEye, IconSearch } from '../../../../components/icons';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { PageHeader } from '../../components/PageHeader';
import { useListState } from '../../components/useListState';
import { useAllOrders } from '../../dashboard/hooks/useAllOrders';
import {
  defaultOrderSort,
  filterOrders,
  itemCount,
  nextSort,
  orderPageSize,
  pageCount,
  pageSlice,
  sortOrders,
  statusLabels,
  toDirection,
  toSortKey,
  toStatusFilter,
  type OrderSortKey,
} from '../model';
import classes from './OrdersPage.module.css';
import { SortableTh } from './SortableTh';
import { UpdateStatusDialog } from './UpdateStatusDialog';

const columns: { key: OrderSortKey; label: string; align?: 'right' }[] = [
  { key: 'id', label: 'Order ID' },
  { key: 'customer', label: 'Customer' },
  { key: 'createdAt', label: 'Date' },
  { key: 'status', label: 'Status' },
  { key: 'total', label: 'Total', align: 'right' },
];

export function OrdersPage() {
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
  const orders = useAllOrders();
  const [editing, setEditing] = useState<Order | null>(null);

  const visible = useMemo(
    () => sortOrders(filterOrders(orders ?? [], list.q, status), sort, dir),
    [orders, list.q, status, sort, dir],
  );
  const pages = pageCount(visible.length);
  const page = Math.min(list.page, pages);
  const rows = pageSlice(visible, page);

  return (
    <>
      <PageHeader
        title="Orders"
        description={
          orders === undefined
            ? 'Loading...'
            : `${orders.length} order${orders.length === 1 ? '' : 's'} in total`
        }
      />

      <Paper withBorder radius="md" p={{ base: 'sm', lg: 'md' }}>
        <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search orders"
            placeholder="Order ID, customer name or email"
            leftSection={<IconSearch size={16} />}
            value={list.q}
            onChange={(event) => setList({ q: event.currentTarget.value })}
            className={classes.search}
          />
          <Select
            label="Status"
            data={[
              { value: 'all', label: 'All statuses' },
              ...orderStatuses.map((value) => ({ value, label: statusLabels[value] })),
            ]}
            value={status}
            onChange={(value) => setList({ status: value ?? 'all' })}
            allowDeselect={false}
            className={classes.statusFilter}
          />
          {list.q || status !== 'all' ? (
            <Button variant="subtle" onClick={() => setList({ q: '', status: 'all' })}>
              Clear filters
            </Button>
          ) : null}
        </Group>

        {orders === undefined ? (
          <Text c="dimmed" py="xl" ta="center">
            Loading...
          </Text>
        ) : visible.length === 0 ? (
          <Text c="dimmed" py="xl" ta="center">
            No orders found
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
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
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((order) => {
                  const delivered = order.status === 'delivered';
                  return (
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
                      <Table.Td>
                        <Text size="sm" className={classes.nowrap}>
                          {formatDate(order.createdAt)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatTime(order.createdAt)}
                        </Text>
                      </Table.Td>
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
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {visible.length > orderPageSize ? (
          <Group justify="space-between" mt="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              Showing {(page - 1) * orderPageSize + 1}–
              {Math.min(page * orderPageSize, visible.length)} of {visible.length}
            </Text>
            <Pagination
              total={pages}
              value={page}
              onChange={(value) => setList({ page: value })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
              getItemProps={(value) => ({ 'aria-label': `Page ${value}` })}
            />
          </Group>
        ) : null}
      </Paper>

      <UpdateStatusDialog order={editing} onClose={() => setEditing(null)} />
    </>
  );
}
