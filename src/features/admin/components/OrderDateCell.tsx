import { Table, Text } from '@mantine/core';
import { useAdminDates } from '../shared/useAdminDates';
import classes from './OrderDateCell.module.css';

/**
 * The table cell of when an order was placed, in the admin's time zone: the date, and the time
 * under it. `dimmed` greys the date too (the dashboard's short list).
 */
export function OrderDateCell({ at, dimmed = false }: { at: string; dimmed?: boolean }) {
  const dates = useAdminDates();
  return (
    <Table.Td>
      <Text size="sm" c={dimmed ? 'dimmed' : undefined} className={classes.nowrap}>
        {dates.date(at)}
      </Text>
      <Text size="xs" c="dimmed" className={classes.nowrap}>
        {dates.time(at)}
      </Text>
    </Table.Td>
  );
}
