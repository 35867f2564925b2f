import { Table } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import type { Timezone } from '../../../data/settings';
import { AdminTimeZoneContext } from '../shared/adminTimeZoneContext';
import { OrderDateCell } from './OrderDateCell';

function renderCell(timezone: Timezone, at: string, dimmed?: boolean) {
  renderWithProviders(
    <AdminTimeZoneContext.Provider value={timezone}>
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <OrderDateCell at={at} dimmed={dimmed} />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </AdminTimeZoneContext.Provider>,
  );
}

describe('OrderDateCell (the orders list and the dashboard)', () => {
  afterEach(cleanup);

  it("shows the order's date and its time in the admin's time zone, in one cell", () => {
    renderCell('PST', '2026-01-15T03:30:00.000Z');
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toBe('Jan 14, 20267:30 PM PST');
    expect(screen.getByText('Jan 14, 2026').getAttribute('style') ?? '').not.toContain('dimmed');
  });

  it('greys the date too when asked (the dashboard)', () => {
    renderCell('UTC', '2026-01-15T03:30:00.000Z', true);
    expect(screen.getByText('Jan 15, 2026').getAttribute('style')).toContain('dimmed');
    expect(screen.getByText('3:30 AM UTC').getAttribute('style')).toContain('dimmed');
  });
});
