// The orders list's wiring: each column header asks for its sort (first click its first
// direction, the next the other), the header says so with aria-sort, the rows follow, and the
// sort lives in the URL without the defaults. That the queries give the right rows for every
// sort is orderListDemo.test.ts; the e2e admin-lists keeps one journey through the built app.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysAgo, testOrder } from '../../../../../tests/test-utils/orders';
import { renderWithProviders } from '../../../../../tests/test-utils/render';
import { replaceAppTables } from '../../../../data/appData';
import { setDelayScale } from '../../../../lib/simulate';
import { OrdersPage } from './OrdersPage';

// Each sort gives these three another order (ids, names, dates, statuses and totals differ).
const orders = [
  testOrder('ORD-2', 30, daysAgo(3), {
    status: 'shipped',
    customerInfo: { name: 'carl Young', email: 'carl@example.com', address: 'x' },
  }),
  testOrder('ORD-1', 20, daysAgo(1), {
    status: 'pending',
    customerInfo: { name: 'Bea Adams', email: 'bea@example.com', address: 'x' },
  }),
  testOrder('ORD-3', 10, daysAgo(2), {
    status: 'delivered',
    customerInfo: { name: 'Abe Zed', email: 'abe@example.com', address: 'x' },
  }),
];

beforeEach(async () => {
  setDelayScale(0);
  await replaceAppTables({ orders });
  // A wide screen: the table with its headers (a phone gets cards and a "Sort by").
  const stub = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...stub(query), matches: true }));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// By selector, not role: role queries walk the whole accessibility tree at every retry.
const shownIds = () =>
  [...document.querySelectorAll('tbody tr > td:first-child')].map((cell) => cell.textContent);

describe('OrdersPage', () => {
  it('sorts by the header clicked, both ways, in the URL and aria-sort', async () => {
    const { router } = renderWithProviders(<OrdersPage />, { route: '/admin/orders' });
    await waitFor(() => expect(shownIds()).toEqual(['ORD-1', 'ORD-3', 'ORD-2']));
    expect(screen.getByText('3 orders in total')).toBeTruthy();
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Date').getAttribute('aria-sort')).toBe('descending');

    // Column, the URL's query after the first and the second click, and the rows each time.
    const steps = [
      ['Order ID', '?sort=id&dir=asc', '?sort=id', ['ORD-1', 'ORD-2', 'ORD-3']],
      ['Customer', '?sort=customer&dir=asc', '?sort=customer', ['ORD-3', 'ORD-1', 'ORD-2']],
      ['Status', '?sort=status&dir=asc', '?sort=status', ['ORD-3', 'ORD-1', 'ORD-2']],
      ['Total', '?sort=total', '?sort=total&dir=asc', ['ORD-2', 'ORD-1', 'ORD-3']],
      ['Date', '', '?dir=asc', ['ORD-1', 'ORD-3', 'ORD-2']],
    ] as const;
    for (const [label, first, second, rows] of steps) {
      fireEvent.click(within(header(label)).getByRole('button'));
      await waitFor(() => expect(router.state.location.search, label).toBe(first));
      await waitFor(() => expect(shownIds(), `${label} ${first}`).toEqual(rows));
      const firstDir = first.includes('dir=asc') ? 'ascending' : 'descending';
      expect(header(label).getAttribute('aria-sort')).toBe(firstDir);
      expect(
        screen
          .getAllByRole('columnheader')
          .filter((th) => (th.getAttribute('aria-sort') ?? 'none') !== 'none'),
      ).toEqual([header(label)]);

      fireEvent.click(within(header(label)).getByRole('button'));
      await waitFor(() => expect(router.state.location.search, label).toBe(second));
      await waitFor(() => expect(shownIds(), `${label} ${second}`).toEqual([...rows].reverse()));
      expect(header(label).getAttribute('aria-sort')).toBe(
        firstDir === 'ascending' ? 'descending' : 'ascending',
      );
    }
  }, 60_000);
});
