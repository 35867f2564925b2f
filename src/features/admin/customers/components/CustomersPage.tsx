import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notify } from '../../../../components/notify';
import { useState } from 'react';
import { customerOrders } from '../../../../data/orders';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { formatPrice } from '../../../../lib/money';
import { downloadCsv } from '../../shared/csv';
import {
  IconDollar,
  IconDownload,
  IconEye,
  IconMessage,
  IconPlus,
  IconTrendUp,
  IconUsers,
} from '../../../../components/icons';
import { SkippedRecordsNotice } from '../../../../components/SkippedRecordsNotice';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useListState } from '../../shared/useListState';
import { PagedTable } from '../../components/PagedTable';
import { serverPage } from '../../shared/pagination';
import { allMatchingCustomers, isCustomerEmailTaken, useCustomerList } from '../hooks/useCustomers';
import {
  customerSortLabels,
  customerSorts,
  customersCsvRows,
  parseCustomerSort,
  parseStatusFilter,
  type Customer,
} from '../model';
import { AddCustomerModal } from './AddCustomerModal';
import { CustomerDetailsModal } from './CustomerDetailsModal';
import classes from './Customers.module.css';
import { SendMessageModal } from './SendMessageModal';
import { useAdminDates } from '../../shared/useAdminDates';
import { defaultPeriod, periodLabels, periods, toPeriod } from '../../shared/periods';
import { ListSearchInput } from '../../components/ListSearchInput';
import { useLocalQuery } from '../../../../data/useLocalQuery';

const pageSize = 10;

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const sortOptions = customerSorts.map((value) => ({ value, label: customerSortLabels[value] }));

const periodOptions = periods.map((value) => ({ value, label: periodLabels[value] }));

