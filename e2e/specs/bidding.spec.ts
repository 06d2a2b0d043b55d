import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, dismissGuidedTour, screenshot, uiLogin, uniqueEmail, untilInteractive } from '../fixtures/api';
import { pdfDocument } from '../fixtures/images';
import { dismissToasts } from '../fixtures/page-checks';

// One auction travels through the whole file: the realtor enables bidding on a listing of the demo seller,
// two buyers get approved and outbid each other live, the seller accepts the highest bid, and both parties
// sign the contract. The tests run in order and share the listing, the buyers and the signed-in pages.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });

const stamp = Date.now().toString(36);
const PASSWORD = 'Zq7#mP2xw';
const listing = {
  id: 0,
  label: `Larkspur bungalow ${stamp}`,
  street: `27 Larkspur${stamp} Court`,
  price: 800_000,
  increment: 5_000,
};
const firstBuyer = { email: demo.buyer, nickname: `Lark bidder ${stamp}`, name: '' };
const secondBuyer = { email: uniqueEmail('bidder'), name: 'Bea Bidder', nickname: `Bea ${stamp}` };
const FIRST_BID = '$805,000';
const SECOND_BID = '$815,000';
let transactionId = 0;

/** Modals are shot as seen: the viewport, not the page scrolled out underneath. */
const MODAL = { fullPage: false };

/** A whole page, from its top (the sticky header would otherwise be drawn where the page was scrolled to). */
async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, name);
}

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

// Signed-in pages, one per person, kept across the tests (sessions live in sessionStorage, so they cannot be
// handed from one browser context to the next).
const pages = new Map<string, Page>();

async function signIn(page: Page, email: string, password?: string): Promise<void> {
  await uiLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\//);
  await dismissGuidedTour(page);
}

/** The person's own browser window, signed in through the login form the first time it is asked for. */
async function pageOf(browser: Browser, email: string, password?: string): Promise<Page> {
  const known = pages.get(email);
  if (known) return known;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, email, password);
  pages.set(email, page);
  return page;
}

test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
  pages.clear();
});

const biddingPanel = (page: Page) => page.getByRole('region', { name: 'Bidding' });

/** A fact of the bidding panel ('Highest bid', 'Bids', …): the value under its label. */
const fact = (page: Page, label: string) => biddingPanel(page).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

