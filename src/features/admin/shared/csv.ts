// CSV text and file downloads for admin exports.
export type CsvCell = string | number | boolean | null | undefined;

function escapeCell(cell: CsvCell): string {
  let text = cell === null || cell === undefined ? '' : String(cell);
  // Text a visitor typed must not run as a spreadsheet formula (CSV injection): a leading
  // apostrophe makes spreadsheet apps show it as text. Numbers are left alone.
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
