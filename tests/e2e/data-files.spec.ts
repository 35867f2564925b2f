// Moving the booth's data between devices (issue 17): Export data writes both databases to one
// file; Import data puts exactly that back, all or nothing, and refuses a damaged file.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openApp, signInAdminViaUi } from './support';

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
  await page.goto('/admin/products?search=FPV%20Racer%20Kit');
  await page.getByRole('button', { name: 'Delete FPV Racer Kit' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Product' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('button', { name: 'Delete FPV Racer Kit' })).toHaveCount(0);
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
      /backend refused this data file \(tables\.products\[1\]\.price: /,
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
