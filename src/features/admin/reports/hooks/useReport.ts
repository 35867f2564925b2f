import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { orderDaysBetween, ordersBetween } from '../../../../data/orderQueries';
import { simulatedDelay } from '../../../../lib/simulate';
import { exportReport, type ExportFormat } from '../exports';
import {
  buildReport,
  generatingMessage,
  reportRange,
  type ReportPeriod,
  type ReportTable,
  type ReportType,
} from '../model';

/** Builds a report from the orders; the report is the mutation's `data`. */
export function useGenerateReport() {
  return useMutation({
    onMutate: ({ type, period }: { type: ReportType; period: ReportPeriod }) =>
      notify({ title: 'Reports', message: generatingMessage(type, period) }),
    mutationFn: async ({ type, period }: { type: ReportType; period: ReportPeriod }) => {
      // The period ends when the button is pressed; only the order report reads orders.
      const now = new Date();
      const { start, end } = reportRange(period, now);
      const [days, orders] = await Promise.all([
        type === 'orders' ? [] : orderDaysBetween(start, end),
        type === 'orders' ? ordersBetween(start, end) : undefined,
        simulatedDelay(400),
      ]);
      return buildReport(type, period, { days, orders }, now);
    },
    onError: (error) => {
      console.error('[reports] could not generate the report', error);
      notify({ color: 'red', message: 'Could not generate the report.' });
    },
  });
}

/** Downloads the report as PDF, Excel or CSV. */
export function useExportReport() {
  return useMutation({
    mutationFn: ({ table, format }: { table: ReportTable; format: ExportFormat }) =>
      exportReport(table, format),
    onError: (error, { format }) => {
      console.error(`[reports] could not export ${format}`, error);
      notify({ color: 'red', message: 'Could not export the report.' });
    },
  });
}
