// Moving the booth's data between devices (issue 17): Export data writes both databases to one
// file; Import data puts exactly that back, all or nothing, and refuses a damaged file.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { appDbRecord, deleteProductInAdmin, openApp, signInAdminViaUi } from './support';

// A fresh device: the demo dataset, not the empty shop the other journeys start with.
test.use({ storageState: { cookies: [], origins: [] } });

interface DataFile {
  exportedAt: string;
  backend: Record<string, Record<string, unknown>[]>;
  app: Record<string, Record<string, unknown>[]>;
}

async function openDataTab(page: Page) {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Data' }).click();
}

async function exportData(page: Page): Promise<{ text: string; file: DataFile }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^skyforge-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  return { text, file: JSON.parse(text) as DataFile };
}

async function chooseFile(page: Page, text: string, name = 'skyforge-data.json') {
  await page
    .getByLabel('Import data file')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** What a file holds, without what changes on every export or import. */
function contents(file: DataFile) {
  return {
    backend: {
      ...file.backend,
      meta: file.backend.meta.filter((entry) => entry.key !== 'lastImportId'),
    },
    app: file.app,
  };
}

const counts = (file: DataFile) => {
  const { backend, app } = contents(file);
  return Object.fromEntries(
    [...Object.entries(backend), ...Object.entries(app)].map(([name, records]) => [
      name,
      records.length,
    ]),
  );
};

test('export, delete, import: everything is back exactly, offline', async ({ page, context }) => {
  await openApp(page, '/');
  await context.setOffline(true);
  await signInAdminViaUi(page);
  await openDataTab(page);
  const before = await exportData(page);
  expect(before.file.app.orders.length).toBeGreaterThanOrEqual(300);

  // Change both databases: a product deleted (backend), an order's status changed (app).
  await deleteProductInAdmin(page, 'FPV Racer Kit');
  const pending = before.file.app.orders.find((order) => order.status === 'pending');
  expect(pending).toBeDefined();
  const pendingId = String(pending?.id);
  await page.goto(`/admin/orders?q=${pendingId}`);
  const row = page.getByRole('row').filter({ hasText: pendingId });
  await row.getByRole('button', { name: /Update Status/ }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Update Order Status' });
  await statusDialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Delivered')).toBeVisible();

  await openDataTab(page);
  await chooseFile(page, before.text);
  const dialog = page.getByRole('dialog', { name: 'Replace all data?' });
  await expect(dialog).toContainText(`${before.file.app.orders.length} orders`);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/^Data imported: /)).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await exportData(page);
  expect(counts(after.file)).toEqual(counts(before.file));
  expect(contents(after.file)).toEqual(contents(before.file));

  // What a user sees: the product is back in the shop, the order back to pending.
  await page.goto('/shop/products/p-003');
  await expect(page.getByRole('heading', { level: 1, name: 'FPV Racer Kit' })).toBeVisible();
  await page.goto(`/admin/orders?q=${pendingId}`);
  await expect(row.getByText('Pending')).toBeVisible();
  // Still signed in.
  await expect(page).toHaveURL(/\/admin\/orders/);
});

