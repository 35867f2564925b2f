import {
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useMemo, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { productPageQuery } from '../../../../api/products/productQueries';
import type { ProductQuery } from '../../../../api/types';
import type { Order } from '../../../../data/recordTypes';
import { paths } from '../../../../config/paths';
import { useAdminSession } from '../../../../data/useSession';
import { formatPrice } from '../../../../lib/money';
import { downloadCsv } from '../../shared/csv';
import { formatInteger } from '../../shared/format';
import {
  IconBox,
  IconCart,
  IconDollar,
  IconDownload,
  IconGlobe,
  IconMessage,
  IconTicket,
  IconTrendUp,
  IconUsers,
} from '../../../../components/icons';
import { OrderCard } from '../../components/OrderCard';
import { OrderDateCell } from '../../components/OrderDateCell';
import { OrderIdText } from '../../components/OrderIdText';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { useWideList } from '../../components/useWideList';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useListState } from '../../shared/useListState';
import { defaultPeriod, periodLabels, periods, toPeriod } from '../../shared/periods';
import { categoryLabels } from '../../shared/productCategories';
import { sampleFigures } from '../../shared/salesFigures';
import { emptySummary } from '../../../../data/orderSummary';
import { dashboardCsvRows, dashboardFigures, formatGrowth, type DashboardFigures } from '../model';
import classes from './DashboardPage.module.css';
import { TableScroller } from '../../components/TableScroller';
import { usePaintedOnce } from '../../../../lib/afterPaint';
import { useNewestOrders } from '../../shared/useNewestOrders';
import { usePeriodTotals } from '../../shared/usePeriodTotals';

const quickActions = [
  { label: 'Manage Products', to: paths.adminProducts, icon: IconBox },
  { label: 'Manage Coupons', to: paths.adminCoupons, icon: IconTicket },
  { label: 'View Orders', to: paths.adminOrders, icon: IconCart },
  { label: 'Messages', to: paths.adminMessages, icon: IconMessage },
  { label: 'View Website', to: paths.home, icon: IconGlobe },
];

function growthHint(growth: DashboardFigures['revenueGrowth']) {
  return growth.sample
    ? `${formatGrowth(growth.value)} vs previous period (sample figure)`
    : `${formatGrowth(growth.value)} vs previous period`;
}

const periodChoices = periods.map((value) => ({ value, label: value }));

const firstProductsQuery: ProductQuery = { page: 1, limit: 5, sort: 'oldest' };

