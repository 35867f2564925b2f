// "Reset demo data" (issue 17): both databases back to where a new device starts, in one step.
import { resetBackendData } from '../../../api/backendData/backendDataClient';
import { replaceAppTables, startingTables, type StartingData } from '../../../data/appData';
import { adminSession, endCustomerSessionAfterDataReplaced } from '../../../data/session';

/**
 * The backend first (its fixtures, one transaction), then the app's tables (one transaction).
 * A failure of the first leaves everything as it was; the admin stays signed in either way, and
 * every other session ends with a reset.
 */
export async function resetAllData(startingData: StartingData): Promise<void> {
  const tables = await startingTables(startingData);
  await resetBackendData(adminSession.get()?.token ?? null, startingData);
  // The backend ended every other session: a customer signed in in another tab is signed out.
  endCustomerSessionAfterDataReplaced();
  await replaceAppTables(tables);
}

export const resetMessages = {
  demo: 'Demo data restored: the shop, orders and messages are back to their starting state.',
  empty: 'The shop is empty: only the seed products, coupons and accounts remain.',
  failed: 'The data could not be reset. Nothing was changed; please try again.',
} as const;
