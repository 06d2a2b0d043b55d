import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, screenshot } from '../fixtures/api';
import { expectAccessible, shootBothWidths, signIn } from '../fixtures/page-checks';

// The demo realtor builds a network (a label, a prospect, a bulk label); a visitor scans the QR code's target
// and leaves their details on the public form; the realtor finds them in the list and in the notifications.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const LABEL = `Open house ${stamp}`;
const BULK_LABEL = `Follow up ${stamp}`;
const PROSPECT = `Paula Prospect ${stamp}`;
const OTHER = `Oscar Other ${stamp}`;
const VISITOR = `Vera Visitor ${stamp}`;

async function realtorAndProject(request: APIRequestContext): Promise<{ realtorId: number; projectId: number; token: string }> {
  const token = await apiLogin(request, demo.realtor);
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { data: { id: number } };
  const projects = (await (await request.get('/api/v1/task/project_list', { headers })).json()) as { data: { id: number }[] };
  return { realtorId: me.data.id, projectId: projects.data[0]!.id, token };
}

/** Picks an option of a Mantine select: its wrapper takes the click, so the input is clicked through it. */
async function pickOption(page: Page, field: Locator, option: string): Promise<void> {
  await field.click({ force: true });
  const choice = page.getByRole('option', { name: option });
  if (!(await choice.isVisible())) await field.press('ArrowDown');
  await choice.click();
  // A multi-select keeps its list open for the next pick, over the buttons below it; leaving the field closes it.
  await field.evaluate((input) => (input as HTMLElement).blur());
  await expect(choice).toBeHidden();
}

async function openProspects(page: Page): Promise<void> {
  await page.goto('/prospects');
  await expect(page.getByRole('heading', { name: 'Prospects', level: 1 })).toBeVisible();
}

test('a realtor creates a label, adds a labelled prospect and bulk-labels two prospects', async ({ page, request }) => {
  const { token } = await realtorAndProject(request);
  await signIn(page, demo.realtor);
  await openProspects(page);

  for (const name of [LABEL, BULK_LABEL]) {
    await page.getByRole('button', { name: 'New Label' }).click();
    await page.getByLabel('Label name').fill(name);
    await page.getByRole('button', { name: 'Save Label' }).click();
    await expect(page.getByRole('dialog', { name: 'New Label' })).toBeHidden();
  }

  await page.getByRole('button', { name: 'Add Prospect' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Prospect' });
  await modal.getByRole('button', { name: 'Add Prospect' }).click();
  await expect(modal.getByText('Prospect name is required')).toBeVisible();
  await expect(modal.getByText('User name is required')).toBeVisible();
  await modal.getByLabel(/^Name/).fill(PROSPECT);
  await modal.getByLabel('User name').fill(`paula${stamp}`);
  await modal.getByLabel('Email').fill(`paula.${stamp}@example.com`);
  await modal.getByLabel('Phone').fill('916-555-0142');
  await pickOption(page, modal.getByRole('combobox', { name: 'Labels' }), LABEL);
  await screenshot(page, 'prospects-add-modal-1280', { fullPage: false });
  await modal.getByRole('button', { name: 'Add Prospect' }).click();
  await expect(modal).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(PROSPECT) });
  await expect(row).toContainText(LABEL);
  await expect(row).toContainText('916-555-0142');

  // A second prospect, added through the API, to label both at once.
  const added = await request.post('/api/v1/network', { headers: { Authorization: `Bearer ${token}` }, data: { name: OTHER, user_name: `oscar${stamp}` } });
  expect(added.ok()).toBe(true);
  await page.getByLabel('Search').fill(stamp);
  await expect(page.getByRole('row', { name: new RegExp(OTHER) })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${PROSPECT}` }).check();
  await page.getByRole('checkbox', { name: `Select ${OTHER}` }).check();
  await pickOption(page, page.getByRole('combobox', { name: 'Labels to add' }), BULK_LABEL);
  await page.getByRole('button', { name: 'Apply Labels' }).click();
  await expect(page.getByRole('row', { name: new RegExp(OTHER) })).toContainText(BULK_LABEL);
  await expect(page.getByRole('row', { name: new RegExp(PROSPECT) })).toContainText(BULK_LABEL);

  // The label filter narrows the list to the labelled prospect.
  await pickOption(page, page.getByRole('combobox', { name: 'Label', exact: true }), LABEL);
  await expect(page.getByRole('row', { name: new RegExp(OTHER) })).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(PROSPECT) })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'prospects-list');

  await page.getByRole('button', { name: `Notes about ${PROSPECT}` }).click();
  await page.getByLabel('New note').fill('Met at the open house; wants a 3-bed.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByRole('dialog').getByText('Met at the open house; wants a 3-bed.')).toBeVisible();
  await screenshot(page, 'prospects-notes-1280', { fullPage: false });
});

test('a realtor imports prospects from a CSV with one bad row and sees the report and the new prospects', async ({ page }) => {
  await signIn(page, demo.realtor);
  await openProspects(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Prospects' });
  const csv = [
    'Full Name,Username,E-mail,Mobile',
    `Ida Import ${stamp},ida${stamp},ida.${stamp}@example.com,916-555-0111`,
    `Nora Nouser ${stamp},,nora.${stamp}@example.com,`,
    `Ian Import ${stamp},ian${stamp},,`,
  ].join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'prospects.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText('3 rows found.')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^User name/ })).toHaveValue('Username');
  await dialog.getByRole('button', { name: /^Import 3 rows/ }).click();
  // The row without a user name gets one proposed from its e-mail instead of being skipped.
  await expect(dialog.getByText('3 prospects added, 0 rows skipped.')).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'prospects-import-report');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search').fill(`Import ${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(`Ida Import ${stamp}`) })).toContainText('916-555-0111');
  await expect(page.getByRole('row', { name: new RegExp(`Ian Import ${stamp}`) })).toBeVisible();
  await page.getByLabel('Search').fill(`Nora Nouser ${stamp}`);
  await expect(page.getByRole('row', { name: new RegExp(`Nora Nouser ${stamp}`) })).toContainText(`nora.${stamp}`);
});

