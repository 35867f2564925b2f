// CSV text and file downloads for admin exports.
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Where a spreadsheet may start a cell: the start of the text, or after any list separator a
 * locale may use (`,` in English, `;` in German or French, a tab) or a line break.
 */
const CELL_STARTS = /(^|[,;\t\r\n][ ]*)(?=[=+\-@\t\r])/g;

/**
 * Text (a visitor typed it, often) must not run as a spreadsheet formula (CSV injection) in
 * whatever list separator the spreadsheet app uses: every text is quoted, so no separator inside
 * it splits it, and wherever a cell could start in it with `=`, `+`, `-`, `@`, a tab or a CR, an
 * apostrophe makes spreadsheet apps show it as text. Numbers are left alone.
 */
function escapeCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = cell.replace(CELL_STARTS, "$1'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows to RFC 4180 CSV (CRLF line ends). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(escapeCell).join(',')).join('\r\n');
}

/** Saves a Blob as a file through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(rows: readonly (readonly CsvCell[])[], fileName: string): void {
  // BOM so spreadsheet apps read UTF-8 correctly.
  downloadBlob(new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
