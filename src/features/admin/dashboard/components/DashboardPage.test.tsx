import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { emptySummary } from '../../../../data/orderSummary';
import type { PeriodTotals } from '../../shared/usePeriodTotals';
import { DashboardPage } from './DashboardPage';

const state = vi.hoisted(() => ({ totals: undefined as PeriodTotals | undefined }));

vi.mock('../../shared/usePeriodTotals', () => ({ usePeriodTotals: () => state.totals }));
vi.mock('../../shared/useNewestOrders', () => ({ useNewestOrders: () => undefined }));
vi.mock('../../../../api/products/productQueries', () => ({
  // The catalogue's first page never answers here: only the totals matter.
  productPageQuery: () => ({
    queryKey: ['products', 'pending'],
    queryFn: () => new Promise(() => {}),
  }),
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
});
