// Stat cards on a phone: with the demo dataset's long amounts, every figure stays readable and
// whole inside its card, and no page scrolls sideways.
import { expect, test } from './fixtures';
import { statFigure } from './support';

// A fresh device: the demo dataset, not the empty shop the other journeys start with.
test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

const pages = [
  {
    path: '/admin?period=1y',
    labels: [
      'Total Revenue',
      'Orders',
      'Average Order Value',
      'Products',
      'Active Customers',
      'Conversion Rate',
    ],
  },
  {
    path: '/admin/customers',
    labels: ['Total customers', 'Active customers', 'New this month', 'Total revenue'],
  },
];

test('at 390 px every stat figure is at least 16 px and inside its card, with no sideways scroll', async ({
  adminPage: page,
}) => {
  for (const { path, labels } of pages) {
    await page.goto(path);
    // A card shows an ellipsis while its data loads; the demo dataset's amounts are long.
    for (const label of labels) await expect(statFigure(page, label)).toHaveText(/\d/);
    for (const label of labels) {
      const value = statFigure(page, label);
      await expect(value).toBeVisible();
      const measured = await value.evaluate((element) => {
        // The text's own box: a figure that does not wrap can overflow its paragraph.
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const card = element.closest('.mantine-Paper-root')!;
        const box = card.getBoundingClientRect();
        const icon = card.querySelector('.mantine-ThemeIcon-root')?.getBoundingClientRect();
        return {
          text: element.textContent,
          fontSize: parseFloat(getComputedStyle(element).fontSize),
          lines: range.getClientRects().length,
          inside:
            text.left >= box.left &&
            text.right <= box.right &&
            text.top >= box.top &&
            text.bottom <= box.bottom,
          overIcon:
            icon !== undefined &&
            text.left < icon.right &&
            icon.left < text.right &&
            text.top < icon.bottom &&
            icon.top < text.bottom,
        };
      });
      const where = `${path} "${label}" (${measured.text})`;
      expect(measured.fontSize, `${where} font size`).toBeGreaterThanOrEqual(16);
      expect(measured.lines, `${where} is on one line`).toBe(1);
      expect(measured.inside, `${where} is inside its card`).toBe(true);
      expect(measured.overIcon, `${where} covers the card's icon`).toBe(false);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
