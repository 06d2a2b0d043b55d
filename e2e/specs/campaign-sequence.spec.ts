import { expect, test } from '../fixtures/test';
import { apiLogin, demo, screenshot } from '../fixtures/api';
import { dismissToasts, shootBothWidths, signIn } from '../fixtures/page-checks';

// A realtor makes a campaign a step of a drip sequence ("2 days after a prospect gets a label") and sees the step,
// and how many people it has reached, on the campaign's page and in the list.
test.use({ actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const LABEL = `Open house visitors ${stamp}`;
const NAME = `Follow-up ${stamp}`;

test('a realtor sets a sequence step and sees it on the campaign page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiLogin(request, demo.realtor);
  expect((await request.post('/api/v1/network-labels', { headers: { Authorization: `Bearer ${token}` }, data: { label_name: LABEL } })).ok()).toBe(true);

  await signIn(page, demo.realtor);
  await page.goto('/campaign/add');
  await expect(page.getByRole('heading', { name: 'New Campaign', level: 1 })).toBeVisible();
  await page.getByLabel('Template name').fill(`Follow-up ${stamp}`);
  await page.getByLabel('Campaign name').fill(NAME);
  await page.getByLabel('Subject').fill('Thanks for visiting');

  // The step replaces the lists: it finds its own recipients.
  await page.getByText('As a sequence step', { exact: true }).click();
  await expect(page.getByText('A sequence step finds its own recipients', { exact: false })).toBeVisible();
  await page.getByRole('combobox', { name: 'Label' }).click();
  await page.getByRole('option', { name: LABEL }).click();
  await page.getByLabel('Days after the label is given').fill('2');
  await dismissToasts(page);
  await page.getByRole('heading', { name: '4. When to send' }).scrollIntoViewIfNeeded();
  await shootBothWidths(page, 'campaign-sequence-form');
  await page.setViewportSize({ width: 320, height: 800 });
  await screenshot(page, 'campaign-sequence-form-320');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Start the step' }).click();
  await expect(page).toHaveURL(/\/campaign\/analytics\/\d+$/);
  const step = page.getByRole('alert', { name: 'Sequence step' });
  await expect(step).toContainText(`2 days after a prospect gets the label “${LABEL}”`);
  await expect(step).toContainText('Sent to 0 people so far');
  await expect(page.getByText('active', { exact: true })).toBeVisible();
  await expect(page.getByText('Nobody yet: each person is listed once their trigger fires.')).toBeVisible();
  await dismissToasts(page);
  await shootBothWidths(page, 'campaign-sequence-analytics');

  await page.goto('/campaign');
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText(`Sequence step: 2 days after a prospect gets the label “${LABEL}”`);
  await expect(row).toContainText('Sent to 0 so far');
  // A step that is on can be paused or cancelled, not edited.
  await row.getByRole('button', { name: `Actions for ${NAME}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Pause' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});
