// Report files. The Excel and PDF writers are large, so they are imported
// only when staff export (they stay out of the admin's start-up code).
import type { CellObject, SheetData } from 'write-excel-file/browser';
import { downloadBlob, downloadCsv } from '../shared/csv';
import { formatCell, reportCsvRows, reportFileName, type ReportTable } from './model';

export type ExportFormat = 'pdf' | 'xlsx' | 'csv';

export function exportCsv(table: ReportTable): void {
  downloadCsv(reportCsvRows(table), reportFileName(table, 'csv'));
}

export async function reportXlsxBlob(table: ReportTable): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const moneyFormat = '#,##0.00';
  const toCell = (value: string | number, index: number): CellObject => {
    const kind = table.columns[index].kind;
    if (typeof value === 'number') {
      return kind === 'money'
        ? { value, type: Number, format: moneyFormat }
        : { value, type: Number };
    }
    return { value, type: String };
  };
  const data: SheetData = [
    [{ value: `${table.title} — ${table.periodLabel}`, type: String, fontWeight: 'bold' as const }],
    ...(table.note ? [[{ value: table.note, type: String }]] : []),
    [],
    table.columns.map((column) => ({
      value: column.header,
      type: String,
      fontWeight: 'bold' as const,
    })),
    ...table.rows.map((row) => row.map(toCell)),
    ...(table.totals
      ? [table.totals.map((value, i) => ({ ...toCell(value, i), fontWeight: 'bold' as const }))]
      : []),
  ];
  return writeXlsxFile(data, { sheet: table.title });
}

export async function exportExcel(table: ReportTable): Promise<void> {
  downloadBlob(await reportXlsxBlob(table), reportFileName(table, 'xlsx'));
}

export async function exportPdf(table: ReportTable): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([
    import('jspdf'),
    import('jspdf-autotable'),
  ]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  doc.setFontSize(16);
  doc.text(`${table.title} — ${table.periodLabel}`, 40, 48);
  doc.setFontSize(9);
  doc.text(`Generated ${new Date(table.generatedAt).toLocaleString('en-US')}`, 40, 66);
  if (table.note) doc.text(table.note, 40, 80);
  const format = (row: (string | number)[]) =>
    row.map((value, i) => formatCell(value, table.columns[i].kind));
  autoTable(doc, {
    startY: table.note ? 94 : 80,
    head: [table.columns.map((column) => column.header)],
    body: table.rows.length ? table.rows.map(format) : [['No orders in this period']],
    foot: table.totals ? [format(table.totals)] : undefined,
    styles: { fontSize: 9 },
    headStyles: { fillColor: [0, 78, 224] },
    footStyles: { fillColor: [230, 242, 255], textColor: [0, 0, 0] },
  });
  downloadBlob(doc.output('blob'), reportFileName(table, 'pdf'));
}

export async function exportReport(table: ReportTable, format: ExportFormat): Promise<void> {
  if (format === 'csv') exportCsv(table);
  else if (format === 'xlsx') await exportExcel(table);
  else await exportPdf(table);
}