async function openListing(page: Page): Promise<void> {
  await page.goto(`/properties/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.label })).toBeVisible();
  await untilInteractive(page);
}

/** The newest e-mail to `recipient` whose subject contains `subject`, waiting until it arrives. */
async function mailTo(request: APIRequestContext, recipient: string, subject: string): Promise<{ subject: string | null; body_text: string }> {
  type Item = { recipient: string; channel: string; subject: string | null; body_text: string };
  let found: Item | undefined;
  await expect
    .poll(
      async () => {
        const { data } = (await (await request.get('/api/dev/mailbox')).json()) as { data: Item[] };
        found = data.find((item) => item.channel === 'email' && item.recipient === recipient && (item.subject ?? '').includes(subject));
        return found !== undefined;
      },
      { message: `an e-mail to ${recipient} about "${subject}"` },
    )
    .toBe(true);
  return found!;
}

/** The app-relative path of the personal signing link in a signing e-mail. */
function signingPath(body: string): string {
  const link = /https?:\/\/\S+\/sign\/[A-Za-z0-9_-]+/.exec(body);
  expect(link, 'signing link in the e-mail').not.toBeNull();
  return new URL(link![0]).pathname;
}

/** Wall-clock parts of `ms` in `zone`, as the date-time picker shows them. */
function pickerParts(ms: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    month: `${parts.month} ${parts.year}`,
    day: `${parts.day} ${parts.month} ${parts.year}`,
    hour: parts.hour!.padStart(2, '0'),
    minute: parts.minute!,
    period: parts.dayPeriod!.toUpperCase(),
  };
}

/** Picks a date and time in one of the enable-bid pickers: the day in the calendar, then hours, minutes and AM/PM. */
async function pickDateTime(page: Page, field: Locator, ms: number, zone: string): Promise<void> {
  const target = pickerParts(ms, zone);
  await field.click();
  const dropdown = page.getByRole('dialog').filter({ has: page.locator('[data-calendar]') });
  await expect(dropdown).toBeVisible();
  const level = dropdown.locator('.mantine-DateTimePicker-calendarHeaderLevel');
  // The calendar opens on today's month in the realtor's zone (enable-bid-modal.tsx), and the target is in the
  // listing's: near a month's end the two may differ either way, and the end may fall in the next month.
  const monthNumber = (text: string) => {
    const date = new Date(`1 ${text}`);
    return date.getFullYear() * 12 + date.getMonth();
  };
  for (let step = 0; step < 3 && (await level.innerText()) !== target.month; step += 1) {
    const direction = monthNumber(await level.innerText()) < monthNumber(target.month) ? 'next' : 'previous';
    await dropdown.locator(`.mantine-DateTimePicker-calendarHeaderControl[data-direction="${direction}"]`).click();
  }
  await expect(level).toHaveText(target.month);
  await dropdown.getByRole('button', { name: target.day, exact: true }).click();
  const [hours, minutes] = [dropdown.getByRole('spinbutton').nth(0), dropdown.getByRole('spinbutton').nth(1)];
  await hours.fill(target.hour);
  await minutes.fill(target.minute);
  await dropdown.getByRole('combobox').selectOption(target.period);
  await expect(hours).toHaveValue(target.hour);
  await expect(minutes).toHaveValue(target.minute);
  await dropdown.locator('.mantine-DateTimePicker-submitButton').click();
  await expect(dropdown).toBeHidden();
}

/** The calendar date `days` from now in Los Angeles (the demo zone), as YYYY-MM-DD. */
function dateInDays(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(Date.now() + days * 86_400_000));
}

/** Nothing sticks out sideways (once the layout has followed a change of the viewport). */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'), {
      message: `${what} overflows sideways at ${page.viewportSize()!.width}px`,
    })
    .toBeLessThanOrEqual(0);
}

/** A modal fills a phone's screen (it follows the viewport a render after a resize). */
async function expectFullScreen(modal: Locator): Promise<void> {
  await expect(modal).toHaveAttribute('data-full-screen', 'true');
}

/**
 * The element lies inside the container's box (not hidden behind a sideways scroll). Polled: after a
 * viewport change the app shell slides its sidebar away, and boxes read mid-slide disagree.
 */
async function expectWithin(element: Locator, container: Locator, what: string): Promise<void> {
  const overflow = async () => {
    const [inner, outer] = [(await element.boundingBox())!, (await container.boundingBox())!];
    return { left: Math.max(0, outer.x - inner.x), right: Math.max(0, inner.x + inner.width - (outer.x + outer.width)) };
  };
  await expect.poll(overflow, { message: `${what} lies inside its box` }).toEqual({ left: 0, right: 0 });
}

/** The element's text is not cut short (no ellipsis). */
async function expectNotTruncated(element: Locator, what: string): Promise<void> {
  const { scroll, client } = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  expect.soft(scroll, `${what} cut short`).toBeLessThanOrEqual(client);
}

/** The buyer fills the wizard's Bid Now step and confirms the bid on the summary. */
async function placeBid(page: Page, amount: string, contingency: string, escrowDate: string, shotName?: string): Promise<void> {
  await biddingPanel(page).getByRole('button', { name: 'Bid Now' }).click();
  const wizard = page.getByRole('dialog', { name: 'Place a bid' });
  const form = wizard.getByRole('form', { name: 'Bid now' });
  await expect(form).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Bid Now' })).toHaveAttribute('data-progress', 'true');
  const amountField = form.getByRole('textbox', { name: 'Bid amount' });
  await amountField.fill(amount.replace(/[$,]/g, ''));
  await form.getByRole('checkbox', { name: contingency, exact: true }).check();
  await form.getByLabel('Escrow closing date').fill(escrowDate);
  await form.getByRole('checkbox', { name: /I accept the Due Diligence/ }).check();
  // The summary with the buyer's premium (5%) and the total shows before the bid is reviewed.
  await expect(form).toContainText("Buyer's premium");
  if (shotName) {
    await screenshot(page, `${shotName}-1280`, MODAL);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFullScreen(wizard);
    await expectNoSidewaysScroll(page, 'the Bid Now step');
    await screenshot(page, `${shotName}-375`, MODAL);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await form.getByRole('button', { name: 'Review bid' }).click();
  await expect(wizard.getByText('Please check your bid before you confirm it.')).toBeVisible();
  await expect(wizard).toContainText(amount);
  if (shotName) await screenshot(page, `${shotName}-confirm-1280`, MODAL);
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/v1/bidding_history') && response.request().method() === 'POST');
  await wizard.getByRole('button', { name: 'Confirm bid' }).click();
  expect((await placed).status()).toBeLessThan(300);
  await expect(wizard).toBeHidden();
}

test('the realtor enables bidding on a listing of the demo seller; it turns Active with a countdown', async ({ page, request }) => {
  // Prepared through the API: the listing, with the demo seller found by the realtor's people search.
  const realtorToken = await apiLogin(request, demo.realtor);
  const headers = { authorization: `Bearer ${realtorToken}` };
  const people = await request.get('/api/v1/user_search', { params: { query: demo.seller }, headers });
  expect(people.ok()).toBe(true);
  const seller = ((await people.json()) as { data: { id: number; email: string }[] }).data.find((person) => person.email === demo.seller);
  expect(seller, 'the demo seller in the people search').toBeDefined();
  const created = await request.post('/api/v1/properties', {
    headers,
    data: {
      label: listing.label,
      street_address: listing.street,
      city: 'Marlow Springs',
      state: 'CA',
      zip_code: '94110',
      value: listing.price,
      property_type: 'single_family',
      bedrooms: 3,
      bathrooms: 2,
      living_area: 1640,
      year_built: 1962,
      description: 'A sunny bungalow on a quiet court, with a deep garden and a detached studio.',
      features: ['Detached studio', 'Deep garden'],
      seller_id: seller!.id,
    },
  });
  expect(created.ok()).toBe(true);
  listing.id = ((await created.json()) as { data: { id: number } }).data.id;

  // The realtor opens the listing and enables bidding from its panel.
  await signIn(page, demo.realtor);
  await openListing(page);
  await expect(biddingPanel(page)).toContainText('Online bidding is not enabled for this listing.');
  await biddingPanel(page).getByRole('button', { name: 'Enable Bid' }).click();
  const modal = page.getByRole('dialog', { name: 'Enable Bid' });
  const form = modal.getByRole('form', { name: 'Enable bid' });
  await expect(form.getByRole('textbox', { name: 'Bid Amount' })).toHaveValue(String(listing.price));
  const zone = /Times are in (\S+)\./.exec(await modal.innerText())?.[1] ?? 'America/Los_Angeles';
  await form.getByRole('textbox', { name: 'Bid Amount' }).fill('800,000');
  await form.getByRole('textbox', { name: 'Bid Increment' }).fill('5,000');
  // From this minute (already begun, so bidding is open at once) to about an hour from now.
  const now = Date.now();
  await pickDateTime(page, form.getByRole('button', { name: 'Bid Start Time' }), now, zone);
  await pickDateTime(page, form.getByRole('button', { name: 'Bid End Time' }), now + 60 * 60_000, zone);
  await screenshot(page, 'bidding-enable-1280', MODAL);

  const reloaded = page.waitForEvent('load');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/bidding_properties') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enable Bid' }).click();
  expect((await saved).ok()).toBe(true);
  await reloaded;

  const panel = biddingPanel(page);
  await expect(panel.getByTestId('bidding-status')).toContainText('Active');
  // Under a day left: hh:mm:ss, counting down.
  const countdown = panel.getByText(/^Ends in \d\d:\d\d:\d\d$/);
  await expect(countdown).toBeVisible();
  const first = await countdown.innerText();
  await expect(countdown).not.toHaveText(first);
  expect(Number(/Ends in (\d\d):/.exec(await countdown.innerText())![1])).toBeLessThanOrEqual(1);
  await expect(fact(page, 'Starting price')).toHaveText(money(listing.price));
  await expect(fact(page, 'Increment')).toHaveText(money(listing.increment));
  await expect(fact(page, 'Minimum next bid')).toHaveText(FIRST_BID);
  await expect(fact(page, 'Highest bid')).toHaveText('No bids yet');
  await expect(panel.getByRole('button', { name: 'Bid approvals' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit bidding' })).toBeVisible();
  await pageShot(page, 'bidding-detail-active-1280');
});

test('the demo buyer asks for approval in the bid wizard with a proof of funds', async ({ browser }) => {
  const page = await pageOf(browser, firstBuyer.email);
  await openListing(page);
  await biddingPanel(page).getByRole('button', { name: 'Bid Now' }).click();
  const wizard = page.getByRole('dialog', { name: 'Place a bid' });
  const form = wizard.getByRole('form', { name: 'Get approved to bid' });
  await expect(form).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Get Approved' })).toHaveAttribute('data-progress', 'true');

  // Submitting empty names what is missing.
  await form.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(form.getByText('Nickname is required.')).toBeVisible();
  await expect(form.getByText('Proof document is required.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Bidder nickname' }).fill(firstBuyer.nickname);
  await form.getByRole('combobox', { name: 'I am bidding as' }).click();
  await page.getByRole('option', { name: 'Buyer without an agent' }).click();
  await form.getByLabel('Choose the proof document (PDF)').setInputFiles({ name: 'proof-of-funds.pdf', mimeType: 'application/pdf', buffer: pdfDocument() });
  await expect(form.getByText('proof-of-funds.pdf')).toBeVisible();
  await form.getByRole('checkbox', { name: /Buyer's Premium rule/ }).check();
  await expect(form.getByText('Nickname is required.')).toHaveCount(0);
  await screenshot(page, 'bidding-wizard-get-approved-1280', MODAL);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectFullScreen(wizard);
  await expect(wizard.getByText('Step 1 of 2: Get Approved')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Get Approved step');
  await screenshot(page, 'bidding-wizard-get-approved-375', MODAL);
  await page.setViewportSize({ width: 1280, height: 900 });

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/bidding_approval') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit for approval' }).click();
  expect((await sent).status()).toBe(201);
  await expect(wizard.getByText('Your bidding approval request has been submitted.')).toBeVisible();
  await expect(wizard.getByText(/The listing side reviews your request/)).toBeVisible();
  await screenshot(page, 'bidding-wizard-submitted-1280', MODAL);
  // The wizard's own Close button, after the header's × (also named Close).
  await wizard.getByRole('button', { name: 'Close' }).last().click();
  await expect(wizard).toBeHidden();

  // Opening it again while the request is under review closes it with the server's words.
  await biddingPanel(page).getByRole('button', { name: 'Bid Now' }).click();
  await expect(page.getByText('Your bidding approval is under review.').first()).toBeVisible();
  await expect(wizard).toBeHidden();
});

test('the realtor views the proof in Bid approvals and approves the buyer', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await signIn(page, demo.realtor);
  await openListing(page);
  await biddingPanel(page).getByRole('button', { name: 'Bid approvals' }).click();
  const modal = page.getByRole('dialog', { name: 'Bid approvals' });
  await expect(modal.getByRole('tab', { name: 'Submitted' })).toHaveAttribute('aria-selected', 'true');
  const row = modal.getByRole('table', { name: 'Bid approvals' }).getByRole('row').filter({ hasText: firstBuyer.nickname });
  await expect(row).toContainText(firstBuyer.email);
  await expect(row).toContainText('Buyer without an agent');
  await expect(row).toContainText('Submitted');
  firstBuyer.name = (await row.getByRole('cell').nth(1).locator('p').first().innerText()).trim();
  // On a desktop the whole table is in view, decisions included, and the state reads in full.
  await expectWithin(row.getByRole('button', { name: `Approve ${firstBuyer.nickname}` }), modal, 'Approve');
  await expectNotTruncated(row.locator('.mantine-Badge-label'), 'the approval state');
  await screenshot(page, 'bidding-approvals-1280', MODAL);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectFullScreen(modal);
  await expectNoSidewaysScroll(page, 'the bid approvals');
  // On a phone each request is a card, its decisions in view without scrolling sideways.
  const card = modal.getByRole('list', { name: 'Bid approvals' }).getByRole('listitem', { name: firstBuyer.nickname });
  await expectWithin(card.getByRole('button', { name: `Approve ${firstBuyer.nickname}` }), modal, 'Approve on a phone');
  await expectWithin(card.getByRole('button', { name: `Reject ${firstBuyer.nickname}` }), modal, 'Reject on a phone');
  await screenshot(page, 'bidding-approvals-375', MODAL);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The proof opens inline over the approvals, with a link that serves the very PDF that was sent.
  await row.getByRole('button', { name: `View proof of ${firstBuyer.nickname}` }).click();
  const viewer = page.getByRole('dialog', { name: `Proof of funds: ${firstBuyer.nickname}` });
  await expect(viewer.getByText('proof-of-funds.pdf')).toBeVisible();
  // A frame of our own origin (the page's CSP allows it; an <object> it refuses), holding Chromium's PDF viewer.
  const inline = viewer.getByTitle(`Proof document of ${firstBuyer.nickname}`);
  await expect(inline).toBeVisible();
  const href = (await viewer.getByRole('link', { name: 'Open in new tab' }).getAttribute('href'))!;
  expect(await inline.getAttribute('src')).toBe(href);
  const frame = (await (await inline.elementHandle())!.contentFrame())!;
  await expect.poll(() => frame.evaluate(() => document.contentType).catch(() => ''), { timeout: 15_000 }).toBe('application/pdf');
  expect(blocked, 'requests the page policy refused').toEqual([]);
  const proof = await page.request.get(href);
  expect(proof.ok()).toBe(true);
  expect(proof.headers()['content-type']).toContain('application/pdf');
  expect(Buffer.compare(await proof.body(), pdfDocument())).toBe(0);
  await screenshot(page, 'bidding-proof-viewer-1280', MODAL);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(modal).toBeVisible();

  await row.getByRole('button', { name: `Approve ${firstBuyer.nickname}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this bidder?' });
  await expect(confirm).toContainText(`${firstBuyer.nickname} (${firstBuyer.name}) will be able to bid on this property.`);
  await screenshot(page, 'bidding-approve-confirm-1280', MODAL);
  const decided = page.waitForResponse((response) => /\/api\/v1\/bidding_approval\/\d+$/.test(response.url()) && response.request().method() === 'PUT');
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  expect((await decided).ok()).toBe(true);
  await expect(confirm).toBeHidden();
  await expect(modal.getByRole('table', { name: 'Bid approvals' }).getByRole('row').filter({ hasText: firstBuyer.nickname })).toHaveCount(0);
  await modal.getByRole('tab', { name: 'Approved' }).click();
  const approved = modal.getByRole('table', { name: 'Bid approvals' }).getByRole('row').filter({ hasText: firstBuyer.nickname });
  await expect(approved).toContainText('Approved');
  await expect(approved.getByRole('button', { name: `Approve ${firstBuyer.nickname}` })).toHaveCount(0);
});