export function DashboardPage() {
  const session = useAdminSession();
  const [list, setList] = useListState({ period: defaultPeriod as string });
  const period = toPeriod(list.period);
  // The figures and the newest orders come from the app database, whose code loads after the page
  // has painted; a period's totals show only under that period's name.
  const totals = usePeriodTotals(period);
  const recent = useNewestOrders(5);
  const queryClient = useQueryClient();
  const panelsShown = usePaintedOnce();
  // The product count has a card of its own (ProductCountCard), which alone re-renders when the
  // catalogue answers; the figures here leave it out, and the export reads it when it runs.
  const figures = useMemo(
    () =>
      dashboardFigures(
        totals ? totals.current : emptySummary(),
        totals ? totals.previous : emptySummary(),
        0,
        period,
      ),
    [totals, period],
  );
  const exportReport = () => {
    const products = queryClient.getQueryData(productPageQuery(firstProductsQuery).queryKey);
    downloadCsv(
      dashboardCsvRows({ ...figures, products: products?.total ?? 0 }, recent ?? []),
      `dashboard-${period}.csv`,
    );
  };

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Welcome back${session?.user.name ? `, ${session.user.name}` : ''}. ${periodLabels[period]} at a glance.`}
        actions={
          <>
            <SegmentedControl
              aria-label="Period"
              value={period}
              onChange={(value) => setList({ period: value })}
              data={periodChoices}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={exportReport}
            >
              Export Report
            </Button>
          </>
        }
      />

      <QuickActions />

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" mb="md">
        <StatCard
          label="Total Revenue"
          value={formatPrice(figures.revenue)}
          loading={!totals}
          icon={<IconDollar size={20} />}
          color="green"
          hint={growthHint(figures.revenueGrowth)}
        />
        <StatCard
          label="Orders"
          value={formatInteger(figures.orders)}
          loading={!totals}
          icon={<IconCart size={20} />}
          hint={growthHint(figures.ordersGrowth)}
        />
        <StatCard
          label="Average Order Value"
          value={formatPrice(figures.averageOrderValue)}
          loading={!totals}
          icon={<IconTrendUp size={20} />}
          color="violet"
          hint="Revenue ÷ orders"
        />
        <ProductCountCard />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="lg">
        <StatCard
          label="Active Customers"
          value={formatInteger(figures.activeCustomers)}
          loading={!totals}
          icon={<IconUsers size={20} />}
          color="cyan"
          hint={growthHint(figures.customersGrowth)}
        />
        <StatCard
          label="Conversion Rate"
          value={`${sampleFigures.conversionRate}%`}
          icon={<IconTrendUp size={20} />}
          color="grape"
          hint="Sample figure (no visitor tracking in the demo)"
        />
      </SimpleGrid>

      {/* Below a phone's first screen: rendered once the top of the page has painted. */}
      {panelsShown ? (
        <div className={classes.panels}>
          <RecentOrdersPanel orders={recent} />

          <ProductsPanel />
        </div>
      ) : null}
    </>
  );
}

// The dashboard's parts render on their own: a figure, the newest orders or the first products
// arriving re-renders only its part, not the whole page (three or four times on a cold start).

const QuickActions = memo(function QuickActions() {
  return (
    <Paper withBorder p="md" radius="md" mb="lg">
      <Title order={2} size="h5" mb="sm">
        Quick Actions
      </Title>
      <Group gap="sm">
        {quickActions.map(({ label, to, icon: Icon }) => (
          <Button
            key={label}
            component={Link}
            to={to}
            variant="light"
            leftSection={<Icon size={16} />}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
});

const RecentOrdersPanel = memo(function RecentOrdersPanel({
  orders,
}: {
  /** Undefined while loading. */
  orders: readonly Order[] | undefined;
}) {
  const navigate = useNavigate();
  const wide = useWideList();
  const openOrderOnKey = (event: KeyboardEvent<HTMLTableRowElement>, id: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      navigate(paths.shopOrder(id));
    }
  };
  return (
    <Paper withBorder radius="md" p="md" className={classes.panel}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Recent Orders
        </Title>
        <Anchor component={Link} to={paths.adminOrders} size="sm" fw={600}>
          View All
        </Anchor>
      </Group>
      {orders === undefined ? (
        <Text c="dimmed">Loading...</Text>
      ) : orders.length === 0 ? (
        <Text c="dimmed">No orders found</Text>
      ) : !wide ? (
        // A phone: who, total, status and when of each, the id shortened; a tap opens the order.
        <Stack gap="sm">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      ) : (
        // The id shortened (in full on hover and for screen readers), so every column fits the
        // panel beside Products at 1280 px.
        <TableScroller minWidth={480} label="Recent orders table">
          <Table highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr
                  key={order.id}
                  className={classes.clickableRow}
                  tabIndex={0}
                  aria-label={`Open order ${order.id}`}
                  onClick={() => navigate(paths.shopOrder(order.id))}
                  onKeyDown={(event) => openOrderOnKey(event, order.id)}
                >
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.shopOrder(order.id)}
                      size="xs"
                      className={classes.nowrap}
                      tabIndex={-1}
                      onClick={(event) => event.stopPropagation()}
                    >
                      <OrderIdText id={order.id} c="inherit" />
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate="end" className={classes.customer}>
                      {order.customerInfo.name}
                    </Text>
                  </Table.Td>
                  <OrderDateCell at={order.createdAt} dimmed />
                  <Table.Td>
                    <OrderStatusBadge status={String(order.status)} />
                  </Table.Td>
                  <Table.Td ta="right">{formatPrice(order.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Paper>
  );
});

/**
 * The first five products and how many there are: one page, not the whole catalogue. Asked for
 * once the page has painted: the greeting and the cards do not wait for the answer and its
 * render, which on a cold start landed before the first paint.
 */
const useFirstProducts = () => {
  const painted = usePaintedOnce();
  return useQuery({ ...productPageQuery(firstProductsQuery), enabled: painted });
};

const ProductCountCard = memo(function ProductCountCard() {
  const products = useFirstProducts();
  return (
    <StatCard
      label="Products"
      value={formatInteger(products.data?.total ?? 0)}
      loading={products.isPending}
      icon={<IconBox size={20} />}
      color="orange"
      hint="In the catalogue"
    />
  );
});

const ProductsPanel = memo(function ProductsPanel() {
  const query = useFirstProducts();
  const products = query.data?.items;
  const pending = query.isPending;
  return (
    <Paper withBorder radius="md" p="md" className={classes.panel}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Products
        </Title>
        <Anchor component={Link} to={paths.adminProducts} size="sm" fw={600}>
          View All
        </Anchor>
      </Group>
      {pending ? (
        <Text c="dimmed">Loading products...</Text>
      ) : !products || products.length === 0 ? (
        <Text c="dimmed">No products found</Text>
      ) : (
        <Stack gap="xs">
          {products.map((product) => (
            <Group key={product.id} wrap="nowrap" gap="sm">
              <Image
                src={product.imageUrl}
                alt=""
                w={40}
                h={40}
                radius="sm"
                fit="cover"
                className={classes.thumb}
              />
              <div className={classes.productText}>
                <Text size="sm" fw={600} truncate="end">
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {categoryLabels[product.category]}
                </Text>
              </div>
              <Text size="sm" fw={600}>
                {formatPrice(product.price)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
});
