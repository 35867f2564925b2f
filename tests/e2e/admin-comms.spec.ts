// Admin communication: customers derived from orders, messages (samples and
// order conversations), and a reply reaching the customer's order page.
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import {
  expectNoSeriousA11yIssues,
  putAppDbRecords,
  seedOrderRecord,
  signInAdminViaApi,
} from './support';

// Sign-in, IndexedDB writes and axe scans: generous on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test('customers lists a customer derived from an order, with details and CSV export', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByText('Total customers')).toBeVisible();
  const order = {
    id: 'ORD-1700000000001',
    name: 'Meera Kapoor',
    email: 'meera@example.com',
    total: 249.99,
  };
  await putAppDbRecords(page, 'orders', [seedOrderRecord(order)]);
  await page.reload();

  const row = page.getByRole('row', { name: /Meera Kapoor/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('$249.99');
  // The two samples are listed too, one of them inactive.
  await expect(page.getByRole('row', { name: /Daniel Brooks/ })).toContainText('Inactive');

  await page.getByRole('button', { name: 'View details of Meera Kapoor' }).click();
  const dialog = page.getByRole('dialog', { name: /Meera Kapoor/ });
  await expect(dialog.getByRole('link', { name: order.id })).toHaveAttribute(
    'href',
    `/shop/order/${order.id}`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'View details of Daniel Brooks' }).click();
  await expect(page.getByText('No orders found for this customer')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Search lives in the URL.
  await page.getByLabel('Search customers').fill('meera');
  await expect(page).toHaveURL(/q=meera/);
  await expect(page.getByRole('row', { name: /Daniel Brooks/ })).toHaveCount(0);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export List' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('meera@example.com');
  expect(csv).not.toContain('daniel.brooks@example.com');

  await page.getByLabel('Search customers').fill('');
  await expectNoSeriousA11yIssues(page);
});

test('Add Customer validates and adds; Send message opens the conversation', async ({ page }) => {
  await signInAdminViaApi(page, '/admin/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Customer' });
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Ravi Teja');
  await dialog.getByLabel('Email').fill('priya.raman@example.com');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog.getByText('A customer with this email already exists')).toBeVisible();
  await dialog.getByLabel('Email').fill('ravi@example.com');
  await dialog.getByLabel('Phone').fill('+91 90000 12345');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Ravi Teja/ })).toBeVisible();

  await page.getByRole('button', { name: 'Send message to Ravi Teja' }).click();
  const messageDialog = page.getByRole('dialog', { name: 'Message Ravi Teja' });
  await messageDialog.getByLabel('Message').fill('Welcome to SkyForge!');
  await messageDialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?c=CONV-/);
  await expect(page.getByRole('log')).toContainText('Welcome to SkyForge!');
});

test('messages: select a sample conversation, Enter sends, blank is ignored', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/messages');
  await expect(page.getByText('Select a customer to view messages')).toBeVisible();
  await page.getByRole('button', { name: /Priya Raman/ }).click();
  await expect(page).toHaveURL(/c=CONV-sample-1/);
  const log = page.getByRole('log');
  await expect(log).toContainText('spare propellers');
  const bubbles = log.locator('> div > div');
  const before = await bubbles.count();

  const reply = page.getByRole('textbox', { name: 'Reply' });
  await reply.fill('   ');
  await reply.press('Enter');
  await expect(bubbles).toHaveCount(before);

  await reply.fill('Yes, a second battery is on its way.');
  await reply.press('Enter');
  await expect(log).toContainText('Yes, a second battery is on its way.');
  await expect(reply).toHaveValue('');
  await expect(bubbles).toHaveCount(before + 1);

  // Shift+Enter adds a line instead of sending.
  await reply.fill('Line one');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Line two');
  await expect(reply).toHaveValue('Line one\nLine two');

  await expectNoSeriousA11yIssues(page);
});

test('a reply to an order conversation reaches the order page as support', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/messages');
  await expect(page.getByText('Select a customer to view messages')).toBeVisible();
  const order = {
    id: 'ORD-1700000000002',
    name: 'Arjun Rao',
    email: 'arjun@example.com',
    total: 99,
  };
  await putAppDbRecords(page, 'orders', [seedOrderRecord(order)]);
  await putAppDbRecords(page, 'orderMessages', [
    {
      id: 'MSG-1700000000003',
      orderId: order.id,
      text: 'When will my drone ship?',
      sender: 'customer',
      timestamp: new Date().toISOString(),
      readByStaff: false,
    },
  ]);
  await page.reload();

  const item = page.getByRole('button', { name: /Arjun Rao/ });
  await expect(item).toContainText(`Order ${order.id}`);
  await expect(item).toContainText('1 unread');
  await item.click();
  await expect(page.getByRole('log')).toContainText('When will my drone ship?');
  await expect(item).not.toContainText('unread');

  const reply = page.getByRole('textbox', { name: 'Reply' });
  await reply.fill('It ships tomorrow morning.');
  await reply.press('Enter');
  await expect(page.getByRole('log')).toContainText('It ships tomorrow morning.');
  await expect(reply).toHaveValue('');

  await page.goto(`/shop/order/${order.id}`);
  const answer = page.getByText('It ships tomorrow morning.');
  await expect(answer).toBeVisible();
  await expect(page.getByText('Support', { exact: true }).first()).toBeVisible();
});
