import '@mantine/charts/styles.css';
import { Badge, Box, Group, Paper, Select, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { orderDaysBetween } from '../../../../data/orderQueries';
import { fromCents, mergeSummaries } from '../../../../data/orderSummary';
import { formatPrice } from '../../../../lib/money';
import { formatInteger } from '../../shared/format';
import {
  IconCart,
  IconDollar,
  IconTrendUp,
  IconUsers,
  IconBox,
} from '../../../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { useListState } from '../../shared/useListState';
import {
  defaultPeriod,
  periodLabels,
  periodStart,
  periods,
  toPeriod,
  type Period,
} from '../../shared/periods';
import {
  grossSalesLabel,
  revenueLabel,
  salesTermsNote,
  sampleFigures,
} from '../../shared/salesFigures';
import {
  analyticsCategoryLabels,
  analyticsMetrics,
  salesByCategory,
  toTrendMetric,
  topProducts,
  trendMetrics,
  trendSeries,
} from '../model';
import classes from './AnalyticsPage.module.css';
import { TableScroller } from '../../components/TableScroller';
import { useLocalQuery } from '../../../../data/useLocalQuery';

// The charts' code (Recharts) is most of this page's: the figures and the top 10 show without
// waiting for it, each chart's box keeps its height until it arrives.
const AreaChart = lazy(async () => ({ default: (await import('@mantine/charts')).AreaChart }));
const BarChart = lazy(async () => ({ default: (await import('@mantine/charts')).BarChart }));

const metricColors = { revenue: 'sky.6', orders: 'teal.6', aov: 'violet.6' } as const;

/**
 * The period's per-day totals (orderDaysBetween: whole days from the running totals, the two
 * edge days from their orders). The period ends when the query runs, so an order placed while
 * the page is open counts as soon as the live query runs again.
 */
async function periodDaysNow(period: Period) {
  const now = new Date();
  const days = await orderDaysBetween(periodStart(period, now).getTime(), now.getTime());
  return { now, days };
}

export function AnalyticsPage() {
  const [list, setList] = useListState({
    period: defaultPeriod as string,
    metric: 'revenue',
  });
  const period = toPeriod(list.period);
  const metric = toTrendMetric(list.metric);
  const data = useLocalQuery(() => periodDaysNow(period), [period]);

  const summary = useMemo(() => mergeSummaries(data?.days ?? []), [data]);
  const metrics = useMemo(() => analyticsMetrics(summary), [summary]);
  const trend = useMemo(
    () => trendSeries(data?.days ?? [], period, data?.now ?? new Date()),
    [data, period],
  );
  const categories = useMemo(() => salesByCategory(summary), [summary]);
  // The bars' sum, so the line above them adds up to what they show.
  const grossSales = useMemo(
    () => fromCents(categories.reduce((sum, c) => sum + Math.round(c.grossSales * 100), 0)),
    [categories],
  );
  const top = useMemo(() => topProducts(summary, 10), [summary]);
  const metricLabel = trendMetrics.find((m) => m.value === metric)?.label ?? 'Revenue';
  const isMoney = metric !== 'orders';
  const empty = data !== undefined && summary.orders === 0;

  return (
    <>
      <PageHeader
        title="Analytics"
        description={`Sales performance — ${periodLabels[period].toLowerCase()}.`}
        actions={
          <Select
            label="Period"
            data={periods.map((value) => ({ value, label: periodLabels[value] }))}
            value={period}
            onChange={(value) => setList({ period: value ?? defaultPeriod })}
            allowDeselect={false}
            className={classes.periodSelect}
          />
        }
      />

      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="md" mb="sm">
        <StatCard
          label={revenueLabel}
          value={formatPrice(metrics.revenue)}
          loading={!data}
          icon={<IconDollar size={20} />}
          color="green"
          hint="After coupons"
        />
        <StatCard
          label="Orders"
          value={formatInteger(metrics.orders)}
          loading={!data}
          icon={<IconCart size={20} />}
        />
        <StatCard
          label="Avg. Order Value"
          value={formatPrice(metrics.averageOrderValue)}
          loading={!data}
          icon={<IconTrendUp size={20} />}
          color="violet"
        />
        <StatCard
          label="Units Sold"
          value={formatInteger(metrics.unitsSold)}
          loading={!data}
          icon={<IconBox size={20} />}
          color="orange"
        />
        <StatCard
          label="Customers"
          value={formatInteger(metrics.customers)}
          loading={!data}
          icon={<IconUsers size={20} />}
          color="cyan"
        />
        <StatCard
          label="Conversion Rate"
          value={`${sampleFigures.conversionRate}%`}
          icon={<IconTrendUp size={20} />}
          color="grape"
          hint="Sample figure"
        />
      </SimpleGrid>
      {/* Revenue (above, and the trend) and gross sales (by category, top products) side by side. */}
      <Text size="sm" c="dimmed" mb="lg">
        {salesTermsNote}
      </Text>

      <Paper withBorder radius="md" p="md" mb="lg">
        <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
          <Title order={2} size="h4">
            {metricLabel} Trend
          </Title>
          <Select
            label="Metric"
            data={trendMetrics}
            value={metric}
            onChange={(value) => setList({ metric: value ?? 'revenue' })}
            allowDeselect={false}
            className={classes.metricSelect}
          />
        </Group>
        <div
          className={classes.chartBox}
          role="img"
          aria-label={`${metricLabel} trend chart, ${periodLabels[period].toLowerCase()}`}
        >
          <Suspense fallback={<Box h={280} />}>
            <AreaChart
              h={280}
              data={trend}
              dataKey="label"
              series={[{ name: metric, label: metricLabel, color: metricColors[metric] }]}
              curveType="linear"
              withDots={false}
              valueFormatter={(value) => (isMoney ? formatPrice(value) : formatInteger(value))}
              gridAxis="xy"
              tickLine="y"
            />
          </Suspense>
          {empty ? (
            <div className={classes.emptyOverlay}>
              <Text c="dimmed" fw={500}>
                No orders in this period yet
              </Text>
            </div>
          ) : null}
        </div>
      </Paper>

      <div className={classes.panels}>
        <Paper withBorder radius="md" p="md" className={classes.panel}>
          <Title order={2} size="h4">
            Sales by Category
          </Title>
          <Text size="sm" mb="md">
            {grossSalesLabel}, before coupons:{' '}
            <strong data-testid="gross-sales">{data ? formatPrice(grossSales) : '…'}</strong>
          </Text>
          <div
            className={classes.chartBox}
            role="img"
            aria-label={`${grossSalesLabel} by category: ${categories.map((c) => `${c.label} ${formatPrice(c.grossSales)}`).join(', ')}`}
          >
            <Suspense fallback={<Box h={240} />}>
              <BarChart
                h={240}
                data={categories.map((c) => ({ label: c.label, grossSales: c.grossSales }))}
                dataKey="label"
                series={[{ name: 'grossSales', label: grossSalesLabel, color: 'sky.6' }]}
                valueFormatter={(value) => formatPrice(value)}
              />
            </Suspense>
            {empty ? (
              <div className={classes.emptyOverlay}>
                <Text c="dimmed" fw={500}>
                  No sales in this period yet
                </Text>
              </div>
            ) : null}
          </div>
          <Group gap="md" mt="sm">
            {categories.map((c) => (
              <Text size="sm" key={c.category}>
                <strong>{analyticsCategoryLabels[c.category]}:</strong> {formatPrice(c.grossSales)}{' '}
                · {formatInteger(c.units)} units
              </Text>
            ))}
          </Group>
        </Paper>

        <Paper withBorder radius="md" p="md" className={classes.panel}>
          <Title order={2} size="h4" mb="md">
            Top 10 Products
          </Title>
          {data === undefined ? (
            <Text c="dimmed">Loading...</Text>
          ) : top.length === 0 ? (
            <Text c="dimmed" py="lg" ta="center">
              No product sales in this period yet
            </Text>
          ) : (
            <TableScroller minWidth={480} label="Top products table">
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Units</Table.Th>
                    <Table.Th ta="right" className={classes.nowrap}>
                      {grossSalesLabel}
                    </Table.Th>
                    <Table.Th ta="right">Rating</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {top.map((product) => (
                    <Table.Tr key={product.productId}>
                      <Table.Td>{product.rank}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {product.name}
                        </Text>
                        <Badge
                          size="xs"
                          variant="light"
                          color={product.category === 'drones' ? 'sky' : 'grape'}
                        >
                          {analyticsCategoryLabels[product.category]}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{formatInteger(product.units)}</Table.Td>
                      <Table.Td ta="right">{formatPrice(product.grossSales)}</Table.Td>
                      <Table.Td ta="right">
                        <span aria-label={`Rating ${product.rating} out of 5 (sample)`}>
                          ★ {product.rating.toFixed(1)}
                        </span>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
          )}
          <Text size="xs" c="dimmed" mt="xs">
            Ratings are sample figures.
          </Text>
        </Paper>
      </div>
    </>
  );
}
