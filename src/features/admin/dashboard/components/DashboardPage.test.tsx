import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { emptySummary } from '../../../../data/orderSummary';
import type { PeriodTotals } from '../../shared/usePeriodTotals';
import { DashboardPage } from './DashboardPage';

const state = vi.hoisted(() => ({
  totals: undefined as PeriodTotals | undefined,
  productTotal: undefined as number | undefined,
  productAsks: 0,
  downloads: [] as Array<{ rows: unknown[][]; fileName: string }>,
}));

vi.mock('../../shared/usePeriodTotals', () => ({ usePeriodTotals: () => state.totals }));
vi.mock('../../shared/useNewestOrders', () => ({ useNewestOrders: () => undefined }));
vi.mock('../../../../api/products/productQueries', () => ({
  // The catalogue's first page: no answer, unless a test sets how many products there are.
  productPageQuery: () => ({
    queryKey: ['products', 'first-page', state.productTotal ?? 'pending'],
    queryFn: () => {
      state.productAsks += 1;
      return state.productTotal === undefined
        ? new Promise(() => {})
        : Promise.resolve({ items: [], total: state.productTotal, page: 1, limit: 5 });
    },
  }),
}));
vi.mock('../../shared/csv', () => ({
  downloadCsv: (rows: unknown[][], fileName: string) => state.downloads.push({ rows, fileName }),
}));

const card = (label: string) => {
  const root = screen.getByText(label).closest<HTMLElement>('.mantine-Paper-root');
  if (!root) throw new Error(`no card for ${label}`);
  return within(root);
};

describe('DashboardPage figures', () => {
  afterEach(cleanup);

  it('shows an ellipsis, not $0.00, while the period totals load, then the figures', async () => {
    state.totals = undefined;
    renderWithProviders(<DashboardPage />);
    for (const label of ['Total Revenue', 'Orders', 'Average Order Value', 'Active Customers']) {
      expect(card(label).getByText('…')).toBeTruthy();
    }
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.queryByText(/vs previous period/)).toBeNull();

    state.totals = {
      current: { ...emptySummary(), orders: 2, revenueCents: 30_000 },
      previous: { ...emptySummary(), orders: 1, revenueCents: 10_000 },
    };
    cleanup();
    renderWithProviders(<DashboardPage />);
    // The figures' code loads after the page has painted.
    expect(await card('Total Revenue').findByText('$300.00')).toBeTruthy();
    expect(card('Average Order Value').getByText('$150.00')).toBeTruthy();
    expect(card('Total Revenue').getByText('+200.0% vs previous period')).toBeTruthy();
  });

  it('shows the catalogue size in its card, and the export report carries it', async () => {
    state.totals = { current: emptySummary(), previous: emptySummary() };
    state.productTotal = 42;
    renderWithProviders(<DashboardPage />);
    expect(await card('Products').findByText('42')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    const [download] = state.downloads;
    expect(download.fileName).toBe('dashboard-30d.csv');
    expect(download.rows).toContainEqual(['Products', 42, '']);
    state.productTotal = undefined;
  });

  it('asks for the catalogue only once the page has painted', async () => {
    state.totals = { current: emptySummary(), previous: emptySummary() };
    state.productTotal = 7;
    state.productAsks = 0;
    renderWithProviders(<DashboardPage />);
    expect(screen.getByText(/^Welcome back/)).toBeTruthy();
    expect(card('Products').getByText('…')).toBeTruthy();
    expect(state.productAsks).toBe(0);
    expect(await card('Products').findByText('7')).toBeTruthy();
    expect(state.productAsks).toBe(1);
    state.productTotal = undefined;
  });
});
