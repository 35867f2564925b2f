// Moving the booth's data between devices (issue 17): Export data writes both databases to one
// file; Import data puts exactly that back, all or nothing, and refuses a damaged file.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  appDbRecord,
  deleteProductInAdmin,
  openAdminSection,
  postJsonInPage,
  signInAdminViaUi,
} from './support';

// A fresh device: the demo dataset, not the empty shop the other journeys start with.
test.use({ storageState: { cookies: [], origins: [] } });

interface DataFile {
  exportedAt: string;
  backend: Record<string, Record<string, unknown>[]>;
  app: Record<string, Record<string, unknown>[]>;
}

/** Opens Settings by its sidebar link (an in-app navigation, not a page load), then its Data tab. */
async function openDataTab(page: Page) {
  await openAdminSection(page, 'Settings');
  await page.getByRole('tab', { name: 'Data' }).click();
}

/** Signed in (adminPage), opens the back office's Settings, Data tab: one page load. */
async function openDataTabSignedIn(page: Page) {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Data' }).click();
}

/** The admin shell seeds the sample conversations after it shows (ensureSampleConversations): an
 * export before that would differ from one after. The unread count shows once they are in. */
const sampleConversationsIn = (page: Page) =>
  expect(page.getByRole('banner').getByRole('link', { name: /^Messages, / })).toBeVisible();

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

