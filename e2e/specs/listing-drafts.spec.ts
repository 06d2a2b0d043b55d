import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, screenshot } from '../fixtures/api';
import { pngImage } from '../fixtures/images';
import { chooseOption, expectAccessible, shootBothWidths, signIn } from '../fixtures/page-checks';

// A listing is a draft until its realtor publishes it after a preview: private to the listing side until then.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000, viewport: { width: 1280, height: 900 } });

const stamp = Date.now().toString(36);
const existing = { label: `Larkspur original ${stamp}`, street: `41 Larkspur${stamp} Way` };
const draft = { id: 0, label: `Larkspur draft ${stamp}` };

/** The tile server is out of reach here; a stand-in tile keeps the map drawn, so the pin can be placed on it. */
async function standInTiles(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: pngImage(256, 256) }));
}

async function anonymousSees(request: APIRequestContext, id: number): Promise<number> {
  return (await request.get(`/api/v1/properties/${id}`)).status();
}

test('prepared through the API: a published listing of the demo realtor at the address the draft will repeat', async ({ request }) => {
  const headers = { authorization: `Bearer ${await apiLogin(request, demo.realtor)}` };
  const facts = { label: existing.label, street_address: existing.street, city: 'Marlow Springs', state: 'CA', zip_code: '94110', value: 890_000, property_type: 'condo' };
  const created = await request.post('/api/v1/properties', { headers, data: facts });
  expect(created.ok(), await created.text()).toBe(true);
});

test('a realtor saves a new listing as a draft, with its pin placed on the map and a duplicate address flagged', async ({ page, request }) => {
  await standInTiles(page);
  await signIn(page, demo.realtor);
  await page.goto('/add-property');
  const form = page.getByRole('form', { name: 'Add property' });

  await form.getByRole('textbox', { name: 'Listing title' }).fill(draft.label);
  // Typed in another case and spacing: still the same address.
  await form.getByRole('textbox', { name: 'Street address' }).fill(`41  larkspur${stamp} way`);
  await form.getByRole('textbox', { name: 'City' }).fill('Marlow Springs');
  await chooseOption(page, form.getByRole('combobox', { name: 'State' }), 'CA', { name: 'CA', exact: true });
  await form.getByRole('textbox', { name: 'Zip code' }).fill('94110');
  const warning = form.getByRole('status').filter({ hasText: 'Possible duplicate' });
  await expect(warning).toContainText(existing.label);
  await expect(warning.getByRole('link', { name: existing.label })).toBeVisible();

  // The pin: a click on the map sets the coordinates, which are not typed.
  const latitude = form.getByRole('textbox', { name: 'Latitude' });
  await expect(latitude).toHaveAttribute('readonly', '');
  const map = form.locator('.leaflet-container');
  await map.scrollIntoViewIfNeeded();
  await map.click({ position: { x: 200, y: 120 } });
  await expect(latitude).not.toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Longitude' })).not.toHaveValue('');
  await expect(form.locator('.leaflet-marker-icon[title^="The listing\'s pin"]')).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'listing-drafts-form-address');

  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('combobox', { name: 'Property type' }).click();
  await page.getByRole('option', { name: 'Townhouse' }).click();
  await form.getByRole('textbox', { name: 'Price (USD)' }).fill('915000');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('textbox', { name: /^Description/ }).fill('A bright end-of-row townhouse with a walled garden and a sunny kitchen.');
  await form.getByRole('button', { name: 'Next' }).click();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/properties') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Save draft' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { id: number; published_at: string | null } };
  draft.id = body.data.id;
  expect(body.data.published_at).toBeNull();
  await expect(page.getByText('Draft saved. It stays private until you publish it.')).toBeVisible();

  // Nobody outside the listing side knows it exists.
  expect(await anonymousSees(request, draft.id)).toBe(404);
});

test('a realtor publishes a draft listing after its preview (1280 px)', async ({ page, browser }) => {
  await signIn(page, demo.realtor);
  await page.goto(`/my-listings?q=${encodeURIComponent(`Larkspur${stamp}`)}`);
  const row = page.getByRole('row').filter({ hasText: String(draft.id) }).filter({ hasText: `Larkspur${stamp}` });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'listing-drafts-my-listings');

  await row.getByRole('link', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${draft.id}$`));
  const banner = page.getByRole('region', { name: 'Draft preview' });
  await expect(banner).toContainText('Preview — not published');
  await expect(page.getByRole('heading', { level: 1, name: draft.label })).toBeVisible();
  // Bidding, sharing and saving wait for publishing: the preview offers none of them.
  const bidding = page.getByRole('region', { name: 'Bidding' });
  await expect(bidding).toContainText('Bidding can be enabled once the listing is published.');
  await expect(bidding.getByRole('button', { name: 'Enable Bid' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expectAccessible(page);
  await shootBothWidths(page, 'listing-drafts-preview');

  await banner.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByText('Listing published. Buyers can now find it.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(bidding.getByRole('button', { name: 'Enable Bid' })).toBeVisible();

  // An anonymous visitor now finds it.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/properties/${draft.id}`);
  await expect(anonymous.getByRole('heading', { level: 1, name: draft.label })).toBeVisible();
  await expect(anonymous.getByRole('region', { name: 'Draft preview' })).toHaveCount(0);
  await screenshot(anonymous, 'listing-drafts-published-anonymous-1280');
  await visitor.close();
});

test('a realtor publishes a draft listing after its preview (375 px)', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiLogin(request, demo.realtor)}` };
  const label = `Larkspur phone draft ${stamp}`;
  const created = await request.post('/api/v1/properties', {
    headers,
    data: { label, street_address: `7 Larkspur${stamp} Row`, city: 'Marlow Springs', state: 'CA', zip_code: '94110', value: 640_000, property_type: 'condo', latitude: 37.76, longitude: -122.41, description: 'A quiet flat over the park.', draft: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  expect(await anonymousSees(request, id)).toBe(404);

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, demo.realtor);
  await page.goto(`/my-listings?q=${encodeURIComponent(`Larkspur${stamp} Row`)}`);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Publish', exact: true }).click();
  const banner = page.getByRole('region', { name: 'Draft preview' });
  await expect(banner).toBeVisible();
  // Colours are read once the page has settled: the bidding panel arrives after the listing (lazy).
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Bidding' })).toContainText('Bidding can be enabled once the listing is published.');
  // The page opens where My Listings was scrolled to; under the sticky header axe would read the header as the buttons' background.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Read again until the header's buttons have finished arriving (they load after the listing).
  await expect(async () => expectAccessible(page)).toPass({ timeout: 10_000 });
  await screenshot(page, 'listing-drafts-preview-phone-375');
  await banner.getByRole('button', { name: 'Publish listing' }).click();
  await expect(banner).toHaveCount(0);
  expect(await anonymousSees(request, id)).toBe(200);
  await screenshot(page, 'listing-drafts-published-phone-375');
});
