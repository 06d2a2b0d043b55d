import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, latestMessageTo, screenshot } from '../fixtures/api';
import { pngImage } from '../fixtures/images';
import { dismissToasts, shootBothWidths, shootNarrowest, signIn } from '../fixtures/page-checks';

// A realtor verifies a sender address, builds a template with an image and a listing card, saves it as a draft to a
// label, edits the draft and sends it; a recipient opens it and clicks the listing; the analytics show the click;
// the recipient unsubscribes on the page. Then the realtor renames and deletes labels on the prospects page.
test.use({ actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const LABEL = `Spring buyers ${stamp}`;
const RENAMED = `Spring buyers 2026 ${stamp}`;
const OLD_LABEL = `Old list ${stamp}`;
const SENDER = `office.${stamp}@example.com`;
const RECIPIENTS = [`ann.${stamp}@example.com`, `bob.${stamp}@example.com`];

/** The form from its top, without toasts, with the preview scrolled to the listing card's photo. */
async function shootFromTop(page: Page, name: string): Promise<void> {
  await dismissToasts(page);
  await page.frameLocator('iframe[title^="Preview"]').getByText('View the listing').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootBothWidths(page, name);
}

test('a realtor sends a campaign to a label and reads its honest analytics', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(request, demo.realtor);
  const headers = { Authorization: `Bearer ${token}` };
  const label = (await (await request.post('/api/v1/network-labels', { headers, data: { label_name: LABEL } })).json()) as { data: { id: number } };
  for (const [index, email] of RECIPIENTS.entries()) {
    const added = await request.post('/api/v1/network', { headers, data: { name: index === 0 ? 'Ann Buyer' : 'Bob Buyer', user_name: `p${index}${stamp}`, email, label_ids: [label.data.id] } });
    expect(added.ok()).toBe(true);
  }

  await signIn(page, demo.realtor);
  await page.getByRole('link', { name: 'Email Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Email Campaigns', level: 1 })).toBeVisible();

  // A sender address works once the link mailed to it is opened.
  await page.getByLabel('Add a sender address').fill(SENDER);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Waiting for the link')).toBeVisible();
  const link = /https?:\/\/\S+user-email-verification\/confirm\?token=\S+/.exec((await latestMessageTo(request, SENDER)).body_text)![0];
  await page.goto(link);
  await expect(page.getByText('Sender address verified.')).toBeVisible();
  await expect(page.getByText(SENDER)).toBeVisible();
  await shootBothWidths(page, 'campaigns-list');

  await page.getByRole('link', { name: 'New Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'New Campaign', level: 1 })).toBeVisible();
  await page.getByLabel('Template name').fill(`Spring ${stamp}`);
  // An uploaded image becomes an image block; the listing card is filled from one of the realtor's listings.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'house.png', mimeType: 'image/png', buffer: pngImage(60, 40) });
  await expect(page.getByLabel('Image block')).toBeVisible();
  await page.getByRole('button', { name: '+ Listing card' }).click();
  await expect(page.getByLabel('Listing card block')).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.getByText('View the listing')).toBeVisible();
  await expect(preview.getByText('Hello Jordan')).toBeVisible();
  await page.locator('label', { hasText: /^Phone$/ }).click();
  await expect(page.locator('iframe[title="Preview at phone width"]')).toBeVisible();

  await page.getByLabel('Campaign name').fill(`Spring news ${stamp}`);
  await page.getByLabel('Subject').fill('New homes this spring');
  for (const [field, option] of [['From', SENDER], ['Labels', LABEL]] as const) {
    await page.getByRole('combobox', { name: field }).click({ force: true });
    await page.getByRole('option', { name: option }).click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByText('2 recipients will get this e-mail')).toBeVisible();
  await shootFromTop(page, 'campaigns-add');

  // Saved as a draft, then edited from the list: the edit screen starts from the draft's fields, template and lists.
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/campaign$/);
  const draftRow = page.getByRole('row', { name: new RegExp(`Spring news ${stamp}`) });
  await expect(draftRow.getByText('draft', { exact: true })).toBeVisible();
  await dismissToasts(page);
  await shootBothWidths(page, 'campaigns-list-draft');
  await draftRow.getByRole('button', { name: `Actions for Spring news ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Campaign', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('New homes this spring');
  await expect(page.getByRole('combobox', { name: 'Template', exact: true })).toHaveValue(`Spring ${stamp}`);
  await expect(page.getByLabel('Listing card block')).toBeVisible();
  await expect(preview.getByText('View the listing')).toBeVisible();
  await expect(page.getByText('2 recipients will get this e-mail')).toBeVisible();
  await page.getByLabel('Subject').fill('Spring homes, just listed');
  await shootFromTop(page, 'campaigns-edit');

  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(/\/campaign\/analytics\/\d+$/);
  await expect(page.getByText('sent', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // The recipient opens the mail (its pixel) and follows the listing card's link, which redirects to the listing.
  const mail = await latestMessageTo(request, RECIPIENTS[0]!);
  expect(mail.subject).toBe('Spring homes, just listed');
  const click = /\[(http\S+\/api\/v1\/email\/click\/\S+)\]/.exec(mail.body_text)![1]!;
  const unsubscribe = /http\S+\/api\/v1\/email\/unsubscribe\/[\w-]+/.exec(mail.body_text)![0];
  // A context of its own (not browser.newPage): the suite's accessibility audit opens a page beside the one it checks.
  const recipient = await (await browser.newContext()).newPage();
  expect((await recipient.request.get(unsubscribe.replace('/unsubscribe/', '/open/'))).headers()['content-type']).toBe('image/gif');
  await recipient.goto(click);
  await expect(recipient).toHaveURL(/\/properties\/\d+$/);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Clicked' }).getByText('1', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /\/properties\/\d+ 1 1/ })).toBeVisible();
  await expect(page.getByText('Opened (at least)')).toBeVisible();
  await shootBothWidths(page, 'campaigns-analytics');
  // On phones each link is a card with its address wrapped, so the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: 'Links' }).getByRole('listitem').first()).toContainText(/\/properties\/\d+/);
  await expect(page.getByRole('list', { name: 'Links' }).getByRole('listitem').first()).toContainText('Clicks 1');
  await shootNarrowest(page, 'campaigns-analytics');

  // Only the page's button unsubscribes: opening the link changes nothing.
  await recipient.goto(unsubscribe);
  await expect(recipient.getByText(`to ${RECIPIENTS[0]}?`)).toBeVisible();
  await screenshot(recipient, 'campaigns-unsubscribe-page');
  await recipient.setViewportSize({ width: 375, height: 700 });
  await screenshot(recipient, 'campaigns-unsubscribe-page-375');
  await recipient.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(recipient.getByText('You are unsubscribed and will not get these e-mails again.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Unsubscribed' }).getByText('1', { exact: true })).toBeVisible();
  await recipient.close();
  // A sent campaign has no Edit in its menu (the server refuses a change too).
  await page.goto('/campaign');
  await page.getByRole('button', { name: `Actions for Spring news ${stamp}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Labels are renamed and deleted on the prospects page; the server's answers are shown.
  expect((await request.post('/api/v1/network-labels', { headers, data: { label_name: OLD_LABEL } })).ok()).toBe(true);
  await page.goto('/prospects');
  await page.getByRole('button', { name: 'Manage Labels' }).click();
  const labels = page.getByRole('dialog', { name: 'Labels' });
  await labels.getByRole('button', { name: `Rename ${LABEL}` }).click();
  await labels.getByLabel(`New name for ${LABEL}`).fill(OLD_LABEL.toUpperCase());
  await labels.getByRole('button', { name: 'Save' }).click();
  await expect(labels.getByText('You already have a label with this name.')).toBeVisible();
  await labels.getByLabel(`New name for ${LABEL}`).fill(RENAMED);
  await labels.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Label updated successfully.')).toBeVisible();
  await expect(labels.getByText(RENAMED, { exact: true })).toBeVisible();
  await shootBothWidths(page, 'prospects-labels');
  await labels.getByRole('button', { name: `Delete ${OLD_LABEL}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete label' });
  await expect(confirm).toContainText(`Delete the label ${OLD_LABEL}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Label deleted successfully.')).toBeVisible();
  await expect(labels.getByText(OLD_LABEL, { exact: true })).toHaveCount(0);
  await labels.getByRole('button', { name: 'Close' }).click();
  // The prospects carry the new name.
  await page.getByLabel('Search').fill(RECIPIENTS[0]!);
  await expect(page.getByRole('row', { name: /Ann Buyer/ })).toContainText(RENAMED);
});
