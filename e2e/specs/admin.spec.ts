import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, DEMO_PASSWORD, registerAndConfirm, screenshot, uniqueEmail, windowOf } from '../fixtures/api';
import { expectAccessible, shootBothWidths } from '../fixtures/page-checks';

// The demo admin (seeded with the demo accounts) finds a fresh account, disables it while its owner has the app
// open, and re-enables it; the activity list shows both. Then the demo realtor's card shows on a listing.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });

const ADMIN = 'admin@openhouse.demo';
const stamp = Date.now().toString(36);
const target = { name: `Dana Disable ${stamp}`, userName: `dana${stamp}`, email: uniqueEmail('dana'), password: DEMO_PASSWORD };
const card = { licence: '01234567', brokerage: `Golden State Realty ${stamp}`, bio: 'Twenty years selling homes around the bay.\nFirst-time buyers welcome.' };
const pages = new Map<string, Page>();
let targetPage: Page;

test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
  await targetPage?.context().close();
});

const adminPage = (browser: Browser) => windowOf(browser, pages, ADMIN);

async function findTarget(page: Page) {
  await page.getByLabel('Search users').fill(target.name);
  return page.getByRole('row').filter({ hasText: target.email });
}

async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a new account signs up and keeps the app open', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  targetPage = await context.newPage();
  await registerAndConfirm(targetPage, request, target);
  await expect(targetPage).toHaveURL(/\/dashboard/);
});

test('the admin finds the account from the Users menu and sees its roles and state', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const row = await findTarget(page);
  await expect(row).toContainText(target.name);
  await expect(row).toContainText('Active');
  await expectAccessible(page);
  await shootBothWidths(page, 'admin-users');
});

test('disabling ends the open session at its next action and refuses sign-in', async ({ browser }) => {
  const page = await adminPage(browser);
  const row = await findTarget(page);
  await row.getByRole('button', { name: `Disable ${target.name}` }).click();
  await screenshot(page, 'admin-disable-confirm', { fullPage: false });
  await confirmIn(page, 'Disable account', 'Disable');
  await expect(row).toContainText('Disabled');

  // The owner's open browser: the next page it asks for is refused, and it is sent to sign in.
  await targetPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Notifications' }).click();
  const signIn = targetPage.getByRole('form', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await signIn.getByLabel(/email/i).first().fill(target.email);
  await signIn.getByLabel(/password/i).first().fill(target.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(targetPage.getByText('This account is disabled.').first()).toBeVisible();
  await screenshot(targetPage, 'admin-disabled-sign-in', { fullPage: false });
});

test('re-enabling lets them sign in again, and the activity list shows both actions', async ({ browser, request }) => {
  const page = await adminPage(browser);
  const row = await findTarget(page);
  await row.getByRole('button', { name: `Enable ${target.name}` }).click();
  await confirmIn(page, 'Enable account', 'Enable');
  await expect(row).toContainText('Active');
  expect(await apiLogin(request, target.email, target.password)).toBeTruthy();

  const activity = page.getByRole('list', { name: 'Admin activity' });
  await expect(activity.getByRole('listitem').filter({ hasText: target.name })).toHaveCount(2);
  await expect(activity.getByRole('listitem').nth(0)).toContainText(`Re-enabled an account: ${target.name}`);
  await expect(activity.getByRole('listitem').nth(1)).toContainText(`Disabled an account: ${target.name}`);
  await expectAccessible(page);
  await page.getByRole('heading', { name: 'Admin activity' }).scrollIntoViewIfNeeded();
  await shootBothWidths(page, 'admin-activity');
});

test("the realtor fills in their card in settings, and a visitor sees it on the realtor's listing", async ({ browser, request }) => {
  const page = await windowOf(browser, pages, demo.realtor);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Your card on listings' });
  await form.getByLabel('Licence number (DRE)').fill(card.licence);
  await form.getByLabel('Brokerage').fill(card.brokerage);
  await form.getByLabel('Bio').fill(card.bio);
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your profile has been updated.').first()).toBeVisible();
  await screenshot(page, 'realtor-card-settings');

  const token = await apiLogin(request, demo.realtor);
  const mine = await request.get('/api/v1/properties', { params: { mine: 1 }, headers: { authorization: `Bearer ${token}` } });
  const listingId = ((await mine.json()) as { data: { id: number; status: string }[] }).data.find((listing) => listing.status === 'active')!.id;

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visit = await visitor.newPage();
  await visit.goto(`/properties/${listingId}`);
  const listedBy = visit.getByRole('region', { name: 'Listed by' });
  await expect(listedBy).toContainText(card.brokerage);
  await expect(listedBy).toContainText('First-time buyers welcome.');
  await expect(listedBy).toContainText(`Licence (DRE) #${card.licence}`);
  await expectAccessible(visit);
  await listedBy.scrollIntoViewIfNeeded();
  await screenshot(visit, 'realtor-card-listing-1280', { fullPage: false });
  await visit.setViewportSize({ width: 375, height: 800 });
  await listedBy.scrollIntoViewIfNeeded();
  await screenshot(visit, 'realtor-card-listing-375', { fullPage: false });
  await visitor.close();
});
