// Says how many stored records a page could not read and left out (checkedRecords.ts): a bad
// record blanks no page, and nobody wonders where it went.
import { Alert } from '@mantine/core';
import { useSkippedRecords, type CheckedTable } from '../lib/checkedRecords';

export function skippedRecordsMessage(count: number): string {
  return count === 1
    ? '1 record could not be read and is not shown.'
    : `${count.toLocaleString('en-US')} records could not be read and are not shown.`;
}

/** Nothing while every record of these tables could be read. */
export function SkippedRecordsNotice({ tables }: { tables: readonly CheckedTable[] }) {
  const count = useSkippedRecords(tables);
  if (count === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="status" mb="md">
      {skippedRecordsMessage(count)}
    </Alert>
  );
}
