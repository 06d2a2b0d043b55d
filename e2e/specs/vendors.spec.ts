import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { demo, dismissGuidedTour, uiLogin } from '../fixtures/api';
import { chooseOption, expectAccessible, shootBothWidths } from '../fixtures/page-checks';

// The demo realtor adds a vendor, edits it, then imports a CSV with one bad row and reads the report.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const NAME = `Pia Plumbing ${stamp}`;
const EDITED = `Pia Pipes ${stamp}`;

async function openVendors(page: Page): Promise<void> {
  await uiLogin(page, demo.realtor);
  await expect(page).not.toHaveURL(/\/auth\//);
  await dismissGuidedTour(page);
  await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Vendors' }).click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
}

test('the realtor adds a vendor and edits it', async ({ page }) => {
  await openVendors(page);
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Vendor' });
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog.getByText('Vendor name is required')).toBeVisible();
  await expect(dialog.getByText('User name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(NAME);
  await dialog.getByLabel('Email').fill(`pia.${stamp}@example.com`);
  // A user name is proposed from the e-mail, shown and editable.
  await expect(dialog.getByLabel('User name')).toHaveValue(`pia.${stamp}`);
  await expect(dialog.getByText('Proposed from the e-mail or name; change it if you like.')).toBeVisible();
  // The proposal answers the 'User name is required' of the empty submit above.
  await expect(dialog.getByText('User name is required')).toBeHidden();
  await shootBothWidths(page, 'vendors-add-modal-proposed', { fullPage: false });
  await dialog.getByLabel('User name').fill(`pia${stamp}`);
  await expect(dialog.getByText('Proposed from the e-mail or name; change it if you like.')).toBeHidden();
  await dialog.getByLabel('Phone').fill('(415) 555-0177');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Vendor type' }), 'Plum', { name: 'Plumber' });
  await shootBothWidths(page, 'vendors-add-modal', { fullPage: false });
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search vendors').fill(stamp);
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText('415-555-0177');
  await expect(row).toContainText('Plumber');
  await row.getByRole('button', { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
  await edit.getByRole('textbox', { name: /^Name/ }).fill(EDITED);
  await edit.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(EDITED) })).toBeVisible();
  await expectAccessible(page);
});

test('the realtor imports a CSV with one bad row and sees the report and the new vendors', async ({ page }) => {
  await openVendors(page);
  await expect(page.getByRole('link', { name: 'Download a sample CSV' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Vendors' });
  await expect(dialog.getByRole('link', { name: 'Download a sample CSV' })).toHaveAttribute('href', '/api/v1/vendor-import/sample');
  // No user-name column (the import proposes them), and a trade written as people write it ("Inspector").
  const csv = [
    'Vendor Name,E-mail,Mobile,Trade',
    `Ivan Inspect ${stamp},ivan.${stamp}@example.com,(415) 555-0190,Inspector`,
    `,nobody.${stamp}@example.com,,`,
    `Lena Lender ${stamp},lena.${stamp}@example.com,,lender`,
  ].join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'vendors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('3 rows found.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^Name/ })).toHaveValue('Vendor Name');
  await expect(dialog.getByRole('combobox', { name: /^Email/ })).toHaveValue('E-mail');
  await shootBothWidths(page, 'vendors-import-preview', { fullPage: false });
  await dialog.getByRole('button', { name: /^Import 3 rows/ }).click();
  await expect(dialog.getByText('2 vendors added, 1 row skipped.')).toBeVisible();
  const skipped = dialog.getByRole('table', { name: 'Skipped rows' });
  await expect(skipped.getByRole('row', { name: /3 Vendor name is required/ })).toBeVisible();
  await shootBothWidths(page, 'vendors-import-report', { fullPage: false });
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByLabel('Search vendors').fill(stamp);
  await expect(page.getByRole('row', { name: new RegExp(`Ivan Inspect ${stamp}`) })).toContainText('Home inspector');
  await expect(page.getByRole('row', { name: new RegExp(`Ivan Inspect ${stamp}`) })).toContainText(`ivan.${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(`Lena Lender ${stamp}`) })).toContainText('Lender');
  await expect(page.getByText('Showing 1 to 3 of 3 entries')).toBeVisible();
  await shootBothWidths(page, 'vendors-list');
  await expectAccessible(page);
});