test('the QR page shows a code for the chosen project', async ({ page }) => {
  await signIn(page, demo.realtor);
  await openProspects(page);
  await page.getByRole('link', { name: 'QR Code' }).click();
  await expect(page.getByRole('img', { name: 'QR code linking to your prospect capture page' })).toBeVisible();
  await expect(page.getByText(/\/addprospects\?realtor_id=\d+&project_id=\d+/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PNG' })).toHaveAttribute('download', /\.png$/);
  await expect(page.getByRole('link', { name: 'Download SVG' })).toHaveAttribute('download', /\.svg$/);
  await expectAccessible(page);
  await shootBothWidths(page, 'prospects-qrcode');
});

test('a visitor opens the QR target on a phone, submits the form and lands on the thank-you page', async ({ browser, request }) => {
  const { realtorId, projectId } = await realtorAndProject(request);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(`/addprospects?realtor_id=${realtorId}&project_id=${projectId}`);
  await expect(visitor.getByRole('heading', { name: 'Stay in Touch' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText('Name is required')).toBeVisible();
  await visitor.getByLabel('Name').fill(VISITOR);
  await visitor.getByLabel('Email').fill(`vera.${stamp}@example.com`);
  await visitor.getByLabel('Phone').fill('(916) 555-0199');
  await expectAccessible(visitor);
  await screenshot(visitor, 'prospects-capture-375');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor).toHaveURL(/\/thanks$/);
  await expect(visitor.getByText(`Thank you, ${VISITOR}! Your details have been sent.`)).toBeVisible();
  await expect(visitor.getByText('Real Estate Agent')).toBeVisible();
  await expectAccessible(visitor);
  await screenshot(visitor, 'prospects-thanks-375');
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await screenshot(visitor, 'prospects-thanks-1280');
  await context.close();
});

test('the realtor sees the new prospect in the list and its notification', async ({ page }) => {
  await signIn(page, demo.realtor);
  await openProspects(page);
  await page.getByLabel('Search').fill(VISITOR);
  const row = page.getByRole('row', { name: new RegExp(VISITOR) });
  await expect(row).toContainText('via QR page');
  await expect(row).toContainText('916-555-0199');
  await page.goto('/notifications');
  await expect(page.getByText(new RegExp(`${VISITOR} left their details on your prospect page`))).toBeVisible();
  await screenshot(page, 'prospects-notification-1280');
});

test("the realtor opens a prospect's page: a tap calls or writes, and the timeline shows what happened", async ({ page }) => {
  await signIn(page, demo.realtor);
  await openProspects(page);
  await page.getByLabel('Search').fill(PROSPECT);
  await page.getByRole('link', { name: PROSPECT }).click();
  await expect(page).toHaveURL(/\/prospects\/\d+$/);
  await expect(page.getByRole('heading', { name: PROSPECT, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 916-555-0142' })).toHaveAttribute('href', 'tel:+19165550142');
  await expect(page.getByRole('link', { name: `E-mail paula.${stamp}@example.com` })).toHaveAttribute('href', `mailto:paula.${stamp}@example.com`);
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').first()).toContainText('Met at the open house; wants a 3-bed.');
  await expect(timeline.getByRole('listitem').last()).toContainText('Added to the network');

  // A note written from the page joins the timeline at the top.
  await page.getByRole('button', { name: 'Notes' }).click();
  await page.getByLabel('New note').fill('Called back: viewing on Saturday.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  // Saved: shown among the notes, and the field is emptied for the next (until then it holds the same words).
  await expect(page.getByRole('dialog').getByRole('paragraph').filter({ hasText: 'Called back: viewing on Saturday.' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('New note')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').first()).toContainText('Called back: viewing on Saturday.');
  await expectAccessible(page);
  await shootBothWidths(page, 'prospects-page');

  // The visitor of the QR page: their timeline says where they came from.
  await openProspects(page);
  await page.getByLabel('Search').fill(VISITOR);
  await page.getByRole('link', { name: VISITOR }).click();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Captured on the QR page');
  await expect(page.getByRole('link', { name: 'Call 916-555-0199' })).toHaveAttribute('href', 'tel:+19165550199');
  await shootBothWidths(page, 'prospects-page-captured');
});
