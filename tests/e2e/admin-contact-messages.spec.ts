// Issue 35, point 9: a message sent with the contact form reaches the admin's Messages as a
// "Contact form" conversation (sender, e-mail, subject, message), counted as unread; staff's
// reply is e-mailed to the visitor through the contact form's channel (EmailJS; the mocked
// backend answers it in demo mode) and recorded in the conversation; a reply written offline
// waits in the outbox and goes when the connection returns.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { appDbCount, expectNoSeriousA11yIssues, openApp, signInAdminInPage } from './support';

const visitor = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: '+91 98765 43210',
  subject: 'Training Programs',
  message: 'Do you run weekend batches for class 8 students?',
};

async function sendContactMessage(page: Page): Promise<void> {
  await openApp(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(visitor.name);
  await form.getByLabel('Email').fill(visitor.email);
  await form.getByLabel('Phone').fill(visitor.phone);
  await form.getByLabel('Subject').selectOption(visitor.subject);
  await form.getByLabel('Message').fill(visitor.message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank You!')).toBeVisible();
}

/** The top bar's Messages shortcut's count ('Messages, 4 unread' or 'Messages, no unread'). */
async function shortcutCount(page: Page): Promise<number> {
  const shortcut = page.getByRole('banner').getByRole('link', { name: /^Messages, / });
  const label = (await shortcut.getAttribute('aria-label')) ?? '';
  const match = /^Messages, (\d+|no) unread$/.exec(label);
  if (!match) throw new Error(`the shortcut says "${label}"`);
  return match[1] === 'no' ? 0 : Number(match[1]);
}

/** Signs the admin in and opens the visitor's contact conversation in Messages. */
async function openContactConversation(page: Page): Promise<void> {
  await signInAdminInPage(page);
  await page.goto('/admin/messages');
  const item = page
    .getByRole('list', { name: 'Customers' })
    .getByRole('button', { name: new RegExp(visitor.name) });
  await expect(item).toContainText(`Contact form: ${visitor.subject}`);
  await expect(item).toContainText(visitor.message);
  await expect(item).toContainText('1 unread');
  // The top bar's unread count includes it, and opening it reads it.
  const before = await shortcutCount(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await item.click();
  await expect.poll(() => shortcutCount(page)).toBe(before - 1);
  await expect(page).toHaveURL(/c=CONV-contact-/);
}

const isReplySend = (request: Request) =>
  request.url().endsWith('/api/v1.0/email/send') &&
  (request.postData() ?? '').includes('demo-reply-template');

test('a contact message reaches Messages, and the reply is e-mailed to the visitor and recorded', async ({
  page,
}) => {
  await sendContactMessage(page);
  await openContactConversation(page);

  const pane = page.getByRole('main');
  await expect(pane.getByRole('heading', { name: visitor.name })).toBeVisible();
  await expect(pane.getByText('Contact form', { exact: true })).toBeVisible();
  await expect(pane.getByText(`${visitor.email} · ${visitor.phone}`)).toBeVisible();
  await expect(pane.getByText(`Subject: ${visitor.subject}`)).toBeVisible();
  const log = page.getByRole('log');
  await expect(log).toContainText(visitor.message);

  const reply = page.getByRole('textbox', { name: 'Reply' });
  await expect(page.getByText(`E-mailed to ${visitor.email}.`, { exact: false })).toBeVisible();
  const sent = page.waitForRequest(isReplySend);
  await reply.fill('Yes: every Saturday, 10 AM to 1 PM.');
  await page.getByRole('button', { name: 'Send' }).click();

  // The same channel as the contact form, to the visitor's address.
  const body = (await sent).postDataJSON() as { template_params: Record<string, string> };
  expect(body.template_params).toMatchObject({
    email: visitor.email,
    to_name: visitor.name,
    subject: `Re: ${visitor.subject}`,
    message: 'Yes: every Saturday, 10 AM to 1 PM.',
  });
  await expect(log).toContainText('Yes: every Saturday, 10 AM to 1 PM.');
  await expect(log).toContainText('E-mailed');
  await expect(reply).toHaveValue('');

  // Recorded: still there after a reload.
  await page.reload();
  await expect(page.getByRole('log')).toContainText('Yes: every Saturday, 10 AM to 1 PM.');
  await expect(page.getByRole('log')).toContainText('E-mailed');
  await expectNoSeriousA11yIssues(page);
});

test('offline, a reply waits in the outbox and is e-mailed when the connection returns', async ({
  page,
  context,
}) => {
  await sendContactMessage(page);
  await openContactConversation(page);
  const log = page.getByRole('log');
  await expect(log).toContainText(visitor.message);

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Reply' }).fill('We will call you on Monday.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reply saved')).toBeVisible();
  await expect(log).toContainText('We will call you on Monday.');
  await expect(log).toContainText('Waiting to be sent');
  expect(await appDbCount(page, 'outbox')).toBe(1);

  const sent = page.waitForRequest(isReplySend);
  await context.setOffline(false);
  const body = (await sent).postDataJSON() as { template_params: Record<string, string> };
  expect(body.template_params).toMatchObject({
    email: visitor.email,
    message: 'We will call you on Monday.',
  });
  await expect(log).toContainText('E-mailed');
  await expect(log).not.toContainText('Waiting to be sent');
  await expect.poll(() => appDbCount(page, 'outbox')).toBe(0);
});

test.describe('a fresh device with the demo data', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the contact messages the backend kept before are in Messages, already read', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/messages');
    const contacts = page
      .getByRole('list', { name: 'Customers' })
      .getByRole('button', { name: /Contact form: / });
    await expect(contacts.first()).toBeVisible({ timeout: 20_000 });
    const count = await contacts.count();
    expect(count).toBeGreaterThan(0);
    // Announced by notifications when they came: none of them adds to the unread count.
    await expect(contacts.filter({ hasText: /\d+ unread/ })).toHaveCount(0);
    await contacts.first().click();
    await expect(page.getByRole('main').getByText('Contact form', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Subject: /)).toBeVisible();
    // Brought in once: a reload lists the same ones.
    await page.reload();
    await expect(contacts).toHaveCount(count);
  });
});
