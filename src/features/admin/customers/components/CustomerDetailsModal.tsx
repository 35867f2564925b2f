import { Anchor, Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import type { Order } from '../../../../data/recordTypes';
import { formatPrice } from '../../../../lib/money';
import type { Customer } from '../model';
import classes from './Customers.module.css';
import { useAdminDates } from '../../shared/useAdminDates';
import { TableScroller } from '../../components/TableScroller';

export interface CustomerDetailsModalProps {
  customer: Customer | null;
  orders: Order[];
  onClose: () => void;
  onMessage: (customer: Customer) => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" className={classes.wrap}>
        {value}
      </Text>
    </div>
  );
}

/** A customer's details with every order they placed. */
export function CustomerDetailsModal({
  customer,
  orders,
  onClose,
  onMessage,
}: CustomerDetailsModalProps) {
  const dates = useAdminDates();
  return (
    <Modal
      opened={customer !== null}
      onClose={onClose}
      title={customer ? `Customer details: ${customer.name}` : 'Customer details'}
      size="lg"
    >
      {customer ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Name" value={customer.name} />
            <Field label="Email" value={customer.email} />
            <Field label="Phone" value={customer.phone || '—'} />
            <Field label="Address" value={customer.address || '—'} />
            <Field label="Joined" value={dates.date(customer.joinDate)} />
            <Field label="Last order" value={dates.date(customer.lastOrderDate)} />
            <Field label="Total orders" value={String(customer.totalOrders)} />
            <Field label="Total spent" value={formatPrice(customer.totalSpent)} />
          </SimpleGrid>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Status
            </Text>
            <Badge color={customer.status === 'active' ? 'green' : 'gray'} variant="dot">
              {customer.status === 'active' ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
          <Text fw={700} component="h2" size="md">
            Orders
          </Text>
          {orders.length === 0 ? (
            <Text c="dimmed" size="sm">
              No orders found for this customer
            </Text>
          ) : (
            <TableScroller minWidth={420} label="Orders of this customer">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Order</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {orders.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.shopOrder(order.id)} size="sm">
                          {order.id}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{dates.date(order.createdAt)}</Table.Td>
                      <Table.Td className={classes.capitalize}>{order.status}</Table.Td>
                      <Table.Td ta="right">{formatPrice(order.total)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onMessage(customer)}>Send message</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
