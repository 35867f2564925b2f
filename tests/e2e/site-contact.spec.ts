import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, openApp } from './support';

async function fillContactForm(page: Page, name = 'Asha Rao') {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByLabel('Phone').fill('+91 98765 43210');
  await form.getByLabel('Subject').selectOption('Training Programs');
  await form.getByLabel('Message').fill('Do you run weekend batches for class 8 students?');
}

test.describe('/contact', () => {
  test('shows the contact details, the map link, only the General FAQ, passes axe, keeps what was typed across a reload, sends a message and offers an empty form again', async ({
    page,
  }) => {
    await openApp(page, '/contact');
    await expect(page).toHaveTitle(/Contact Us/);
    const form = page.getByRole('form', { name: 'Contact form' });

    await test.step('no serious or critical accessibility violations', async () => {
      await expect(form).toBeVisible();
      await expectNoSeriousA11yIssues(page);
    });

    await test.step('contact details, the map link and only the General FAQ without tabs', async () => {
      const main = page.locator('#main');
      await expect(
        main.getByText('Nellore, Andhra Pradesh', { exact: false }).first(),
      ).toBeVisible();
      const hours = main.locator('dl');
      await expect(hours.getByText('Mon-Fri')).toBeVisible();
      await expect(hours.getByText('9:00 AM-6:00 PM')).toBeVisible();
      await expect(hours.getByText('10:00 AM-2:00 PM')).toBeVisible();
      await expect(hours.getByText('Closed')).toBeVisible();
      const mapLink = main.getByRole('link', { name: 'Open in Maps' });
      await expect(mapLink).toHaveAttribute('href', /^https:\/\/maps\.google\.com\/\?q=/);
      await expect(mapLink).toHaveAttribute('target', '_blank');
      await expect(main.getByRole('img', { name: /Map of Nellore/ })).toBeVisible();

      const faq = main.locator('section', {
        has: page.getByRole('heading', { name: 'Frequently Asked Questions' }),
      });
      await expect(faq.getByRole('tab')).toHaveCount(0);
      await expect(
        faq.getByRole('button', { name: 'What does SkyForge Technologies do?' }),
      ).toBeVisible();
      await expect(faq.getByText('Who is the ED1 Educational Drone made for?')).toHaveCount(0);

      // One answer open at a time; clicking the open one closes it.
      const first = faq.getByRole('button', { name: 'What does SkyForge Technologies do?' });
      const second = faq.getByRole('button', { name: 'How can I get in touch with your team?' });
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await second.click();
      await expect(second).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('required fields first', async () => {
      await expect(form.getByLabel('Subject')).toHaveValue('');
      await expect(form.getByLabel('Subject').locator('option').first()).toHaveText(
        'Select a subject',
      );
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('This field is required')).toHaveCount(4);
    });

    await test.step('keeps what was typed across a reload', async () => {
      await form.getByLabel('Name').fill('Ravi Kumar');
      await form.getByLabel('Message').fill('Half-written question');
      await page.reload();
      await expect(form.getByLabel('Name')).toHaveValue('Ravi Kumar');
      await expect(form.getByLabel('Message')).toHaveValue('Half-written question');
    });

    await test.step('sends, thanks the visitor and offers an empty form again', async () => {
      await fillContactForm(page);
      await page.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByText('Thank You!')).toBeVisible();
      await expect(
        page.getByText("Your message has been sent successfully. We'll get back to you soon."),
      ).toBeVisible();
      await expect(page.getByRole('form', { name: 'Contact form' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Send Another Message' }).click();
      const again = page.getByRole('form', { name: 'Contact form' });
      await expect(again.getByLabel('Name')).toHaveValue('');
      await expect(again.getByLabel('Email')).toHaveValue('');
      await expect(again.getByLabel('Subject')).toHaveValue('');
      await expect(again.getByLabel('Message')).toHaveValue('');
    });
  });

  test('a refused send shows the inline error and keeps everything typed', async ({ page }) => {
    // The e-mail provider (mocked like EmailJS) refuses a fourth message a
    // minute from one address with 429 Too Many Requests.
    await openApp(page, '/contact');
    for (let sent = 0; sent < 3; sent += 1) {
      await fillContactForm(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Thank You!')).toBeVisible();
      await page.getByRole('button', { name: 'Send Another Message' }).click();
    }
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again later.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Name')).toHaveValue('Asha Rao');
    await expect(form.getByLabel('Subject')).toHaveValue('Training Programs');
    await expect(form.getByLabel('Message')).toHaveValue(
      'Do you run weekend batches for class 8 students?',
    );
  });

  test('offline: the message waits in the outbox and is delivered after reconnecting', async ({
    page,
    context,
  }) => {
    await openApp(page, '/contact');
    await fillContactForm(page, 'Offline Visitor');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText(/You are offline\. Your message is saved/)).toBeVisible();
    await expect(page.getByText('1 message waiting to be sent')).toBeVisible();
    // The form is cleared for the next message.
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Name')).toHaveValue(
      '',
    );

    await context.setOffline(false);
    await expect(
      page.getByText('Your saved message has been sent.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('1 message waiting to be sent')).toHaveCount(0);
  });
});