test('a damaged, truncated, foreign or wrong-version file is refused and nothing changes', async ({
  page,
}) => {
  await openApp(page, '/');
  await signInAdminViaUi(page);
  await openDataTab(page);
  const original = await exportData(page);

  const badOrder = structuredClone(original.file);
  badOrder.app.orders[3] = { ...badOrder.app.orders[3], total: 'free' };
  const badProduct = structuredClone(original.file);
  badProduct.backend.products[1] = { ...badProduct.backend.products[1], price: -5 };
  const files: [string, string, RegExp][] = [
    [
      'corrupted',
      original.text.replace('"orders":[', '"orders":[[}'),
      /not valid JSON, or it was cut short/,
    ],
    [
      'truncated',
      original.text.slice(0, Math.floor(original.text.length / 2)),
      /not valid JSON, or it was cut short/,
    ],
    [
      'wrong version',
      JSON.stringify({ ...original.file, formatVersion: 2 }),
      /format version 2; this app reads version 1/,
    ],
    ['not a data file', JSON.stringify({ hello: 'world' }), /not a SkyForge data file/],
    ['a bad app record', JSON.stringify(badOrder), /invalid record \(app\.orders\[3\]\.total: /],
    [
      'a bad backend record',
      JSON.stringify(badProduct),
      /backend refused this data file \(backend\.products\[1\]: price must be a number greater than 0\)/,
    ],
  ];
  for (const [what, text, message] of files) {
    await chooseFile(page, text, `${what}.json`);
    const dialog = page.getByRole('dialog', { name: 'Replace all data?' });
    // Only a file that reads well gets as far as the question; the backend checks its own part.
    if (what === 'a bad backend record') {
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    }
    const alert = page.getByRole('alert').filter({ hasText: 'The file was not imported' });
    await expect(alert, what).toContainText(message);
    await expect(alert, what).toContainText('Nothing was changed.');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
  }

  const after = await exportData(page);
  expect(contents(after.file)).toEqual(contents(original.file));
});

/** The Settings form's tab (General, Notifications, Security) or the Data tab. */
const openTab = (page: Page, name: 'General' | 'Data') =>
  page.getByRole('tab', { name, exact: true }).click();

const unsavedAlert = (page: Page) =>
  page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Unsaved changes' });

test('unsaved settings are never lost without asking: a reset or an import first says so', async ({
  page,
}) => {
  await openApp(page, '/');
  await signInAdminViaUi(page);
  await openDataTab(page);
  const exported = await exportData(page);
  const siteName = page.getByRole('textbox', { name: 'Site name' });
  await openTab(page, 'General');
  const storedName = await siteName.inputValue();
  expect(storedName).not.toBe('');

  // Nothing typed: neither dialog warns.
  await openTab(page, 'Data');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset all data?' });
  await expect(resetDialog.getByRole('button', { name: 'Reset', exact: true })).toBeVisible();
  await expect(unsavedAlert(page)).toHaveCount(0);
  await resetDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(resetDialog).toBeHidden();
  await chooseFile(page, exported.text, 'clean.json');
  const importDialog = page.getByRole('dialog', { name: 'Replace all data?' });
  await expect(importDialog).toContainText(`${exported.file.app.orders.length} orders`);
  await expect(unsavedAlert(page)).toHaveCount(0);
  await importDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(importDialog).toBeHidden();

  // A new site name typed, not saved: both dialogs warn, and Cancel keeps it.
  await openTab(page, 'General');
  await siteName.fill('Typed Not Saved');
  await openTab(page, 'Data');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(unsavedAlert(page)).toContainText(
    'Your unsaved changes in Settings will be discarded.',
  );
  await resetDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(resetDialog).toBeHidden();
  await openTab(page, 'General');
  await expect(siteName).toHaveValue('Typed Not Saved');

  await openTab(page, 'Data');
  await chooseFile(page, exported.text, 'with-edits.json');
  await expect(importDialog).toContainText(`${exported.file.app.orders.length} orders`);
  await expect(unsavedAlert(page)).toContainText(
    'Your unsaved changes in Settings will be discarded.',
  );
  await importDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(importDialog).toBeHidden();
  await openTab(page, 'General');
  await expect(siteName).toHaveValue('Typed Not Saved');

  // Reset anyway: the form shows the stored (reset) settings, with nothing left to save.
  await openTab(page, 'Data');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(unsavedAlert(page)).toBeVisible();
  await resetDialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(resetDialog).toBeHidden();
  await expect(page.getByText('Demo data restored')).toBeVisible();
  await openTab(page, 'General');
  await expect(siteName).toHaveValue(storedName);
  await expect(page.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
});

/** Runs in the page: the backend's half of an import, as the app sends it (admin's token). */
async function commitBackendImport(page: Page, importId: string, file: DataFile): Promise<void> {
  const status = await page.evaluate(
    async ({ importId, file }) => {
      const response = await fetch('/api/admin/data/import', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('adminToken') ?? ''}`,
        },
        body: JSON.stringify({ importId, file }),
      });
      return response.status;
    },
    { importId, file },
  );
  expect(status).toBe(200);
}

/** An import's app tables left staged, as a browser closed half-way leaves them. */
function stageImport(page: Page, importId: string, app: DataFile['app']) {
  return appDbRecord(page, 'settings', {
    put: { key: 'import.staged', value: { importId, tables: app } },
  });
}

const stagedRecord = (page: Page) => appDbRecord(page, 'settings', { get: 'import.staged' });

test('a browser closed half-way through an import finishes it on the next start, or drops it', async ({
  page,
}) => {
  await openApp(page, '/');
  await signInAdminViaUi(page);
  await openDataTab(page);
  const { file } = await exportData(page);
  const allOrders = file.app.orders.length;
  expect(allOrders).toBeGreaterThan(10);
  await page.goto('/admin/orders');
  const total = page.getByText(/^\d+ orders? in total$/);
  await expect(total).toHaveText(`${allOrders} orders in total`);

  // Never committed by the backend (the browser closed before it answered): dropped on start.
  await stageImport(page, randomUUID(), { ...file.app, orders: file.app.orders.slice(0, 10) });
  await page.reload();
  await expect.poll(() => stagedRecord(page)).toBeUndefined();
  await expect(total).toHaveText(`${allOrders} orders in total`);

  // Committed by the backend, closed before the app applied its part: applied on start.
  const importId = randomUUID();
  await stageImport(page, importId, { ...file.app, orders: file.app.orders.slice(0, 10) });
  await commitBackendImport(page, importId, file);
  await page.reload();
  await expect(total).toHaveText('10 orders in total');
  expect(await stagedRecord(page)).toBeUndefined();
  const firstOrderId = String(file.app.orders[0]?.id);
  await expect(page.getByRole('row').filter({ hasText: firstOrderId })).toHaveCount(1);
});
