// Settings → Data's writes and file actions, each a mutation: the buttons read pending from them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../../components/notify';
import { addGeneratedOrders, type StartingData } from '../../../../data/appData';
import { setBoothPin } from '../../../../data/boothLock';
import { downloadBlob, downloadCsv } from '../../shared/csv';
import { buildDataFile, buildLeadRows, dataFileName, leadsFileName } from '../dataFile';
import { importDataFile, importMessages, readDataFile, type DataFile } from '../importData';
import { resetAllData, resetMessages } from '../resetData';

const resetNoticeId = 'settings-data-reset';
const importNoticeId = 'settings-data-import';
const generateNoticeId = 'settings-generate-orders';

export const generateOrdersMessages = {
  generated: (count: number) => `Generated ${count.toLocaleString('en-US')} orders.`,
  failed: 'The orders could not be generated. Nothing was added.',
} as const;

/** Export data (a JSON file of everything) or Export leads (a spreadsheet). */
export function useExportFile() {
  return useMutation({
    mutationFn: async ({
      kind,
      includeAccounts,
    }: {
      kind: 'data' | 'leads';
      includeAccounts: boolean;
    }) => {
      if (kind === 'data') {
        const file = await buildDataFile(new Date(), { includeAccounts });
        downloadBlob(
          new Blob([JSON.stringify(file)], { type: 'application/json' }),
          dataFileName(),
        );
      } else {
        downloadCsv(await buildLeadRows(), leadsFileName());
      }
    },
    onError: (error) => {
      console.error('[data] export failed', error);
      notify({
        id: 'settings-data-export',
        color: 'red',
        message: 'The export failed. Please try again.',
      });
    },
  });
}

/** Reads and checks a chosen data file (the answer says what is wrong with one that is not). */
export function useReadDataFile() {
  return useMutation({ mutationFn: (file: File) => readDataFile(file) });
}

/** Replaces both databases with a data file's; every cached answer belongs to the old data. */
export function useImportDataFile(onImported: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: DataFile) => {
      await importDataFile(file);
      await queryClient.invalidateQueries();
    },
    onSuccess: (_, file) => {
      onImported();
      notify({ id: importNoticeId, color: 'green', message: importMessages.imported(file) });
    },
    onError: (error) => console.error('[data] import failed', error),
  });
}

/** Puts the demo (or an empty shop) back; every cached answer belongs to the old data. */
export function useResetData(onReset: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (startingData: StartingData) => {
      await resetAllData(startingData);
      await queryClient.invalidateQueries();
    },
    onSuccess: (_, startingData) => {
      onReset();
      notify({ id: resetNoticeId, color: 'green', message: resetMessages[startingData] });
    },
    onError: (error) => {
      console.error('[data] reset failed', error);
      notify({ id: resetNoticeId, color: 'red', message: resetMessages.failed });
    },
  });
}

/** Adds a year of made-up orders in bulk. */
export function useGenerateOrders() {
  return useMutation({
    mutationFn: (count: number) => addGeneratedOrders(count),
    onSuccess: (_, wanted) =>
      notify({
        id: generateNoticeId,
        color: 'green',
        message: generateOrdersMessages.generated(wanted),
      }),
    onError: (error) => {
      console.error('[data] generating orders failed', error);
      notify({ id: generateNoticeId, color: 'red', message: generateOrdersMessages.failed });
    },
  });
}

/** Stores (or, with null, removes) the booth PIN; false when the browser refused to store it. */
export function useSetBoothPin(onStored: (value: string | null) => void) {
  return useMutation({
    mutationFn: async (value: string | null) => {
      if (!(await setBoothPin(value))) throw new Error('the booth PIN could not be stored');
      return value;
    },
    onSuccess: (value) => {
      onStored(value);
      notify({
        id: 'settings-booth-pin',
        color: 'green',
        message: value === null ? 'Booth PIN removed' : 'Booth PIN saved',
      });
    },
  });
}
