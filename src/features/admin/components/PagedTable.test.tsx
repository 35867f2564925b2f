import { Table } from '@mantine/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils/render';
import { PagedTable } from './PagedTable';
import { paginate } from '../shared/pagination';

const names = Array.from({ length: 23 }, (_, i) => `Row ${i + 1}`);

function renderTable(
  page: number,
  props: Partial<Parameters<typeof PagedTable>[0]> = {},
  rows: readonly string[] = names,
) {
  const paged = paginate(rows, page, 10);
  const onPageChange = vi.fn();
  renderWithProviders(
    <PagedTable
      paged={paged}
      onPageChange={onPageChange}
      loading={false}
      emptyText="Nothing here"
      minWidth={400}
      head={<Table.Th>Name</Table.Th>}
      {...props}
    >
      {paged.rows.map((name) => (
        <Table.Tr key={name}>
          <Table.Td>{name}</Table.Td>
        </Table.Tr>
      ))}
    </PagedTable>,
  );
  return onPageChange;
}

describe('PagedTable', () => {
  afterEach(cleanup);

  it('shows the empty text, with a hint when one is given', () => {
    renderTable(1, {}, []);
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.queryByText('Try another word')).toBeNull();
    cleanup();
    renderTable(1, { emptyHint: 'Try another word' }, []);
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.getByText('Try another word')).toBeTruthy();
  });

  it('writes large counts with thousands separators', () => {
    renderTable(
      101,
      {},
      Array.from({ length: 12_345 }, (_, i) => `Row ${i + 1}`),
    );
    expect(screen.getByText('Showing 1,001–1,010 of 12,345')).toBeTruthy();
  });

  it('shows one page of rows, where it is, and a pager', () => {
    const onPageChange = renderTable(2);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Row 11' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Row 21' })).toBeNull();
    expect(screen.getByText('Showing 11–20 of 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows the loading and the empty state instead of the table', () => {
    renderTable(1, { loading: true, loadingText: 'Loading rows...' });
    expect(screen.getByText('Loading rows...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderTable(1, { paged: paginate([], 1, 10) });
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });

  it('hides the footer on a single page unless asked to keep its text', () => {
    renderTable(1, { paged: paginate(names.slice(0, 3), 1, 10) });
    expect(screen.queryByText(/Showing/)).toBeNull();
    cleanup();
    renderTable(1, {
      paged: paginate(names.slice(0, 3), 1, 10),
      summary: 'Showing 3 of 3 rows',
      summaryOnSinglePage: true,
    });
    expect(screen.getByText('Showing 3 of 3 rows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('renders only the layout on screen: the table when wide, the phone cards below sm', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia');
    const cards = <div>Phone cards</div>;
    try {
      for (const wide of [true, false]) {
        matchMedia.mockImplementation(
          (query: string) =>
            ({
              matches: wide,
              media: query,
              addEventListener: () => {},
              removeEventListener: () => {},
            }) as unknown as MediaQueryList,
        );
        renderTable(1, { phoneCards: cards });
        expect(screen.queryByRole('table') !== null).toBe(wide);
        expect(screen.queryByText('Row 1') !== null).toBe(wide);
        expect(screen.queryByText('Phone cards') !== null).toBe(!wide);
        cleanup();
      }
    } finally {
      matchMedia.mockRestore();
    }
  });
});
