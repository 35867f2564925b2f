// Issue 33: the admin's unread count is one figure. The top bar's Messages shortcut, the Messages
// page's header and its list of conversations say the same number of unread messages, and that
// is the number of customer messages in the app database that staff have not read (counted here
// independently): after signing in, after a reply and after a new customer message.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appDbAll, appDbRecord } from './support';

// A fresh device: the demo dataset, whose unread order messages sit next to the sample
// conversations of the inbox.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 150_000 });

/** The shortcut's count, once it shows one ('Messages, 6 unread' or 'Messages, no unread'). */
async function shortcutCount(page: Page): Promise<number> {
  const shortcut = page.getByRole('banner').getByRole('link', { name: /^Messages, / });
  const label = (await shortcut.getAttribute('aria-label', { timeout: 2_000 })) ?? '';
  const match = /^Messages, (\d+|no) unread$/.exec(label);
  if (!match) throw new Error(`the shortcut says "${label}"`);
  return match[1] === 'no' ? 0 : Number(match[1]);
}

/** The Messages page's header: 'N unread message(s)', or its description when there are none. */
async function headerCount(page: Page): Promise<number> {
  const header = page.locator('main').getByText(/^\d+ unread messages?$/);
  if ((await header.count()) === 0) {
    await expect(
      page.getByText('Conversations with customers and messages written on orders.'),
    ).toBeVisible({ timeout: 2_000 });
    return 0;
  }
  return Number((await header.innerText()).split(' ')[0]);
}

/** The sum of the list's per-conversation counts ('N unread' beside each customer). */
async function listCount(page: Page): Promise<number> {
  const list = page.getByRole('list', { name: 'Customers' });
  await expect(list).toBeVisible({ timeout: 2_000 });
  const texts = await list.getByText(/^\d+ unread$/).allInnerTexts();
  return texts.reduce((sum, text) => sum + Number(text.split(' ')[0]), 0);
}

/**
 * Customer messages staff have not read, straight from IndexedDB: customer order messages not
 * read by staff, plus each admin conversation's unread count.
 */
async function storedCount(page: Page): Promise<number> {
  const messages = await appDbAll<{ sender: string; readByStaff: boolean }>(page, 'orderMessages');
  const conversations = await appDbAll<{ unread: number }>(page, 'conversations');
  return (
    messages.filter((m) => m.sender === 'customer' && !m.readByStaff).length +
    conversations.reduce((sum, c) => sum + c.unread, 0)
  );
}

/** Waits until the app database holds its starting data (the demo dataset is written after start). */
async function startingDataWritten(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        (await appDbRecord(page, 'settings', { get: 'seed.startingData' })) as {
          value?: string;
        } | null,
      { timeout: 20_000 },
    )
    .toMatchObject({ value: 'demo' });
}

/**
 * Waits until every figure on screen equals the stored count (and the stored count is `expected`,
 * when given: a message another tab sent reaches this database a moment after that tab shows it);
 * returns it.
 */
async function figuresAgree(
  page: Page,
  { onMessagesPage, expected }: { onMessagesPage: boolean; expected?: number },
) {
  let agreed = -1;
  await expect(async () => {
    const stored = await storedCount(page);
    if (expected !== undefined) expect(stored).toBe(expected);
    const figures = onMessagesPage
      ? {
          shortcut: await shortcutCount(page),
          header: await headerCount(page),
          list: await listCount(page),
        }
      : { shortcut: await shortcutCount(page) };
    const allStored = Object.fromEntries(Object.keys(figures).map((key) => [key, stored]));
    expect(figures).toEqual(allStored);
    agreed = stored;
  }).toPass({ timeout: 15_000 });
  return agreed;
}

test('the shortcut, the Messages page and its list say the same unread count', async ({
  adminPage: page,
  context,
}) => {
  await page.goto('/admin');
  await startingDataWritten(page);

  // Signed in: the shortcut counts every unread customer message, the sample conversations'
  // included, before the Messages page was ever opened.
  const atSignIn = await figuresAgree(page, { onMessagesPage: false });
  expect(atSignIn).toBeGreaterThan(0);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Messages, / })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByText('Select a customer to view messages')).toBeVisible();
  // Nothing changed in between: the page says what the shortcut said.
  expect(await figuresAgree(page, { onMessagesPage: true })).toBe(atSignIn);

  // Staff open an unread conversation and reply: its messages are read, nothing else changes.
  const unreadItem = page
    .getByRole('list', { name: 'Customers' })
    .getByRole('button')
    .filter({ hasText: /\d+ unread/ })
    .first();
  const itemUnread = Number(
    ((await unreadItem.getByText(/^\d+ unread$/).innerText()) ?? '').split(' ')[0],
  );
  await unreadItem.click();
  const reply = page.getByRole('textbox', { name: 'Reply' });
  await reply.fill('Thanks for your message, we are on it.');
  await reply.press('Enter');
  await expect(page.getByRole('log')).toContainText('Thanks for your message, we are on it.');
  const afterReply = await figuresAgree(page, { onMessagesPage: true });
  expect(afterReply).toBe(atSignIn - itemUnread);

  // A customer writes on an order page in another tab: the open Messages page and its shortcut
  // both count it. An order with no messages yet, so not the conversation open on this page
  // (staff read what arrives there at once, and the count would rightly not change).
  const withMessages = new Set(
    (await appDbAll<{ orderId: string }>(page, 'orderMessages')).map((m) => m.orderId),
  );
  const orderIds = await appDbAll<IDBValidKey>(page, 'orders', true);
  const orderId = String(orderIds.find((id) => !withMessages.has(String(id))));
  expect(orderId).not.toBe('undefined');
  const customer = await context.newPage();
  await customer.goto(`/shop/order/${orderId}`);
  await customer.getByRole('textbox', { name: 'Your message' }).fill('Has my order shipped yet?');
  await customer.getByRole('button', { name: 'Send' }).click();
  await expect(
    customer.getByRole('list', { name: 'Order messages' }).getByText('Has my order shipped yet?'),
  ).toBeVisible();
  await customer.close();

  const afterCustomer = await figuresAgree(page, {
    onMessagesPage: true,
    expected: afterReply + 1,
  });

  // And from another page of the back office, the shortcut still says so.
  await page.goto('/admin/orders');
  expect(await figuresAgree(page, { onMessagesPage: false })).toBe(afterCustomer);
});
