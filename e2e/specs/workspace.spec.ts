import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, windowOf } from '../fixtures/api';
import { seriousFindings } from '../fixtures/axe';
import { pdfDocument } from '../fixtures/images';
import { shootBothWidths } from '../fixtures/page-checks';

// The realtor's, the seller's and the buyer's workspaces around one auction: the buyer asks to bid, the
// realtor approves from the queue, the buyer bids in one tap and is told they lead.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });

const stamp = Date.now().toString(36);
const listing = { id: 0, label: `Quince cottage ${stamp}`, street: `8 Quince${stamp} Lane`, price: 1_250_000, increment: 10_000 };
const nickname = `Quince bidder ${stamp}`;
const pages = new Map<string, Page>();

const pageOf = (browser: Browser, email: string): Promise<Page> => windowOf(browser, pages, email);

test.afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
});

/** axe-core finds nothing serious or critical on the page as it stands. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  // Colours are read once the page has settled: a menu item just clicked is still fading to its active colour.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // The app frame's menu is audited by the accessibility spec; here the page's own content is.
  expect(await seriousFindings(page, { exclude: 'nav[aria-label="Main menu"]' }), `${what}: serious accessibility findings`).toEqual([]);
}

test('prepared through the API: a listing of the demo seller with a running auction, and the demo buyer asking to bid', async ({ request }) => {
  const token = await apiLogin(request, demo.realtor);
  const headers = { authorization: `Bearer ${token}` };
  const people = await request.get('/api/v1/user_search', { params: { query: demo.seller }, headers });
  const seller = ((await people.json()) as { data: { id: number; email: string }[] }).data.find((person) => person.email === demo.seller)!;
  const facts = { label: listing.label, street_address: listing.street, city: 'Marlow Springs', state: 'CA', zip_code: '94110', value: listing.price };
  const created = await request.post('/api/v1/properties', { headers, data: { ...facts, property_type: 'single_family', bedrooms: 3, bathrooms: 2, seller_id: seller.id } });
  expect(created.ok(), await created.text()).toBe(true);
  listing.id = ((await created.json()) as { data: { id: number } }).data.id;
  const enabled = await request.post('/api/v1/bidding_properties', {
    headers,
    data: {
      property_id: listing.id,
      bid_amount: listing.price,
      bid_incremental_amount: listing.increment,
      bid_starting_time: Date.now() - 60_000,
      bid_ending_time: Date.now() + 2 * 3_600_000,
    },
  });
  expect(enabled.ok(), await enabled.text()).toBe(true);

  const buyerToken = await apiLogin(request, demo.buyer);
  const asked = await request.post('/api/v1/bidding_approval', {
    headers: { authorization: `Bearer ${buyerToken}` },
    multipart: {
      bid_nickname: nickname,
      status: 'buyer-without-agent',
      agreement: 'true',
      property_id: String(listing.id),
      proof_document: { name: 'proof-of-funds.pdf', mimeType: 'application/pdf', buffer: pdfDocument() },
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
});

test('the realtor reaches the queue from the sidebar and approves the bidder in place', async ({ browser }) => {
  const page = await pageOf(browser, demo.realtor);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Waiting on you' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting on you' })).toBeVisible();
  const row = page.getByRole('listitem', { name: `Bid approval from ${nickname}` });
  await expect(row).toContainText(listing.label);
  await expectAccessible(page, 'the queue');
  await shootBothWidths(page, 'workspace-queue');
  await row.getByRole('button', { name: `Approve Bid approval from ${nickname}` }).click();
  await expect(page.getByText('Bidding approval approved.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the buyer bids in one tap, confirms, and the panel says they hold the highest bid', async ({ browser }) => {
  const page = await pageOf(browser, demo.buyer);
  await page.goto(`/properties/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.label })).toBeVisible();
  await expect(page.getByTestId('auction-headline')).toContainText('Bidding opens at $1,250,000');
  const panel = page.getByRole('region', { name: 'Bidding' });
  const quick = panel.getByRole('group', { name: 'Bid in one tap' });
  await expect(quick.getByRole('button')).toHaveText(['Bid $1,260,000', 'Bid $1,270,000', 'Bid $1,280,000']);
  await expectAccessible(page, 'the property page with its auction');
  await shootBothWidths(page, 'workspace-auction');

  await quick.getByRole('button', { name: 'Bid $1,270,000' }).click();
  const wizard = page.getByRole('dialog', { name: 'Place a bid' });
  const form = wizard.getByRole('form', { name: 'Bid now' });
  await expect(form.getByRole('textbox', { name: 'Bid amount' })).toHaveValue('1,270,000');
  await form.getByRole('checkbox', { name: 'Inspection', exact: true }).check();
  await form.getByLabel('Escrow closing date').fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(Date.now() + 30 * 86_400_000)));
  await form.getByRole('checkbox', { name: /I accept the Due Diligence/ }).check();
  await form.getByRole('button', { name: 'Review bid' }).click();
  await expect(wizard).toContainText('$1,270,000');
  await wizard.getByRole('button', { name: 'Confirm bid' }).click();
  await expect(wizard).toBeHidden();

  await expect(panel.getByTestId('highest-bidder')).toContainText('You hold the highest bid');
  await expect(panel.getByRole('group', { name: 'Bid in one tap' })).toHaveCount(0);
  await expect(page.getByTestId('auction-headline')).toContainText('Current bid $1,270,000');
  await expect(page.getByTestId('auction-headline')).toContainText('1 bid');
  await shootBothWidths(page, 'workspace-auction-leading');
});
