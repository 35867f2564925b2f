import { Table, Text } from '@mantine/core';
import { formatCell, type ReportTable } from '../model';
import classes from './Reports.module.css';
import { TableScroller } from '../../components/TableScroller';

export function ReportTableView({ table }: { table: ReportTable }) {
  if (table.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No orders in this period
      </Text>
    );
  }
  const numeric = (index: number) => table.columns[index].kind !== 'text';
  return (
    <TableScroller minWidth={640} label="Report table">
      <Table striped highlightOnHover aria-label={`${table.title} — ${table.periodLabel}`}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, index) => (
              <Table.Th
                key={column.header}
                className={numeric(index) ? classes.numeric : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, rowIndex) => (
            <Table.Tr key={`${rowIndex}-${row[0]}`}>
              {row.map((value, index) => (
                <Table.Td
                  key={table.columns[index].header}
                  className={numeric(index) ? classes.numeric : undefined}
                >
                  {formatCell(value, table.columns[index].kind)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {table.totals ? (
          <Table.Tfoot className={classes.foot}>
            <Table.Tr>
              {table.totals.map((value, index) => (
                <Table.Td
                  key={table.columns[index].header}
                  className={numeric(index) ? classes.numeric : undefined}
                >
                  {formatCell(value, table.columns[index].kind)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </TableScroller>
  );
}
