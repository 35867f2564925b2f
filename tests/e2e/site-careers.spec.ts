import { expect, test } from './fixtures';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { expectNoSeriousA11yIssues, openApp } from './support';

test.describe('/careers', () => {
  test('shows the sections and filters the openings by department', async ({ page }) => {
    await openApp(page, '/careers');
    await expect(page).toHaveTitle(/Careers/);
    await expect(page.getByRole('heading', { name: 'Why Join Us?' })).toBeVisible();
    for (const title of ['Innovation First', 'Growth & Learning', 'Great Culture']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Work Culture' })).toBeVisible();
    for (const title of ['Collaborative Environment', 'Work-Life Balance', 'Career Growth']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    const jobs = page.getByRole('article');
    await expect(jobs).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const drones = page.getByRole('button', { name: 'Drone Technology' });
    await drones.click();
    await expect(drones).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(jobs).toHaveCount(1);
    await expect(jobs.first()).toContainText('Drone Systems Engineer');
    await expect(jobs.first()).toContainText('On-site');
    await expect(jobs.first()).toContainText('Full-time');

    await page.getByRole('button', { name: 'Artificial Intelligence' }).click();
    await expect(jobs).toHaveCount(1);
    await expect(jobs.first()).toContainText('Machine Learning Engineer');

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(jobs).toHaveCount(4);
  });

  test('details dialog, application dialog, validation and a successful application', async ({
    page,
  }, testInfo) => {
    test.slow(); // a long journey: both dialogs, every validation rule and the save
    await openApp(page, '/careers');
    const card = page.getByRole('article', { name: 'Senior Full-Stack Developer' });
    await card.getByRole('button', { name: 'View Details' }).click();

    const details = page.getByRole('dialog', { name: 'Senior Full-Stack Developer' });
    await expect(details).toBeVisible();
    for (const heading of ['Description', 'Requirements', 'Benefits']) {
      await expect(details.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(details.getByText('Remote / Office')).toBeVisible();

    // X closes the details dialog.
    await details.getByRole('button', { name: 'Close job details' }).click();
    await expect(details).toBeHidden();

    await card.getByRole('button', { name: 'View Details' }).click();
    await details.getByRole('button', { name: 'Apply Now' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply for Senior Full-Stack Developer' });
    await expect(apply).toBeVisible();

    // Cancel closes it, the close icon too.
    await apply.getByRole('button', { name: 'Cancel' }).click();
    await expect(apply).toBeHidden();
    await details.getByRole('button', { name: 'Apply Now' }).click();
    await apply.getByRole('button', { name: 'Close application form' }).click();
    await expect(apply).toBeHidden();

    await details.getByRole('button', { name: 'Apply Now' }).click();
    await expect(apply.getByText('PDF, DOC up to 10MB')).toBeVisible();

    // Validation: required fields, e-mail, URLs, résumé type and size.
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await expect(apply.getByText('This field is required')).toHaveCount(5);

    await apply.getByLabel('First Name').fill('Asha');
    await apply.getByLabel('Last Name').fill('Rao');
    await apply.getByLabel('Email').fill('asha@');
    await apply.getByLabel('Phone').fill('+91 98765 43210');
    await apply.getByLabel('Cover Letter').fill('I love building reliable web platforms.');
    await apply.getByLabel('LinkedIn Profile URL').fill('linkedin.com/in/asha');
    await apply.getByLabel('Portfolio/Website URL').fill('ftp://asha.dev');
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await expect(apply.getByText('Please enter a valid email address')).toBeVisible();
    await expect(
      apply.getByText('Please enter a valid URL starting with http:// or https://'),
    ).toHaveCount(2);

    const fileInput = apply.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('png'),
    });
    await expect(apply.getByText('Please choose a PDF, DOC or DOCX file.')).toBeVisible();
    // A file one byte over 10 MB, written to disk (a path is not copied over the wire).
    const bigPath = testInfo.outputPath('big-cv.pdf');
    mkdirSync(dirname(bigPath), { recursive: true });
    const fd = openSync(bigPath, 'w');
    writeSync(fd, Buffer.from('x'), 0, 1, 10 * 1024 * 1024);
    closeSync(fd);
    await fileInput.setInputFiles(bigPath);
    await expect(
      apply.getByText('The file is larger than 10MB. Please choose a smaller file.'),
    ).toBeVisible();
    await fileInput.setInputFiles({
      name: 'asha-rao-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 résumé'),
    });
    await expect(apply.getByText('Please choose a PDF, DOC or DOCX file.')).toHaveCount(0);

    await apply.getByLabel('Email').fill('asha@example.com');
    await apply.getByLabel('LinkedIn Profile URL').fill('https://www.linkedin.com/in/asha');
    await apply.getByLabel('Portfolio/Website URL').fill('');
    await apply.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    await expect(apply).toBeHidden();

    // Kept in the app database with the résumé's name and size only.
    const saved = await page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open('skyforge-app');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result
              .transaction('applications')
              .objectStore('applications')
              .getAll();
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
          };
        }),
    );
    expect(saved).toEqual([
      expect.objectContaining({
        jobId: 'swe-001',
        firstName: 'Asha',
        resumeName: 'asha-rao-cv.pdf',
        resumeSize: Buffer.byteLength('%PDF-1.4 résumé'),
      }),
    ]);
  });

  test('opening details from a card closes the application dialog', async ({ page }) => {
    await openApp(page, '/careers');
    await page
      .getByRole('article', { name: 'Product Manager' })
      .getByRole('button', { name: 'View Details' })
      .click();
    await page
      .getByRole('dialog', { name: 'Product Manager' })
      .getByRole('button', { name: 'Apply Now' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Apply for Product Manager' })).toBeVisible();
    // Escape closes the top dialog; one pressed during the previous one's closing transition is
    // not seen, so press until none is left.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

    await page
      .getByRole('article', { name: 'Machine Learning Engineer' })
      .getByRole('button', { name: 'View Details' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Machine Learning Engineer' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Apply for/ })).toHaveCount(0);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await openApp(page, '/careers');
    await expect(page.getByRole('article')).toHaveCount(4);
    await expectNoSeriousA11yIssues(page);
  });
});
