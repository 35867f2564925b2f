// Admin system pages: notifications, reports (with real exports), settings
// (saved in the app's database, appearance) and help.
import type { Download } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import {
  adminSections,
  expectNoSeriousA11yIssues,
  putAppDbRecords,
  seedOrderRecord,
} from './support';

async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile((await download.path()) ?? '');
}

// The four pages in one visit, one after another (each was a test of its own, with its own sign-in
// and page loads): notifications first, as the help's support request adds one.
test('admin system pages: notifications, reports, settings and help', async ({
  adminPage: page,
}) => {
  // Sign-in, IndexedDB writes and axe scans on four pages: generous on a shared, busy machine.
  test.setTimeout(240_000);
  const sidebar = adminSections(page);

  await test.step('notifications: filters, mark read, mark all read, delete', async () => {
    await page.goto('/admin/notifications');
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByText('Low stock')).toBeVisible();
    await expect(page.getByText('5 minutes ago')).toBeVisible();
    await expect(page.getByText('3 hours ago')).toBeVisible();
    await expect(page.getByText('2 days ago')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.getByText('Unread', { exact: true }).click();
    await expect(page).toHaveURL(/filter=unread/);
    await expect(page.getByText('Backup completed')).toBeHidden();
    await page.getByRole('button', { name: 'Mark read: Weekly summary ready' }).click();
    await expect(page.getByText('Weekly summary ready')).toBeHidden();

    await page.getByRole('button', { name: 'Mark All Read' }).click();
    await expect(page.getByText('No unread notifications found')).toBeVisible();

    await page.getByText('Action Required', { exact: true }).click();
    await expect(page.getByText('Low stock')).toBeVisible();
    await page.getByRole('button', { name: 'Delete: Low stock' }).click();
    await expect(page.getByText('No notifications requiring action found')).toBeVisible();

    await page.getByText('All', { exact: true }).click();
    for (const title of ['Weekly summary ready', 'Payment failed', 'Backup completed']) {
      const remove = page.getByRole('button', { name: `Delete: ${title}` });
      await remove.click();
      // The list closes up after each delete: the next button is aimed at once it has.
      await expect(remove).toHaveCount(0);
    }
    await expect(page.getByText('No notifications found', { exact: true })).toBeVisible();
    // Seeded once: the samples do not come back after a reload.
    await page.reload();
    await expect(page.getByText('No notifications found', { exact: true })).toBeVisible();
  });

  await test.step('reports: generate shows the alert and a table; PDF, Excel and CSV download', async () => {
    await putAppDbRecords(page, 'orders', [
      seedOrderRecord({
        id: 'ORD-1700000000010',
        name: 'Kiran Das',
        email: 'kiran@example.com',
        total: 120,
      }),
    ]);
    await sidebar.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

    const orderReport = page.getByRole('radio', { name: /Order Report/ });
    await orderReport.click();
    await expect(orderReport).toBeChecked();
    await expect(page).toHaveURL(/type=orders/);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect(page.getByText('Generating Order Report for Last 30 Days...')).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toContainText('ORD-1700000000010');
    await expect(table).toContainText('Kiran Das');
    await expect(table).toContainText('$120.00');

    const expectations: [string, RegExp, (bytes: Buffer) => void][] = [
      ['CSV', /\.csv$/, (b) => expect(b.toString('utf8')).toContain('ORD-1700000000010')],
      ['Excel', /\.xlsx$/, (b) => expect(b.subarray(0, 2).toString('latin1')).toBe('PK')],
      ['PDF', /\.pdf$/, (b) => expect(b.subarray(0, 5).toString('latin1')).toBe('%PDF-')],
    ];
    for (const [label, name, check] of expectations) {
      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('button', { name: label, exact: true }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toMatch(name);
      const bytes = await downloadedBytes(download);
      expect(bytes.length).toBeGreaterThan(100);
      check(bytes);
    }
    await expectNoSeriousA11yIssues(page);
  });

  await test.step('settings: save shows the alert and survives a reload; dark scheme applies', async () => {
    await sidebar.getByRole('link', { name: 'Settings' }).click();
    const siteName = page.getByRole('textbox', { name: 'Site name' });
    await expect(siteName).toHaveValue('SkyForge Technologies');
    await siteName.fill('SkyForge Drone Shop');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const sms = page.getByRole('switch', { name: 'SMS notifications' });
    await expect(sms).not.toBeChecked();
    await sms.check({ force: true });
    await page.getByRole('tab', { name: 'Security' }).click();
    const attempts = page.getByRole('textbox', { name: 'Max login attempts' });
    await expect(attempts).toHaveValue('5');
    await attempts.fill('8');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'General' }).click();
    await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue(
      'SkyForge Drone Shop',
    );
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('textbox', { name: 'Max login attempts' })).toHaveValue('8');

    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByText('EmailJS status')).toBeVisible();
    await page.getByRole('tab', { name: 'User Management' }).click();
    await expect(page.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();

    await page.getByRole('tab', { name: 'Appearance' }).click();
    await page.getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousA11yIssues(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('tab', { name: 'Appearance' }).click();
    await page.getByText('Light', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  await test.step('help: search filters the groups, a tile navigates, Contact Support sends', async () => {
    await sidebar.getByRole('link', { name: 'Help' }).click();
    await expect(
      page.getByRole('heading', { name: 'Help & Documentation', level: 1 }),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('textbox', { name: 'Search help' }).fill('tracking');
    await expect(page.getByRole('heading', { name: 'Setting a tracking id' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Coupons/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Support' });
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeVisible();
    // A click while the dialog is still sliding in can miss: retry until the rule shows.
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(dialog.getByText('Please enter a subject')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Export question');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('How do I export to Excel?');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(/Your support request has been sent/)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: /Products guide/ }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    await sidebar.getByRole('link', { name: 'Messages' }).click();
    await expect(
      page.getByRole('button', { name: /Support request: Export question/ }),
    ).toBeVisible();
    await sidebar.getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByText('Support request sent')).toBeVisible();
  });
});
