import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, dismissGuidedTour, screenshot, scrollThroughPage, uiLogin } from '../fixtures/api';

// A buyer books a video tour from a listing; the realtor finds it on the dashboard and cancels it in two
// steps in the meeting details modal (a failed cancel shows the spec's message first). Both dashboards show
// their role's widgets. Pages are shot at 1280 and 375 px.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

const LISTING = 'Modern condo with bay views';
const TOUR = `Video tour: ${LISTING}`;
const WIDTHS = [1280, 375] as const;
let listingId = 0;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await uiLogin(page, email);
  await expect(page).not.toHaveURL(/\/auth\//);
  await dismissGuidedTour(page);
  return page;
}

/** The page at each width, from its top; modals as seen in the viewport. */
async function shots(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The side menu slides out when the width drops below its breakpoint; a shot taken mid-slide shows a sliver of it.
    await page.waitForTimeout(400);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, `meetings-${name}-${width}`, { fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeAll(async ({ request }) => {
  const response = await request.get(`/api/v1/properties?q=${encodeURIComponent('bay views')}`);
  const { data } = (await response.json()) as { data: { id: number; label: string }[] };
  listingId = data.find((listing) => listing.label === LISTING)!.id;
});

test('the buyer books a video tour from the listing page and sees it on the dashboard', async ({ browser }) => {
  const page = await signedIn(browser, demo.buyer);
  await page.goto(`/properties/${listingId}`);
  await expect(page.getByRole('heading', { level: 1, name: LISTING })).toBeVisible();
  await page.getByRole('button', { name: 'Request a tour' }).click();
  const modal = page.getByRole('dialog', { name: `Request a tour of ${LISTING}` });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Time').fill('15:30');
  await modal.getByLabel('Note').fill('Could we see the storage unit too?');
  await shots(page, 'tour-request', { fullPage: false });
  await modal.getByRole('button', { name: 'Book tour' }).click();
  await expect(modal.getByText('Tour booked')).toBeVisible();
  await expect(modal.getByRole('link', { name: /^https:\/\/meet\.jit\.si\/Openhouse-/ })).toBeVisible();
  await shots(page, 'tour-booked', { fullPage: false });
  await modal.getByRole('button', { name: 'Done' }).click();

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your Live Bids' })).toBeVisible();
  // The widgets below the first screen are drawn as the buyer scrolls toward them.
  await scrollThroughPage(page);
  const invites = page.getByRole('region', { name: 'Meeting Invites' });
  await expect(invites.getByRole('button', { name: new RegExp(TOUR) }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved Homes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bidding Approvals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bidding History' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key figures' })).toHaveCount(0);
  await shots(page, 'buyer-dashboard');
  await page.context().close();
});

test('the realtor sees the tour on the dashboard and cancels it in two steps', async ({ browser }) => {
  const page = await signedIn(browser, demo.realtor);
  await page.goto('/dashboard');
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByRole('link', { name: /^Active listings: \d+(, .+)?$/ })).toHaveAttribute('href', '/my-listings');
  await scrollThroughPage(page);
  await expect(page.getByRole('region', { name: 'Waiting on you' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live Auctions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Messages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bidding History' })).toHaveCount(0);
  const invite = page
    .getByRole('region', { name: 'Meeting Invites' })
    .getByRole('button', { name: new RegExp(TOUR) })
    .first();
  await expect(invite).toBeVisible();
  await shots(page, 'realtor-dashboard');

  await invite.click();
  const details = page.getByRole('dialog', { name: TOUR });
  await expect(details.getByText(/From|organiser/).first()).toBeVisible();
  await expect(details.getByRole('link', { name: /^https:\/\/meet\.jit\.si\// })).toBeVisible();
  await expect(details.getByText('Could we see the storage unit too?')).toBeVisible();
  await shots(page, 'meeting-details', { fullPage: false });

  // Step one asks; a refused cancel says so and keeps the meeting.
  await details.getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(details.getByText('Cancel this meeting? Everyone in it is told.')).toBeVisible();
  await page.route('**/api/v1/video_tour/cancel/*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error', code: 'internal' }) }),
  );
  await details.getByRole('button', { name: 'Yes, cancel meeting' }).click();
  await expect(details.getByText('Error cancelling meeting')).toBeVisible();
  await shots(page, 'meeting-cancel-failed', { fullPage: false });
  await page.unroute('**/api/v1/video_tour/cancel/*');

  // Step two cancels.
  await details.getByRole('button', { name: 'Yes, cancel meeting' }).click();
  // The answer waits for the organiser's notice and e-mail to be written: give a busy machine time.
  await expect(details).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Meeting cancelled.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meeting Invites' }).getByRole('button', { name: new RegExp(TOUR) })).toHaveCount(0);
  await page.context().close();
});

test("the seller signs in and sees their home's views, bids and deal status", async ({ browser }) => {
  const page = await signedIn(browser, demo.seller);
  await page.goto('/dashboard');
  const homes = page.getByRole('region', { name: 'Your Home' });
  const rows = homes.getByRole('list', { name: 'Your Home' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/\d+ views this week · \d+ bids?/);
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/properties\/\d+$/);
  await scrollThroughPage(page);
  await expect(page.getByRole('region', { name: 'Recent Messages' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meeting Invites' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key figures' })).toHaveCount(0);
  await shots(page, 'seller-dashboard');
  await page.context().close();
});

test('the realtor key figures take exactly the place of their loading cards, so nothing below moves', async ({ browser }) => {
  const page = await signedIn(browser, demo.realtor);
  // The summary is held back so the loading cards can be measured before the figures replace them.
  await page.route('**/api/v1/dashboard/summary**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    const loading = page.getByRole('status', { name: 'Loading key figures' });
    await expect(loading).toBeVisible();
    const loadingHeight = (await loading.boundingBox())!.height;
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(figures).toBeVisible();
    expect((await figures.boundingBox())!.height, `at ${width} px`).toBe(loadingHeight);
  }
  await page.context().close();
});
