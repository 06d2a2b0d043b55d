import { expect, test } from '../fixtures/test';
import { demo } from '../fixtures/api';
import { expectAccessible, shootBothWidths, shootNarrowest, signIn } from '../fixtures/page-checks';

// The Projects page as the people a realtor's projects are for see it: the demo seller follows the sale of their
// home (the demo project they sell), the demo buyer is sent to where their purchase is. Neither is offered what
// only a realtor may do.
// Three widths of two pages and their audits: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a seller follows their home’s project: their own words, no realtor actions, the activity', async ({ page }) => {
  await signIn(page, demo.seller);
  await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByText(/The sale of your home, run by your realtor/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Project' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'My home' })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'participants-seller-projects');
  await shootNarrowest(page, 'participants-seller-projects');

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/projects\/\d+\/projectsdetails/);
  await expect(page.getByText('You are the seller on this project')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Prospects' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('list', { name: 'Project activity' });
  await expect(activity.getByText(/started the project for/)).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'participants-seller-activity');
  await shootNarrowest(page, 'participants-seller-activity');
});

test('a buyer is told where their purchase is, and offered Transactions and the Calendar', async ({ page }) => {
  await signIn(page, demo.buyer);
  await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByText(/your accepted offer, its contract and its signing are on Transactions/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Project' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'participants-buyer-projects');
  await shootNarrowest(page, 'participants-buyer-projects');
  await page.getByRole('main').getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
});