test('a second buyer registers, confirms the e-mail and is approved (through the API)', async ({ request }) => {
  const register = await request.post('/api/v1/register', {
    data: {
      name: secondBuyer.name,
      user_name: `bea${stamp}`,
      email: secondBuyer.email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      phone: '4155552673',
      enabled: 0,
      terms: true,
    },
  });
  expect(register.ok()).toBe(true);
  const mail = await mailTo(request, secondBuyer.email, 'Verify');
  const link = new URL(/https?:\/\/\S+\/auth\/confirm\S+/.exec(mail.body_text)![0]);
  const confirm = await request.post('/api/v1/confirmation', { data: { userId: Number(link.searchParams.get('userId')), verificationCode: link.searchParams.get('code') } });
  expect(confirm.ok()).toBe(true);
  const token = ((await confirm.json()) as { data: { authorization: { token: string } } }).data.authorization.token;

  const asked = await request.post('/api/v1/bidding_approval', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      bid_nickname: secondBuyer.nickname,
      status: 'buyer-with-agent',
      agreement: 'true',
      property_id: String(listing.id),
      proof_document: { name: 'bank-letter.pdf', mimeType: 'application/pdf', buffer: pdfDocument() },
    },
  });
  expect(asked.status()).toBe(201);
  const approvalId = ((await asked.json()) as { data: { id: number } }).data.id;

  const realtorToken = await apiLogin(request, demo.realtor);
  const decided = await request.put(`/api/v1/bidding_approval/${approvalId}`, {
    headers: { authorization: `Bearer ${realtorToken}` },
    data: { id: approvalId, approval: 'approved', path: `/properties/${listing.id}?approvals=1` },
  });
  expect(decided.ok()).toBe(true);
  expect(((await decided.json()) as { data: { approval: string } }).data.approval).toBe('approved');
});