test('export, delete, import: everything is back exactly, offline', async ({
  appPage: page,
  context,
}) => {
  await context.setOffline(true);
  await signInAdminViaUi(page);
  // An export before the sample conversations are in would be imported into a database that
  // seeds them again.
  await sampleConversationsIn(page);
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

// Checks that leave the data as it was (or put back the same): one visit to the Data tab, each
// part a step. Was five tests, each signing in and opening Settings: "Export data leaves the
// sign-in accounts out unless chosen, which warns first", "a file with accounts names the admin
// accounts it brings and asks before importing", "a damaged, truncated, foreign or wrong-version
// file is refused and nothing changes", "impossible money, dates and hashes are refused, naming the
// record and the rule".
test('what an export holds, and what an import refuses or asks first, changing nothing', async ({
  adminPage: page,
}) => {
  await openDataTabSignedIn(page);
  await sampleConversationsIn(page);
  const include = page.getByRole('checkbox', { name: 'Include sign-in accounts' });
  const dialog = page.getByRole('dialog', { name: 'Replace all data?' });
  const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
  const refusal = page.getByRole('alert').filter({ hasText: 'The file was not imported' });

  // Issue 35, point 23: a data file travels on USB sticks; the accounts' password hashes only go
  // in when the operator chooses them.
  const plain = await test.step('Export data leaves the sign-in accounts out', async () => {
    await expect(include).not.toBeChecked();
    const exported = await exportData(page);
    expect(exported.file.backend).not.toHaveProperty('users');
    expect(exported.text).not.toContain('passwordHash');
    return exported;
  });
  const original = await test.step('unless chosen, which warns first', async () => {
    await include.check();
    await expect(page.getByRole('alert').filter({ hasText: 'password hash' })).toContainText(
      'Anyone who gets the file can try to guess the passwords',
    );
    const exported = await exportData(page);
    expect(exported.file.backend.users.map((user) => user.email)).toContain('admin@example.com');
    expect(exported.text).toContain('passwordHash');
    return exported;
  });

  // Issue 35, point 28: a file that brings admin accounts names them, and asks.
  await test.step('a file with accounts names the admin accounts it brings and asks', async () => {
    const admin = original.file.backend.users.find((user) => user.role === 'admin');
    const intruder = {
      ...admin,
      id: 'u-intruder',
      email: 'intruder@example.com',
      name: 'Intruder',
    };
    const withIntruder = structuredClone(original.file);
    withIntruder.backend.users.push(intruder);

    await chooseFile(page, JSON.stringify(withIntruder), 'with-admin.json');
    await expect(dialog).toContainText(`${withIntruder.backend.users.length} accounts`);
    const admins = dialog.getByRole('alert').filter({ hasText: 'Admin accounts in this file' });
    await expect(admins.getByRole('listitem')).toHaveText([
      'admin@example.com (your account)',
      'intruder@example.com',
    ]);
    await expect(importButton).toBeDisabled();
    const consent = admins.getByRole('checkbox', {
      name: 'I know these admin accounts and want them to sign in here',
    });
    await consent.check();
    await expect(importButton).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Chosen again: the question is asked again.
    await chooseFile(page, JSON.stringify(withIntruder), 'with-admin-again.json');
    await expect(consent).not.toBeChecked();
    await expect(importButton).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('a damaged, truncated, foreign or wrong-version file is refused', async () => {
    const badOrder = structuredClone(plain.file);
    badOrder.app.orders[3] = { ...badOrder.app.orders[3], total: 'free' };
    const badProduct = structuredClone(plain.file);
    badProduct.backend.products[1] = { ...badProduct.backend.products[1], price: -5 };
    const files: [string, string, RegExp][] = [
      [
        'corrupted',
        plain.text.replace('"orders":[', '"orders":[[}'),
        /not valid JSON, or it was cut short/,
      ],
      [
        'truncated',
        plain.text.slice(0, Math.floor(plain.text.length / 2)),
        /not valid JSON, or it was cut short/,
      ],
      [
        'wrong version',
        JSON.stringify({ ...plain.file, formatVersion: 2 }),
        /format version 2; this app reads version 1/,
      ],
      ['not a data file', JSON.stringify({ hello: 'world' }), /not a SkyForge data file/],
      [
        'a bad app record',
        JSON.stringify(badOrder),
        /invalid record \(app\.orders\[3\] \(ORD-[^)]+\), total: /,
      ],
      [
        'a bad backend record',
        JSON.stringify(badProduct),
        /backend refused this data file \(backend\.products\[1\]: price must be a number greater than 0\)/,
      ],
    ];
    for (const [what, text, message] of files) {
      await chooseFile(page, text, `${what}.json`);
      // Only a file that reads well gets as far as the question; the backend checks its own part.
      if (what === 'a bad backend record') await importButton.click();
      await expect.soft(refusal, what).toContainText(message);
      await expect.soft(refusal, what).toContainText('Nothing was changed.');
      await refusal.getByRole('button', { name: 'Dismiss' }).click();
    }
  });

  // Issue 35, points 22 and 28: the import takes checkout's and the API's rules, says which record
  // broke which rule, and changes nothing.
  const order = original.file.app.orders[0];
  const orderId = String(order.id);
  await test.step('impossible money, dates and hashes are refused, naming record and rule', async () => {
    const negative = structuredClone(original.file);
    negative.app.orders[0] = { ...order, total: -Number(order.total) };
    const huge = structuredClone(original.file);
    huge.app.orders[0] = {
      ...order,
      items: [{ ...(order.items as Record<string, unknown>[])[0], price: 1.79e306, quantity: 1 }],
      subtotal: 1.79e306,
      discount: 0,
      total: 1.79e306,
    };
    const notADate = structuredClone(original.file);
    notADate.app.orders[0] = { ...order, createdAt: 'not a date' };
    const badHash = structuredClone(original.file);
    const adminIndex = badHash.backend.users.findIndex((user) => user.role === 'admin');
    badHash.backend.users[adminIndex].passwordHash = 'not-a-hash';
    const tomorrow = structuredClone(original.file);
    tomorrow.backend.coupons[0] = { ...tomorrow.backend.coupons[0], expires_at: 'tomorrow' };
    const tinyPrice = structuredClone(original.file);
    tinyPrice.backend.products[0] = { ...tinyPrice.backend.products[0], price: 1e-300 };

    /** The app's message for the first order: its place and id, then `rest` (field and rule). */
    const inApp = (rest: string) =>
      `This data file has an invalid record (app.orders[0] (${orderId})${rest}). Nothing was changed.`;
    const cases: [string, DataFile, string][] = [
      [
        'negative total',
        negative,
        inApp(': total must be whole cents from $0.00 to $1,000,000.00'),
      ],
      [
        '1.79e306',
        huge,
        inApp(', items[0]: price must be whole cents from $0.01 to $1,000,000.00'),
      ],
      [
        'not a date',
        notADate,
        inApp(': createdAt must be an ISO 8601 date and time (2026-11-27T14:05:09Z)'),
      ],
      [
        'a hash that never matches',
        badHash,
        `The backend refused this data file (backend.users[${adminIndex}]: passwordHash must be a PBKDF2-SHA-256 hash: 64 hexadecimal digits). Nothing was changed.`,
      ],
      [
        'a coupon that expires "tomorrow"',
        tomorrow,
        'The backend refused this data file (backend.coupons[0]: expires_at must be',
      ],
      [
        'a price of 1e-300',
        tinyPrice,
        'The backend refused this data file (backend.products[0]: price must be at least 0.01 (whole cents)). Nothing was changed.',
      ],
    ];
    for (const [what, file, message] of cases) {
      await chooseFile(page, JSON.stringify(file), `${what}.json`);
      // The app checks its own part at once; the backend's part when Import is pressed.
      if (message.startsWith('The backend')) {
        await dialog.getByRole('checkbox').check();
        await importButton.click();
      }
      await expect.soft(refusal, what).toContainText(message);
      await refusal.getByRole('button', { name: 'Dismiss' }).click();
    }
  });

  await test.step('nothing was changed by the refused files', async () => {
    const after = await exportData(page);
    expect(contents(after.file)).toEqual(contents(original.file));
  });

  await test.step('a file without accounts says so, and imports without asking about them', async () => {
    await chooseFile(page, plain.text, 'no-accounts.json');
    await expect(dialog).toContainText('No sign-in accounts: this device keeps its own');
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await importButton.click();
    await expect(page.getByText(/^Data imported: /)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/settings/);
  });

  await test.step('the order shows its date, the dashboard finite figures', async () => {
    // What a user sees: the order's date, not "Invalid Date"; the dashboard's figures are finite.
    await page.goto(`/admin/orders?q=${orderId}`);
    await expect(page.getByRole('row').filter({ hasText: orderId })).toHaveCount(1);
    await expect(page.getByText('Invalid Date')).toHaveCount(0);
    await openAdminSection(page, 'Dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Infinity|NaN/)).toHaveCount(0);
  });
});

/** The Settings form's tab (General, Notifications, Security) or the Data tab. */
const openTab = (page: Page, name: 'General' | 'Data') =>
  page.getByRole('tab', { name, exact: true }).click();

const unsavedAlert = (page: Page) =>
  page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Unsaved changes' });

/** Runs in the page: the backend's half of an import, as the app sends it (admin's token). */
async function commitBackendImport(page: Page, importId: string, file: DataFile): Promise<void> {
  const { status } = await postJsonInPage(
    page,
    '/api/admin/data/import',
    { importId, file },
    { asAdmin: true },
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

// Checks that each change the data, one after the other in one visit, each part a step. Was three
// tests, each signing in and opening Settings: "unsaved settings are never lost without asking: a
// reset or an import first says so", "an imported file's records are not this device's leads,
// whatever its seed.startedAt says", "a browser closed half-way through an import finishes it on the
// next start, or drops it".
test('a reset or an import asks before losing unsaved settings, starts the leads afresh, and one cut short is finished or dropped on the next start', async ({
  adminPage: page,
}) => {
  await openDataTabSignedIn(page);
  await sampleConversationsIn(page);

  await test.step('unsaved settings are never lost without asking: a reset or an import first says so', async () => {
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
    const cancelKeepsTypedName = async (dialog: Locator) => {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await openTab(page, 'General');
      await expect(siteName).toHaveValue('Typed Not Saved');
    };
    await openTab(page, 'General');
    await siteName.fill('Typed Not Saved');
    await openTab(page, 'Data');
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(unsavedAlert(page)).toContainText(
      'Your unsaved changes in Settings will be discarded.',
    );
    await cancelKeepsTypedName(resetDialog);

    await openTab(page, 'Data');
    await chooseFile(page, exported.text, 'with-edits.json');
    await expect(importDialog).toContainText(`${exported.file.app.orders.length} orders`);
    await expect(unsavedAlert(page)).toContainText(
      'Your unsaved changes in Settings will be discarded.',
    );
    await cancelKeepsTypedName(importDialog);

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

  // Issue 35, point 27: the leads are what this device collected since its own last reset or
  // import, whatever the file says when its data started.
  await test.step("an imported file's records are not this device's leads, whatever its seed.startedAt says", async () => {
    await openTab(page, 'Data');
    const original = await exportData(page);
    // Tablet A's file, its data started long ago: its orders were all leads here before the fix.
    const file = structuredClone(original.file);
    file.app.settings = file.app.settings.map((record) =>
      record.key === 'seed.startedAt' ? { ...record, value: '2000-01-01T00:00:00.000Z' } : record,
    );
    expect(file.app.orders.length).toBeGreaterThan(0);
    await chooseFile(page, JSON.stringify(file));
    const dialog = page.getByRole('dialog', { name: 'Replace all data?' });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText(/^Data imported: /)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export leads (CSV)' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(lines.split('\r\n')).toEqual(['"Device","Type","When","Name","E-mail","Phone","What"']);
  });

  await test.step('a browser closed half-way through an import finishes it on the next start, or drops it', async () => {
    const { file } = await exportData(page);
    const allOrders = file.app.orders.length;
    expect(allOrders).toBeGreaterThan(10);
    await openAdminSection(page, 'Orders');
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
});
