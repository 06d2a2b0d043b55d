import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, dismissGuidedTour, latestMessageTo, screenshot, uiLogin, uniqueEmail } from '../fixtures/api';
import { chooseOption } from '../fixtures/page-checks';

// The demo buyer turns e-mail off for "outbid", is outbid on the seeded auction (by the demo seller, whom the
// realtor approves for it), and finds the notice in the app but no e-mail; then signs out another of their
// sessions and sees that browser refused.

type MailboxItem = { id: number; channel: 'email' | 'sms'; recipient: string; subject: string | null; body_text: string };

async function signedInPage(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await uiLogin(page, email);
  await expect(page).not.toHaveURL(/\/auth\//);
  await dismissGuidedTour(page);
  return page;
}

async function mailbox(request: APIRequestContext): Promise<MailboxItem[]> {
  return ((await (await request.get('/api/dev/mailbox')).json()) as { data: MailboxItem[] }).data;
}

/** The realtor approves the demo seller's waiting approval; the seller then outbids the demo buyer. Answers the bid amount. */
async function sellerOutbidsBuyer(request: APIRequestContext): Promise<number> {
  const realtor = { authorization: `Bearer ${await apiLogin(request, demo.realtor)}` };
  const approvals = (await (await request.get('/api/v1/bidding_approval', { headers: realtor, params: { approval: 'submitted' } })).json()) as {
    data: { id: number; property_id: number; user: { email: string } }[];
  };
  const waiting = approvals.data.find((approval) => approval.user.email === demo.seller);
  expect(waiting, "the demo seller's waiting approval").toBeDefined();
  const decided = await request.put(`/api/v1/bidding_approval/${waiting!.id}`, { headers: realtor, data: { id: waiting!.id, approval: 'approved' } });
  expect(decided.ok()).toBe(true);

  const auction = ((await (await request.get(`/api/v1/bidding_properties/${waiting!.property_id}`)).json()) as {
    data: { id: number; highest_bid_amount: number; bid_incremental_amount: number };
  }).data;
  const amount = auction.highest_bid_amount + auction.bid_incremental_amount;
  const escrow = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const seller = { authorization: `Bearer ${await apiLogin(request, demo.seller)}` };
  const bid = await request.post('/api/v1/bidding_history', {
    headers: seller,
    data: { bid_property_id: auction.id, bid_amount: amount, contingency: ['inspection'], escrow_closing_date: escrow },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  return amount;
}

test('with e-mail off for "outbid", the outbid buyer is told in the app and gets no e-mail', async ({ browser, request }) => {
  const buyer = await signedInPage(browser, demo.buyer);
  await buyer.goto('/communication-settings');
  const form = buyer.getByRole('form', { name: 'Notification settings' });
  const outbidEmail = form.getByRole('checkbox', { name: 'New bid or outbid: Email' });
  await expect(outbidEmail).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Security: Email' })).toBeDisabled();
  await outbidEmail.uncheck();
  await form.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(buyer.getByText('Notification settings updated successfully.')).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByRole('checkbox', { name: 'New bid or outbid: Email' })).not.toBeChecked();
  await screenshot(buyer, 'settings-notifications-1280');

  await buyer.goto('/notifications');
  // Other specs may have outbid the demo buyer earlier (with e-mail on): only mail sent from here on counts.
  const before = Math.max(0, ...(await mailbox(request)).map((mail) => mail.id));
  const amount = await sellerOutbidsBuyer(request);
  const highest = `$${amount.toLocaleString('en-US')}`;
  // The notice arrives live on the open page.
  await expect(buyer.getByText(`The highest bid is now ${highest}.`, { exact: false }).first()).toBeVisible();

  // The approval decided for the seller was e-mailed (so the mailbox is working), yet nothing about being outbid went to the buyer.
  const since = async () => (await mailbox(request)).filter((mail) => mail.id > before);
  await expect.poll(async () => (await since()).some((mail) => mail.recipient === demo.seller && /approval .* was approved/.test(mail.body_text))).toBe(true);
  const toBuyer = (await since()).filter((mail) => mail.recipient === demo.buyer && mail.channel === 'email');
  expect(toBuyer.filter((mail) => mail.body_text.includes('outbid'))).toEqual([]);
  await buyer.context().close();
});

test('signing out another session refuses that browser at once', async ({ browser }) => {
  const elsewhere = await signedInPage(browser, demo.buyer);
  // That browser works (a reload keeps its session) until it is signed out from the other one.
  await elsewhere.goto('/settings');
  await expect(elsewhere.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  const here = await signedInPage(browser, demo.buyer);
  await here.goto('/settings');
  const sessions = here.getByRole('region', { name: "Where you're signed in" });
  await expect(sessions.getByText('This one')).toHaveCount(1);
  // The other window is the same browser on the same device: its sessions and this one are one row, this one's.
  const thisOne = sessions.getByRole('group').filter({ hasText: 'This one' });
  const device = (await thisOne.getAttribute('aria-label'))!;
  await expect(sessions.getByRole('group', { name: device, exact: true })).toHaveCount(1);
  await expect(thisOne).toContainText(/\d+ sign-ins/);
  await screenshot(here, 'settings-sessions-1280');

  await thisOne.getByRole('button', { name: 'Sign out its other sessions' }).click();
  await expect(here.getByText('The session was signed out.')).toBeVisible();
  await expect(thisOne.getByRole('button', { name: 'Sign out its other sessions' })).toHaveCount(0);

  await elsewhere.goto('/settings');
  await expect(elsewhere.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/auth/);

  // Other browsers (the demo's other sign-ins) go all at once.
  const allOthers = here.getByRole('button', { name: 'Sign out all other sessions' });
  if (await allOthers.isVisible()) {
    await allOthers.click();
    await expect(here.getByText('All other sessions were signed out.')).toBeVisible();
  }
  await expect(sessions.getByText('No other sessions.')).toBeVisible();
  await expect(here).toHaveURL(/\/settings/);
});

test('screenshots of the settings pages at 375 px', async ({ browser }) => {
  const page = await signedInPage(browser, demo.realtor, 375);
  await page.goto('/communication-settings');
  await expect(page.getByRole('form', { name: 'Notification settings' })).toBeVisible();
  await screenshot(page, 'settings-notifications-375');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: "Where you're signed in" })).toBeVisible();
  await screenshot(page, 'settings-sessions-375');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Deleting your account' })).toBeVisible();
  await page.getByRole('heading', { name: 'Deleting your account' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-privacy-deletion-375', { fullPage: false });
});

test('I request my data, am told when it is ready, and download the zip', async ({ browser }) => {
  const page = await signedInPage(browser, demo.seller);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Request my data' }).click();
  await expect(page.getByText('We are preparing your data. You will be notified when it is ready.')).toBeVisible();
  const download = section.getByRole('link', { name: 'Download my data' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'settings-my-data-1280');

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^openhouse-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(bytes.toString('latin1')).toContain('data/users.json');

  // The notice that it is ready waits in the bell.
  await page.goto('/notifications');
  await expect(page.getByText('Your data is ready to download from Profile Settings for 7 days.').first()).toBeVisible();
  await page.context().close();
});

test('a new account takes the browser’s time zone on first sign-in, and can choose another from the list', async ({ browser, request }) => {
  const email = uniqueEmail('zone');
  const registered = await request.post('/api/v1/register', {
    data: { name: 'Zoe Zone', user_name: `zone${Date.now().toString(36)}`, email, password: 'Zq7#mP2x', password_confirmation: 'Zq7#mP2x', phone: '4155552699', enabled: 0, terms: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await latestMessageTo(request, email);
  const link = new URL(/https?:\/\/\S+\/auth\/confirm\S+/.exec(mail.body_text)![0]);
  const confirmed = await request.post('/api/v1/confirmation', { data: { userId: Number(link.searchParams.get('userId')), verificationCode: link.searchParams.get('code') } });
  expect(confirmed.ok()).toBe(true);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await uiLogin(page, email, 'Zq7#mP2x');
  await expect(page).not.toHaveURL(/\/auth\//);
  await dismissGuidedTour(page);
  await page.goto('/settings');
  const zone = page.getByRole('form', { name: 'Time zone' });
  await expect(zone.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
  const token = await apiLogin(request, email, 'Zq7#mP2x');
  const me = async () => ((await (await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { timezone: string | null } }).data;
  expect((await me()).timezone).toBe('Europe/Berlin');

  await chooseOption(page, zone.getByRole('combobox', { name: 'Time zone' }), 'Tokyo', { name: 'Asia/Tokyo' });
  await zone.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  expect((await me()).timezone).toBe('Asia/Tokyo');
  await screenshot(page, 'settings-time-zone-1280');
  await context.close();
});