/**
 * The second buyer's window is opened at http://127.0.0.1 while the public URL is http://localhost: another
 * address of the same server, whose live updates must work too. They sign in inside the bid wizard.
 */
async function secondBuyerInWizard(browser: Browser, localhostPage: Page): Promise<Page> {
  const port = new URL(localhostPage.url()).port;
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  pages.set(secondBuyer.email, page);
  await openListing(page);
  await biddingPanel(page).getByRole('button', { name: 'Bid Now' }).click();
  const wizard = page.getByRole('dialog', { name: 'Place a bid' });
  await wizard.getByLabel(/email/i).first().fill(secondBuyer.email);
  await wizard.getByLabel(/password/i).first().fill(PASSWORD);
  await wizard.getByRole('button', { name: 'Sign in' }).click();
  await expect(wizard.getByRole('form', { name: 'Bid now' })).toBeVisible();
  // A first-time user: the welcome tour does not replace the wizard.
  await expect(page.getByRole('dialog', { name: 'Welcome to Openhouse' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  return page;
}

/** The tour stays away for a while (it used to pop up as the wizard closed). */
async function expectNoTour(page: Page): Promise<void> {
  const tour = page.getByRole('dialog', { name: 'Welcome to Openhouse' });
  await page.waitForTimeout(1500);
  await expect(tour).toHaveCount(0);
}

test('two buyers bid side by side; each sees the other’s bid live and the outbid buyer is told', async ({ browser }) => {
  const one = await pageOf(browser, firstBuyer.email);
  await openListing(one);
  const two = await secondBuyerInWizard(browser, one);
  await expectNoTour(two);
  await expect(fact(two, 'Highest bid')).toHaveText('No bids yet');

  // When live updates drop, the page says so; it says nothing once they are back.
  const paused = biddingPanel(two).getByText('Live updates paused — reconnecting');
  await expect(paused).toHaveCount(0);
  await two.context().setOffline(true);
  await expect(paused).toBeVisible({ timeout: 30_000 });
  await pageShot(two, 'bidding-live-paused-1280');
  await two.context().setOffline(false);
  await expect(paused).toBeHidden({ timeout: 30_000 });

  // Buyer 1 bids the minimum through the wizard; buyer 2's page follows without a reload.
  await placeBid(one, FIRST_BID, 'Inspection', dateInDays(30), 'bidding-wizard-bid-now');
  await expect(fact(one, 'Highest bid')).toHaveText(FIRST_BID);
  await expect(biddingPanel(one).getByText('You hold the highest bid')).toBeVisible();
  await expect(fact(two, 'Highest bid')).toHaveText(FIRST_BID);
  await expect(fact(two, 'Bids')).toHaveText('1');
  await expect(fact(two, 'Minimum next bid')).toHaveText('$810,000');
  await expect(biddingPanel(two).getByText(`Highest bidder: ${firstBuyer.nickname}`)).toBeVisible();
  await pageShot(two, 'bidding-live-second-buyer-1280');

  // Buyer 2 bids two increments higher; buyer 1's page follows and buyer 1 hears of being outbid.
  const bell = one.getByRole('button', { name: /^Notifications/ });
  const bellBefore = (await bell.getAttribute('aria-label')) ?? '';
  await placeBid(two, SECOND_BID, 'Loan', dateInDays(45));
  await expect(fact(two, 'Highest bid')).toHaveText(SECOND_BID);
  // Right after a bid the welcome tour does not pop up; it waits for the first visit of the dashboard.
  await expectNoTour(two);
  await expect(fact(one, 'Highest bid')).toHaveText(SECOND_BID);
  await expect(fact(one, 'Bids')).toHaveText('2');
  await expect(biddingPanel(one).getByText('You hold the highest bid')).toHaveCount(0);
  const outbid = `You have been outbid on ${listing.label}. The highest bid is now ${SECOND_BID}.`;
  await expect(one.getByText(outbid).first()).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', /^Notifications, \d+ unread$/);
  await expect(bell).not.toHaveAttribute('aria-label', bellBefore);
  await bell.click();
  await expect(one.getByRole('dialog').getByText(outbid)).toBeVisible();
  await pageShot(one, 'bidding-outbid-first-buyer-1280');
  await one.keyboard.press('Escape');

  // The live auction on the narrowest phone: the badge, the countdown and the facts fit.
  await dismissToasts(two);
  await two.setViewportSize({ width: 320, height: 740 });
  await expect(biddingPanel(two).getByText(/^Ends in \d\d:\d\d:\d\d$/)).toBeVisible();
  await expectWithin(biddingPanel(two).getByText(/^Ends in/), biddingPanel(two), 'the countdown');
  await expectNoSidewaysScroll(two, 'the live detail page');
  await pageShot(two, 'bidding-property-detail-active-320');
  await two.setViewportSize({ width: 1280, height: 900 });

  await two.goto('/dashboard');
  await expect(two.getByRole('dialog', { name: 'Welcome to Openhouse' })).toBeVisible();
  await dismissGuidedTour(two);
});

test('the seller opens All bids, the order details of the highest bid, and accepts it', async ({ browser }) => {
  const page = await pageOf(browser, demo.seller);
  await openListing(page);
  const panel = biddingPanel(page);
  await expect(panel.getByRole('button', { name: 'Bid Now' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'All bids' }).click();
  const modal = page.getByRole('dialog', { name: 'All bids' });
  const rows = modal.getByRole('table', { name: 'Bids' }).getByRole('row');
  await expect(rows).toHaveCount(3); // the header and two bids, newest first
  await expect(rows.nth(1)).toContainText(SECOND_BID);
  // Bidders appear by their nickname; the listing side also sees their e-mail.
  await expect(rows.nth(1)).toContainText(secondBuyer.nickname);
  await expect(rows.nth(1)).toContainText(secondBuyer.email);
  await expect(rows.nth(2)).toContainText(FIRST_BID);
  await expect(rows.nth(2)).toContainText(firstBuyer.nickname);
  await expectWithin(rows.nth(1).getByRole('button', { name: /^Order details/ }), modal, 'Order details');
  // An e-mail address stays on one line on a desktop.
  const email = rows.nth(1).getByText(secondBuyer.email);
  expect.soft((await email.boundingBox())!.height, 'the e-mail wraps').toBeLessThan(24);
  await screenshot(page, 'bidding-all-bids-1280', MODAL);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectFullScreen(modal);
  await expectNoSidewaysScroll(page, 'all bids');
  await screenshot(page, 'bidding-all-bids-375', MODAL);
  await page.setViewportSize({ width: 1280, height: 900 });

  await rows.nth(1).getByRole('button', { name: `Order details of the bid of ${SECOND_BID}` }).click();
  const order = page.getByRole('dialog', { name: 'Order details' });
  const table = order.getByRole('table', { name: 'Order details' });
  await expect(table).toContainText(SECOND_BID);
  await expect(table).toContainText('$40,750'); // the buyer's premium, 5%
  await expect(table).toContainText('$855,750'); // the total
  await screenshot(page, 'bidding-order-details-1280', MODAL);
  await table.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this bid?' });
  await expect(confirm).toContainText(`Accept the bid of ${SECOND_BID} from ${secondBuyer.nickname}?`);
  await confirm.getByRole('button', { name: 'Accept bid' }).click();

  // The seller is not due to sign yet (the buyer signs first): they follow the deal on its page.
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  transactionId = Number(/\/transactions\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Transaction #${transactionId}` })).toBeVisible();
  await expect(page.getByText(`Contract sent to ${secondBuyer.name}`)).toBeVisible();
  await expect(page.getByText('This signing link does not work')).toHaveCount(0);
  await pageShot(page, 'bidding-accepted-transaction-1280');

  // The listing is under contract: Pending, the auction ended at the accepted bid, no tour to request.
  await openListing(page);
  await expect(page.locator('.mantine-Badge-root', { hasText: /^Pending$/ }).first()).toBeVisible();
  await expect(biddingPanel(page).getByTestId('bidding-status')).toHaveText(`Ended — winning bid ${SECOND_BID}`);
  await expect(fact(page, 'Minimum next bid')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Request a tour' })).toHaveCount(0);
});

test('the buyer signs with a typed name from the e-mail, then the seller draws a signature', async ({ browser, request }) => {
  // The winner opens the link from the e-mail; the link itself is the way in.
  const buyerMail = await mailTo(request, secondBuyer.email, `Please sign the purchase agreement for ${listing.label}`);
  expect(buyerMail.body_text).toContain(`Your bid of ${SECOND_BID}`);
  const buyer = await pageOf(browser, secondBuyer.email, PASSWORD);
  await buyer.goto(signingPath(buyerMail.body_text));
  await expect(buyer.getByText(`signing as the buyer, ${secondBuyer.name}`)).toBeVisible();
  const buyerForm = buyer.getByRole('form', { name: 'Sign the contract' });
  const buyerSign = buyerForm.getByRole('button', { name: 'Sign', exact: true });
  await expect(buyerSign).toBeDisabled();
  await buyerForm.getByRole('checkbox').check();
  await buyerForm.getByRole('textbox', { name: 'Type your full name' }).fill(secondBuyer.name);
  await expect(buyerForm.getByRole('img', { name: `Signature preview: ${secondBuyer.name}` })).toBeVisible();
  await buyerSign.click();
  await expect(buyer.getByText('Thank you. Your signature has been recorded.')).toBeVisible();
  await expect(buyer.getByText(/The seller has been e-mailed a link to sign next/)).toBeVisible();

  // The seller's turn, from their own e-mail: consent, and a signature drawn with the mouse.
  const sellerMail = await mailTo(request, demo.seller, `Please sign the purchase agreement for ${listing.label}`);
  expect(sellerMail.body_text).toContain(`${secondBuyer.name} has signed the purchase agreement`);
  const seller = await pageOf(browser, demo.seller);
  await seller.goto(signingPath(sellerMail.body_text));
  await expect(seller.getByText(/signing as the seller/)).toBeVisible();
  const form = seller.getByRole('form', { name: 'Sign the contract' });
  await form.getByRole('checkbox').check();
  await form.getByText('Draw', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Draw' })).toBeChecked();
  const pad = form.getByRole('img', { name: 'Signature pad' });
  await expect(pad).toBeVisible();
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await seller.mouse.move(...at(0.12, 0.6));
  await seller.mouse.down();
  for (const [x, y] of [[0.2, 0.3], [0.28, 0.7], [0.36, 0.35], [0.46, 0.65], [0.56, 0.3], [0.66, 0.7], [0.78, 0.4], [0.86, 0.6]] as const) {
    await seller.mouse.move(...at(x, y), { steps: 6 });
  }
  await seller.mouse.up();
  // Ink on the canvas, and Sign is ready.
  type Canvas = { width: number; height: number; getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } };
  const inked = await pad.evaluate((element) => {
    const canvas = element as unknown as Canvas;
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 0) return true;
    return false;
  });
  expect(inked, 'ink on the signature pad').toBe(true);
  const sign = form.getByRole('button', { name: 'Sign', exact: true });
  await expect(sign).toBeEnabled();
  await pageShot(seller, 'contract-signing-1280');
  await seller.setViewportSize({ width: 375, height: 812 });
  await expect(seller.getByRole('link', { name: 'Open the contract' })).toBeVisible();
  await expectNoSidewaysScroll(seller, 'the signing page');
  await pageShot(seller, 'contract-signing-375');
  await seller.setViewportSize({ width: 1280, height: 900 });

  const signed = seller.waitForResponse((response) => response.url().endsWith('/api/v1/contract-signing/sign') && response.request().method() === 'POST');
  await sign.click();
  expect((await signed).ok()).toBe(true);
  const done = seller.getByRole('status', { name: 'The contract is signed by both parties.' });
  await expect(done).toContainText('can be downloaded from the transaction page');
  // Said once, as the title.
  expect(((await done.innerText()).match(/signed by both parties/g) ?? []).length).toBe(1);
  await pageShot(seller, 'contract-signed-seller-1280');
  await seller.getByRole('link', { name: 'Open the transaction' }).click();
  await expect(seller).toHaveURL(new RegExp(`/transactions/${transactionId}$`));
  await expect(seller.locator('.mantine-Badge-root', { hasText: 'Contract Signed' }).first()).toBeVisible();
});

test('the transaction shows Contract Signed with the SHA-256 of the executed PDF it downloads; the auction ended at the winning bid', async ({ browser }) => {
  const page = await pageOf(browser, secondBuyer.email, PASSWORD);
  await page.goto(`/transactions/${transactionId}`);
  await expect(page.getByRole('heading', { name: `Transaction #${transactionId}` })).toBeVisible();
  await expect(page.getByText('You are the buyer.', { exact: false })).toBeVisible();
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Contract Signed' }).first()).toBeVisible();
  const fingerprint = page.getByLabel('SHA-256 fingerprint');
  await expect(fingerprint).toHaveText(/^[0-9a-f]{64}$/);
  const shown = (await fingerprint.innerText()).trim();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the signed contract' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);

  await pageShot(page, 'transaction-signed-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(fingerprint).toBeVisible();
  await expectNoSidewaysScroll(page, 'the transaction page');
  await pageShot(page, 'transaction-signed-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The auction is over: it ended at the accepted bid, and no more Bid Now or tour.
  await openListing(page);
  await expect(biddingPanel(page).getByTestId('bidding-status')).toHaveText(`Ended — winning bid ${SECOND_BID}`);
  await expect(biddingPanel(page).getByRole('button', { name: 'Bid Now' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Request a tour' })).toHaveCount(0);
  await expect(fact(page, 'Highest bid')).toHaveText(SECOND_BID);
});

test('the realtor closes the deal; the listing reads Sold and leaves the browsing of homes for sale', async ({ browser, page, request }) => {
  const realtorToken = await apiLogin(request, demo.realtor);
  for (const statusId of [4, 5]) {
    const moved = await request.put(`/api/v1/property-transactions/${transactionId}`, { headers: { authorization: `Bearer ${realtorToken}` }, data: { status_id: statusId } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  await openListing(page);
  await expect(page.locator('.mantine-Badge-root', { hasText: /^Sold$/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request a tour' })).toHaveCount(0);
  await pageShot(page, 'bidding-property-detail-sold-1280');
  // Browsing (signed in) shows homes for sale by default; sold ones when asked for.
  const buyer = await pageOf(browser, firstBuyer.email);
  await buyer.goto(`/properties?q=${encodeURIComponent(listing.label)}&status=closed`);
  await expect(buyer.getByText(listing.label).first()).toBeVisible();
  await buyer.goto(`/properties?q=${encodeURIComponent(listing.label)}`);
  await buyer.waitForLoadState('networkidle');
  await expect(buyer.getByText(listing.label)).toHaveCount(0);
});

test('screenshots of the detail page with the bidding panel, down to 320 px', async ({ browser }) => {
  const page = await pageOf(browser, firstBuyer.email);
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    await openListing(page);
    const panel = biddingPanel(page);
    await expect(panel.getByTestId('bidding-status')).toHaveText(`Ended — winning bid ${SECOND_BID}`);
    await expect(fact(page, 'Highest bid')).toHaveText(SECOND_BID);
    // Every fact of the panel fits in its box.
    for (const value of await panel.locator('p').all()) {
      const { scroll, client } = await value.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect.soft(scroll, `"${await value.innerText()}" cut short at ${width}px`).toBeLessThanOrEqual(client);
    }
    await expectNoSidewaysScroll(page, 'the detail page');
    await pageShot(page, `bidding-property-detail-${width}`);
  }
});