export function CustomersPage() {
  const dates = useAdminDates();
  const navigate = useNavigate();
  const [state, setState] = useListState({
    q: '',
    status: 'all',
    sort: 'name',
    period: defaultPeriod as string,
    page: 1,
  });
  const period = toPeriod(state.period);
  const status = parseStatusFilter(state.status);
  const sort = parseCustomerSort(state.sort);
  // One page over the indexes, with the count and the figures (not every customer).
  const data = useCustomerList({
    search: state.q,
    status,
    sort,
    period,
    page: state.page,
    pageSize,
  });
  // The figures name the period: a previous period's stay hidden while the new one loads.
  const stats = data?.period === period ? data.stats : undefined;
  const [details, setDetails] = useState<Customer | null>(null);
  const [messageTo, setMessageTo] = useState<Customer | null>(null);
  const [adding, setAdding] = useState(false);

  const paged = serverPage(data?.rows ?? [], data?.page ?? 1, pageSize, data?.total ?? 0);

  const detailsOrders = useLocalQuery(
    () => (details ? customerOrders(details.email) : []),
    [details?.email],
  );

  const statusBadge = (customer: Customer) => (
    <Badge color={customer.status === 'active' ? 'green' : 'gray'} variant="dot">
      {customer.status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
  // The same two actions in a table row and on a phone's card.
  const actionsFor = (customer: Customer) => (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} />}
        aria-label={`View details of ${customer.name}`}
        onClick={() => setDetails(customer)}
      >
        View
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconMessage size={14} />}
        aria-label={`Send message to ${customer.name}`}
        onClick={() => setMessageTo(customer)}
      >
        Message
      </Button>
    </>
  );

  async function exportList() {
    // Export is the one place that reads every customer: on a click, not on the list's path.
    let matching: Customer[];
    try {
      matching = await allMatchingCustomers({ search: state.q, status, sort, period });
    } catch (error) {
      console.error('[admin] the customers could not be read for the export', error);
      notify({
        color: 'red',
        message: 'The customers could not be exported. Try again.',
      });
      return;
    }
    const date = new Date().toISOString().slice(0, 10);
    downloadCsv(customersCsvRows(matching), `customers-${date}.csv`);
    notify({
      message: `Exported ${matching.length} customers.`,
    });
  }

  return (
    <div>
      <PageHeader
        title="Customers"
        description="Everyone who ordered from the shop, plus customers added by staff."
        actions={
          <>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              Add Customer
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              onClick={() => void exportList()}
              disabled={!data}
            >
              Export List
            </Button>
          </>
        }
      />

      <SkippedRecordsNotice tables={['customers', 'orderCustomers']} />

      {/* Columns follow the grid's own width, not the screen's (the sidebar takes part of it):
          two cards side by side need about 21rem to hold the revenue figure. */}
      <SimpleGrid type="container" cols={{ base: 1, '21rem': 2, '58rem': 4 }} spacing="md" mb="lg">
        <StatCard
          label="Total customers"
          value={stats?.total ?? 0}
          loading={!stats}
          icon={<IconUsers size={18} />}
        />
        <StatCard
          label="Active customers"
          value={stats?.active ?? 0}
          loading={!stats}
          icon={<IconUsers size={18} />}
          color="green"
          hint={`Ordered in the ${periodLabels[period].toLowerCase()}`}
        />
        <StatCard
          label="New this month"
          value={stats?.newThisMonth ?? 0}
          loading={!stats}
          icon={<IconTrendUp size={18} />}
          color="grape"
        />
        <StatCard
          label="Total revenue"
          value={formatPrice(stats?.totalRevenue ?? 0)}
          loading={!stats}
          icon={<IconDollar size={18} />}
          color="teal"
          hint="All orders, all time"
        />
      </SimpleGrid>

      <Paper withBorder radius="md" p={{ base: 'sm', lg: 'md' }}>
        <Group className={classes.filters} gap="sm" align="flex-end" wrap="wrap">
          <ListSearchInput
            className={classes.search}
            label="Search customers"
            placeholder="Name or email"
            search={state.q}
            onSearch={(value) => setState({ q: value.trim() })}
          />
          <Select
            className={classes.select}
            label="Status"
            data={statusOptions}
            value={status}
            allowDeselect={false}
            onChange={(value) => setState({ status: value ?? 'all' })}
          />
          <Select
            className={classes.select}
            label="Active in"
            data={periodOptions}
            value={period}
            allowDeselect={false}
            onChange={(value) => setState({ period: value ?? defaultPeriod })}
          />
          <Select
            className={classes.select}
            label="Sort by"
            data={sortOptions}
            value={sort}
            allowDeselect={false}
            onChange={(value) => setState({ sort: value ?? 'name' })}
          />
        </Group>

        <PagedTable
          paged={paged}
          onPageChange={(value) => setState({ page: value }, { push: true })}
          loading={!data}
          loadingState={
            <Center py="xl">
              <Loader aria-label="Loading customers" />
            </Center>
          }
          emptyText="No customers found"
          minWidth={900}
          label="Customers table"
          head={
            <>
              <Table.Th>Customer</Table.Th>
              <Table.Th ta="right">Orders</Table.Th>
              <Table.Th ta="right" className={classes.nowrap}>
                Total spent
              </Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th className={classes.nowrap}>Last order</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </>
          }
          summary={`Showing ${paged.rows.length} of ${paged.total} customers`}
          summaryOnSinglePage
          phoneCards={
            // What an operator scans on a phone: who, status, what they spent, when they last
            // ordered; the rest is one tap away in View.
            <Stack gap="sm">
              {paged.rows.map((customer) => (
                <Card
                  key={customer.id}
                  component="article"
                  withBorder
                  radius="md"
                  padding="sm"
                  aria-label={customer.name}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <div className={classes.who}>
                      <Text size="sm" fw={600}>
                        {customer.name}
                      </Text>
                      <Text size="xs" c="dimmed" className={classes.wrap}>
                        {customer.email}
                      </Text>
                    </div>
                    {statusBadge(customer)}
                  </Group>
                  <Text size="sm" mt={6}>
                    <strong>{formatPrice(customer.totalSpent)}</strong> · {customer.totalOrders}{' '}
                    order{customer.totalOrders === 1 ? '' : 's'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Last order {dates.date(customer.lastOrderDate)}
                  </Text>
                  <Group gap="xs" mt="sm">
                    {actionsFor(customer)}
                  </Group>
                </Card>
              ))}
            </Stack>
          }
        >
          {paged.rows.map((customer) => (
            <Table.Tr key={customer.id}>
              <Table.Td className={classes.nameCell}>
                <Text size="sm" fw={600}>
                  {customer.name}
                </Text>
                <Text size="xs" c="dimmed" className={classes.wrap}>
                  {customer.email}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{customer.totalOrders}</Table.Td>
              <Table.Td ta="right">{formatPrice(customer.totalSpent)}</Table.Td>
              <Table.Td className={classes.nowrap}>{dates.date(customer.joinDate)}</Table.Td>
              <Table.Td className={classes.nowrap}>{dates.date(customer.lastOrderDate)}</Table.Td>
              <Table.Td className={classes.nowrap}>{statusBadge(customer)}</Table.Td>
              <Table.Td className={classes.actions}>
                <Group gap={6} wrap="nowrap" justify="flex-end">
                  {actionsFor(customer)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </PagedTable>
      </Paper>

      <CustomerDetailsModal
        customer={details}
        orders={detailsOrders ?? []}
        onClose={() => setDetails(null)}
        onMessage={(customer) => {
          setDetails(null);
          setMessageTo(customer);
        }}
      />
      <AddCustomerModal
        opened={adding}
        onClose={() => setAdding(false)}
        isEmailTaken={isCustomerEmailTaken}
      />
      <SendMessageModal
        customer={messageTo}
        onClose={() => setMessageTo(null)}
        onSent={(id) => {
          setMessageTo(null);
          notify({
            color: 'green',
            message: 'Message sent.',
          });
          navigate(`${paths.adminMessages}?c=${encodeURIComponent(id)}`);
        }}
      />
    </div>
  );
}
