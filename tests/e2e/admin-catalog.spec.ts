// Products and coupons in the back office, and their effect in the shop.
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues, openAdminSection, signInAdminViaApi } from './support';

// Long journeys on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('products: validate, add with an uploaded image, edit, tracking id, delete', async ({
  page,
}) => {
  const name = `Test Hexacopter ${Date.now()}`;
  await signInAdminViaApi(page, '/admin/products');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Search and category live in the URL.
  await page.getByRole('textbox', { name: 'Search products' }).fill('zzz-nothing');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page).toHaveURL(/search=zzz-nothing/);
  await page.getByRole('textbox', { name: 'Search products' }).fill('');
  await page.getByText('Courses', { exact: true }).first().click();
  await expect(page).toHaveURL(/category=courses/);
  await expect(page.getByRole('row').filter({ hasText: 'Drones' })).toHaveCount(0);
  await page.getByText('All', { exact: true }).first().click();

  // Validation messages.
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Drone Products');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByText('Product name is required')).toBeVisible();
  await expect(dialog.getByText('Product description is required')).toBeVisible();
  await expect(dialog.getByText('Price must be greater than 0')).toBeVisible();
  await expect(dialog.getByText('Product image is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(dialog.getByText('Product name is required')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Six rotors, one purpose.');
  await dialog.getByRole('textbox', { name: 'Price ($)', exact: true }).fill('120');
  await dialog.getByRole('textbox', { name: 'Original price ($)' }).fill('100');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(
    dialog.getByText('Original price must be greater than or equal to current price'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Original price ($)' }).fill('150');

  // Upload: a non-image is refused, a PNG is kept as a data URL with a preview.
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(dialog.getByText('Please choose an image file')).toBeVisible();
  await fileInput.setInputFiles({ name: 'hexa.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(dialog.getByText('Please choose an image file')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('$120.00')).toBeVisible();
  await expect(
    row.getByRole('link', { name: `View ${name} in the shop (opens in a new tab)` }),
  ).toHaveAttribute('target', '_blank');

  // Edit.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Price ($)', exact: true }).fill('99.5');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('$99.50')).toBeVisible();

  // Tracking id: empty is ignored, then one is added and the button becomes Update.
  await row.getByRole('button', { name: `Add Tracking for ${name}` }).click();
  const tracking = page.getByRole('dialog', { name: 'Add Tracking ID' });
  await tracking.getByRole('button', { name: 'Save' }).click();
  await expect(tracking).toBeHidden();
  await expect(row.getByRole('button', { name: `Add Tracking for ${name}` })).toBeVisible();
  await row.getByRole('button', { name: `Add Tracking for ${name}` }).click();
  await tracking.getByRole('textbox', { name: 'Tracking ID' }).fill('TRK-424242');
  await tracking.getByRole('button', { name: 'Save' }).click();
  await expect(tracking).toBeHidden();
  await expect(row.getByText('TRK-424242')).toBeVisible();
  await expect(row.getByRole('button', { name: `Update for ${name}` })).toBeVisible();

  // The shop shows it.
  await page.goto(`/shop/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('$99.50').first()).toBeVisible();

  // Delete with confirmation.
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Product' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No products found')).toBeVisible();
  await page.goto(`/shop/products?search=${encodeURIComponent(name)}`);
  await expect(page.getByText('No products found')).toBeVisible();
});

test('coupons: add, duplicate refused, edit, accepted in the cart, delete', async ({ page }) => {
  await signInAdminViaApi(page, '/admin/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible();
  const welcome = page.getByRole('row').filter({ hasText: 'WELCOME10' });
  await expect(welcome.getByText('10%')).toBeVisible();
  await expect(welcome.getByText('Active', { exact: true })).toBeVisible();
  await expect(welcome.getByText('Never')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'OLDSPRING' }).getByText('Inactive'),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Add with validation.
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
  await expect(dialog.getByRole('textbox', { name: 'Discount (%)' })).toHaveValue('10%');
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill('150');
  await dialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(dialog.getByText('Coupon code is required')).toBeVisible();
  await expect(dialog.getByText('Discount must be between 1% and 100%')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Coupon code' }).fill('SPRING30');
  await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill('30');
  await dialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(dialog).toBeHidden();
  const spring = page.getByRole('row').filter({ hasText: 'SPRING30' });
  await expect(spring.getByText('30%')).toBeVisible();
  await expect(spring.getByText('Active', { exact: true })).toBeVisible();

  // Duplicate code.
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  await dialog.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
  await dialog.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(dialog.getByText('A coupon with this code already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Edit: 35% with an expiry date.
  await spring.getByRole('button', { name: 'Edit coupon SPRING30' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
  await expect(edit.getByRole('textbox', { name: 'Discount (%)' })).toHaveValue('30%');
  await edit.getByRole('textbox', { name: 'Discount (%)' }).fill('35');
  await edit.getByLabel('Expiry date').fill('2031-03-15');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(spring.getByText('35%')).toBeVisible();
  await expect(spring.getByText('Mar 15, 2031')).toBeVisible();

  // The shop's cart accepts it.
  await page.goto('/shop/products/p-001');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('SPRING30');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon "SPRING30" applied successfully!')).toBeVisible();
  await expect(page.getByText('Discount (SPRING30, 35%)')).toBeVisible();

  // Delete.
  await page.goto('/admin/coupons');
  await spring.getByRole('button', { name: 'Delete coupon SPRING30' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Coupon' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'SPRING30' })).toHaveCount(0);
  await expect(welcome).toBeVisible();
});

test('the admin search boxes keep every key typed, however fast, and the URL follows', async ({
  page,
}) => {
  await signInAdminViaApi(page, '/admin/products');
  const boxes = [
    {
      section: 'Products',
      label: 'Search products',
      param: 'search',
      text: 'Educational Drone',
    },
    { section: 'Orders', label: 'Search orders', param: 'q', text: 'grace hopper' },
    { section: 'Customers', label: 'Search customers', param: 'q', text: 'ada lovelace' },
  ];
  for (const { section, label, param, text } of boxes) {
    // The products page is the one signed in to; the others by the sidebar, in the app.
    if (section !== 'Products') await openAdminSection(page, section);
    await expect(page.getByRole('heading', { name: section, level: 1 })).toBeVisible();
    const box = page.getByRole('textbox', { name: label });
    // One key at a time, each before the previous one's URL update has rendered.
    await box.pressSequentially(text, { delay: 15 });
    await expect(box).toHaveValue(text);
    await expect(page).toHaveURL(new RegExp(`${param}=${text.replace(' ', '\\+')}`));
    await expect(box).toHaveValue(text);
  }
});
