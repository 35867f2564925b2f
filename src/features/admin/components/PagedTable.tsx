import { Group, Pagination, Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Paged } from '../shared/pagination';
import { TableScroller } from './TableScroller';
import { formatInteger } from '../shared/format';
import { useWideList } from './useWideList';

export interface PagedTableProps {
  /** The current page of the list (see `paginate`); no rows at all shows `emptyText`. */
  paged: Paged<unknown>;
  onPageChange: (page: number) => void;
  /** While true, `loadingState` (default: `loadingText` dimmed) replaces the table. */
  loading: boolean;
  loadingText?: string;
  loadingState?: ReactNode;
  emptyText: string;
  /** A line under `emptyText` that says what to try, e.g. how the search matches. */
  emptyHint?: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body rows of the current page. */
  children: ReactNode;
  /** Below this width the table scrolls sideways inside its card, with a visible cue. */
  minWidth: number;
  /** Names the table's scrolling region, e.g. "Orders table". */
  label?: string;
  tableProps?: Omit<TableProps, 'children'>;
  /**
   * The same rows as cards, shown instead of the table below the `sm` breakpoint. Only the
   * layout on screen is rendered: a page of rows costs half as much as rendering both.
   */
  phoneCards?: ReactNode;
  /** The footer's text; default 'Showing 11–20 of 23'. */
  summary?: ReactNode;
  /** Keep the footer's text when everything fits on one page (the pager always hides then). */
  summaryOnSinglePage?: boolean;
}

/** An admin list: its loading and empty states, the table, and the page footer. */
export function PagedTable({
  paged,
  onPageChange,
  loading,
  loadingText = 'Loading...',
  loadingState,
  emptyText,
  emptyHint,
  head,
  children,
  minWidth,
  label = 'Table',
  tableProps,
  phoneCards,
  summary,
  summaryOnSinglePage = false,
}: PagedTableProps) {
  const wide = useWideList();
  if (loading) {
    return (
      loadingState ?? (
        <Text c="dimmed" ta="center" py="xl">
          {loadingText}
        </Text>
      )
    );
  }
  if (paged.total === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
        {emptyHint && (
          <Text component="span" display="block" size="sm" mt={4}>
            {emptyHint}
          </Text>
        )}
      </Text>
    );
  }
  const several = paged.pages > 1;
  return (
    <>
      {phoneCards && !wide ? (
        phoneCards
      ) : (
        <TableScroller minWidth={minWidth} label={label}>
          <Table highlightOnHover verticalSpacing="sm" {...tableProps}>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {several || summaryOnSinglePage ? (
        <Group justify="space-between" mt="md" wrap="wrap">
          <Text size="sm" c="dimmed">
            {summary ?? (
              <>
                Showing {formatInteger(paged.from)}–{formatInteger(paged.to)} of{' '}
                {formatInteger(paged.total)}
              </>
            )}
          </Text>
          {several ? (
            <Pagination
              total={paged.pages}
              value={paged.page}
              onChange={onPageChange}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
              getItemProps={(value) => ({ 'aria-label': `Page ${value}` })}
            />
          ) : null}
        </Group>
      ) : null}
    </>
  );
}
