import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo } from '../fixtures/api';
import { pdfDocument } from '../fixtures/images';
import { expectAccessible, shootBothWidths, signIn } from '../fixtures/page-checks';

// The demo seller follows their home from the menu: the auction and its bid on My home, accepting the bid, and
// the deal on its transaction page with whose turn it is. The listing, its auction and the bid are prepared
// here through the API, so the file depends on no other.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });

const stamp = Date.now().toString(36);
const listing = { id: 0, label: `Larch house ${stamp}`, street: `14 Larch${stamp} Road`, price: 980_000, increment: 10_000 };
const bidAmount = listing.price + listing.increment;

test('prepared through the API: a listing of the demo seller with a running auction and a bid of the demo buyer', async ({ request }) => {
  const realtor = { authorization: `Bearer ${await apiLogin(request, demo.realtor)}` };
  const people = await request.get('/api/v1/user_search', { params: { query: demo.seller }, headers: realtor });
  const seller = ((await people.json()) as { data: { id: number; email: string }[] }).data.find((person) => person.email === demo.seller)!;
  const facts = { label: listing.label, street_address: listing.street, city: 'Marlow Springs', state: 'CA', zip_code: '94110', value: listing.price };
  const created = await request.post('/api/v1/properties', { headers: realtor, data: { ...facts, property_type: 'single_family', bedrooms: 3, bathrooms: 2, seller_id: seller.id } });
  expect(created.ok(), await created.text()).toBe(true);
  listing.id = ((await created.json()) as { data: { id: number } }).data.id;
  const enabled = await request.post('/api/v1/bidding_properties', {
    headers: realtor,
    data: {
      property_id: listing.id,
      bid_amount: listing.price,
      bid_incremental_amount: listing.increment,
      bid_starting_time: Date.now() - 60_000,
      bid_ending_time: Date.now() + 2 * 3_600_000,
    },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const auctionId = ((await enabled.json()) as { data: { id: number } }).data.id;

  const buyer = { authorization: `Bearer ${await apiLogin(request, demo.buyer)}` };
  const asked = await request.post('/api/v1/bidding_approval', {
    headers: buyer,
    multipart: {
      bid_nickname: `Larch bidder ${stamp}`,
      status: 'buyer-without-agent',
      agreement: 'true',
      property_id: String(listing.id),
      proof_document: { name: 'proof-of-funds.pdf', mimeType: 'application/pdf', buffer: pdfDocument() },
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const approvalId = ((await asked.json()) as { data: { id: number } }).data.id;
  const decided = await request.put(`/api/v1/bidding_approval/${approvalId}`, { headers: realtor, data: { id: approvalId, approval: 'approved' } });
  expect(decided.ok(), await decided.text()).toBe(true);

  const escrow = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const bid = await request.post('/api/v1/bidding_history', {
    headers: buyer,
    data: { bid_property_id: auctionId, bid_amount: bidAmount, contingency: ['inspection'], escrow_closing_date: escrow },
  });
  expect(bid.status(), await bid.text()).toBe(201);
});

const price = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const homeOf = (page: Page) => page.getByRole('article', { name: listing.label });

test('the seller opens My home from the menu and sees the listing, its auction and the bid waiting for an answer', async ({ page }) => {
  await signIn(page, demo.seller);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My home' }).click();
  await expect(page).toHaveURL(/\/my-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();
  const home = homeOf(page);
  await expect(home.getByText(listing.street, { exact: false })).toBeVisible();
  await expect(home.getByText(price(listing.price), { exact: true })).toBeVisible();
  await expect(home.getByText(/views? this week/)).toBeVisible();
  await expect(home.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', `/insights?property_id=${listing.id}`);
  await expect(home.getByTestId('auction-headline')).toContainText(`Current bid ${price(bidAmount)}`);
  await expect(home.getByTestId('auction-headline')).toContainText('1 bid');
  const bids = home.getByRole('list', { name: `Bids on ${listing.label}` });
  await expect(bids.getByText(price(bidAmount), { exact: true })).toBeVisible();
  await expect(bids.getByRole('button', { name: 'Review and accept' })).toBeVisible();
  await home.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shootBothWidths(page, 'my-home-offer');
  await page.context().close();
});

test('on a phone the seller finds My home in the menu drawer', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(page, demo.seller);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'My home' }).click();
  await expect(homeOf(page).getByRole('button', { name: 'Review and accept' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.context().close();
});

test('the seller accepts the bid from My home and follows the deal to its transaction page, where it is the buyer who signs first', async ({ page }) => {
  await signIn(page, demo.seller);
  await page.goto('/my-home');
  await homeOf(page).getByRole('button', { name: 'Review and accept' }).click();
  const details = page.getByRole('dialog', { name: 'Order details' });
  await details.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('dialog', { name: 'Accept this bid?' }).getByRole('button', { name: 'Accept bid' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  const transactionPath = new URL(page.url()).pathname;

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My home' }).click();
  const home = homeOf(page);
  await expect(home.getByText('Contract Sent')).toBeVisible();
  await expect(home.getByText('The buyer signs the contract.')).toBeVisible();
  await expect(home.getByText('A deal is under way, so no other bid can be accepted now.')).toBeVisible();
  await expect(home.getByRole('button', { name: 'Review and accept' })).toHaveCount(0);
  await expect(home.getByRole('link', { name: 'Sign the contract' })).toHaveCount(0);
  // The acceptance's toast would sit over the card in the shots; it closes by itself.
  await expect(page.getByText(/^Contract sent to/)).toBeHidden({ timeout: 20_000 });
  await expectAccessible(page);
  await shootBothWidths(page, 'my-home-deal');

  await home.getByRole('link', { name: 'Open the transaction' }).click();
  await expect(page).toHaveURL(new RegExp(`${transactionPath}$`));
  await expect(page.getByText('The buyer signs the contract.')).toBeVisible();
  await shootBothWidths(page, 'my-home-transaction');
  await page.context().close();
});
