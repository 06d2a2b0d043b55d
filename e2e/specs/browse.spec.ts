import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, screenshot, storeSession } from '../fixtures/api';
import { seriousFindings } from '../fixtures/axe';

// A visitor without an account finds a home: the landing page's search, the public results (/homes) and a
// listing, at a desktop and a phone width. Map tiles cannot load here, so the maps show their plain fallback.

const WIDTHS = [1280, 375] as const;
const CITY = 'Sacramento';
const LISTING = 'Craftsman bungalow near McKinley Park';
const COUNT = /^\d[\d,]*\+? homes?$/;

async function visitorPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 740 } });
  return context.newPage();
}

/** A buyer's session stored where the web app keeps it, without the login form. */
async function buyerPage(browser: Browser, width: number): Promise<Page> {
  const page = await visitorPage(browser, width);
  await storeSession(page, page.request, demo.buyer);
  return page;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seriousFindings(page), page.url()).toEqual([]);
}

for (const width of WIDTHS) {
  const phone = width < 768;

  test(`a visitor searches from the landing page and opens a listing (${width} px)`, async ({ browser }) => {
    const page = await visitorPage(browser, width);
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search homes' });
    await search.getByRole('textbox', { name: 'Search homes' }).fill(CITY);
    await expect(page.getByRole('region', { name: 'Featured homes' })).toBeVisible();
    await screenshot(page, `browse-landing-${width}`);
    await search.getByRole('button', { name: 'Search' }).click();

    // The public results: the same filters, a count and a sort, the homes and a map.
    await expect(page).toHaveURL(new RegExp(`/homes\\?q=${CITY}$`));
    await expect(page.getByRole('heading', { level: 2, name: COUNT })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: LISTING });
    await expect(card).toBeVisible();
    await expect(card).toContainText('sq ft');
    await expect(card).not.toContainText('Country');

    const map = page.getByRole('region', { name: 'Map of these results' });
    if (phone) {
      // One at a time on a phone: the toggle swaps the list for the map and back.
      await expect(map).toHaveCount(0);
      await page.getByRole('radiogroup', { name: 'Show results as' }).getByText('Map').click();
      await expect(map).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(map.getByText('Map unavailable — choose List to see these homes')).toBeVisible({ timeout: 20_000 });
      await screenshot(page, `browse-results-map-${width}`);
      await page.getByRole('radiogroup', { name: 'Show results as' }).getByText('List').click();
      await expect(card).toBeVisible();
    } else {
      // Side by side on a desktop; without tiles the map says so and the list stays usable.
      await expect(map).toBeVisible();
      await expect(map.getByText('Map unavailable — showing the list')).toBeVisible({ timeout: 20_000 });
    }
    await screenshot(page, `browse-results-${width}`);

    await card.getByRole('link', { name: LISTING }).click();
    await expect(page.getByRole('heading', { level: 1, name: LISTING })).toBeVisible();
    await expect(page.getByText(/\$[\d,]+ \/ sq ft/)).toBeVisible();
    await expect(page.getByText(/days? on market|Listed today/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    // A shared link is no dead end.
    await expect(page.getByRole('link', { name: 'More homes' }).first()).toHaveAttribute('href', '/homes');
    await expect(page.getByRole('region', { name: 'Looking around?' }).getByRole('link', { name: 'Sign up' })).toBeVisible();

    const bar = page.getByRole('complementary', { name: 'Main action' });
    if (phone) {
      await expect(bar).toBeVisible();
      await expect(bar.getByRole(/bid now/i.test(await bar.innerText()) ? 'button' : 'link').first()).toBeVisible();
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height).toBeCloseTo(740, 0);
    } else {
      await expect(bar).toBeHidden();
    }
    await screenshot(page, `browse-listing-${width}`, { fullPage: false });
    await page.context().close();
  });

  test(`axe-core finds nothing serious on the landing, results and listing pages (${width} px)`, async ({ browser }) => {
    const page = await visitorPage(browser, width);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured homes' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(`/homes?q=${CITY}`);
    await expect(page.getByRole('heading', { level: 2, name: COUNT })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('article').filter({ hasText: LISTING }).getByRole('link', { name: LISTING }).click();
    await expect(page.getByRole('heading', { level: 1, name: LISTING })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.context().close();
  });
}

for (const width of WIDTHS) {
  test(`a buyer's Properties page puts search first, and Saved Homes lists favourites (${width} px)`, async ({ browser }) => {
    const page = await buyerPage(browser, width);
    await page.goto('/properties');
    const search = page.getByRole('search', { name: 'Search properties' });
    const count = page.getByRole('heading', { level: 2, name: COUNT });
    await expect(count).toBeVisible();
    // The filters open the page; no carousels stand before them.
    expect((await search.boundingBox())!.y).toBeLessThan(400);
    await expect(page.getByRole('region', { name: 'Recently added' })).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
    await screenshot(page, `browse-properties-${width}`, { fullPage: false });

    // The buyer saves the Sacramento bungalow (through the API, as the heart does), then finds it on Saved Homes.
    const token = await apiLogin(page.request, demo.buyer);
    const headers = { authorization: `Bearer ${token}` };
    const found = await page.request.get('/api/v1/properties', { params: { q: CITY }, headers });
    const listing = ((await found.json()) as { data: { id: number; label: string }[] }).data.find((item) => item.label === LISTING)!;
    expect((await page.request.post('/api/v1/favourite_property', { data: { property_id: listing.id }, headers })).ok()).toBe(true);

    await page.goto('/saved-homes');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved homes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: COUNT })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: LISTING })).toBeVisible();
    await screenshot(page, `browse-saved-homes-${width}`, { fullPage: false });
    // The switch follows the URL, which the router updates in a transition: the URL is what to wait for.
    await page.getByRole('switch', { name: 'Auctions only' }).click();
    await expect(page).toHaveURL(/auctions_only=1/);
    await expect(page.getByRole('heading', { level: 2, name: COUNT })).toBeVisible();
    await page.context().close();
  });
}
