import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, dismissGuidedTour, screenshot, scrollThroughPage, uiLogin } from '../fixtures/api';
import { pdfDocument, pngImage } from '../fixtures/images';
import { chooseOption } from '../fixtures/page-checks';

// One listing travels through the whole file: created in the form, browsed, favourited, visited,
// measured and given a document. The tests run in order and share it.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const STREET_NAME = `Quillfeather${stamp}`;
const listing = {
  id: 0,
  label: `Quillfeather cottage ${stamp}`,
  street: `418 ${STREET_NAME} Lane`,
  city: 'Marlow Springs',
  zip: '94110',
  price: '$1,285,000',
};
const PDF_NAME = `disclosure-${stamp}.pdf`;
let viewsBefore = 0;

type Summary = { views: number; unique_views: number };

async function summaryOf(request: APIRequestContext, token: string, propertyId: number): Promise<Summary> {
  const response = await request.get('/api/v1/property/list', {
    params: { property_id: propertyId, duration: 'week', event_type: 'view' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Summary }).data;
}

/** Every image in the locator has loaded real pixels (no broken images). */
async function expectImagesLoaded(images: Locator, count: number): Promise<void> {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => {
      const img = element as unknown as { complete: boolean; naturalWidth: number };
      return img.complete && img.naturalWidth > 0;
    })).toBe(true);
  }
}

/** Before a screenshot: maps drawn, and every lazily loaded photo scrolled into view and loaded. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('[aria-label="Loading map"]')).toHaveCount(0);
  const photos = page.locator('main img:not(.leaflet-tile)');
  await expectImagesLoaded(photos, await photos.count());
  await page.evaluate('window.scrollTo(0, 0)');
}

/** The element's text is not cut short: nothing hidden behind the right edge of its own box. */
async function expectNotTruncated(locator: Locator): Promise<void> {
  const { scroll, client } = await locator.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect.soft(scroll, 'text cut short').toBeLessThanOrEqual(client);
}

/** The element lies within the viewport's width (not pushed out of sight inside a scrolling box). */
async function expectWithinWidth(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect.soft(box.x, 'left of the viewport').toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, 'right of the viewport').toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function signIn(page: Page, email: string): Promise<void> {
  await uiLogin(page, email);
  await expect(page).not.toHaveURL(/\/auth\//);
  await dismissGuidedTour(page);
}

/** The summary card's number, e.g. the "Views" card of the insights page. */
async function cardNumber(page: Page, label: string): Promise<number> {
  const card = page.getByRole('group', { name: label, exact: true });
  await expect(card).toContainText(/\d/);
  return Number((await card.innerText()).replace(/\D/g, ''));
}

test('a realtor creates a listing with AI text and two photos', async ({ page }) => {
  await signIn(page, demo.realtor);
  await page.goto('/add-property');
  const form = page.getByRole('form', { name: 'Add property' });
  const next = form.getByRole('button', { name: 'Next' });

  // Address
  await form.getByRole('textbox', { name: 'Listing title' }).fill(listing.label);
  await form.getByRole('textbox', { name: 'Street address' }).fill(listing.street);
  await form.getByRole('textbox', { name: 'City' }).fill(listing.city);
  await chooseOption(page, form.getByRole('combobox', { name: 'State' }), 'CA', { name: 'CA', exact: true });
  await form.getByRole('textbox', { name: 'Zip code' }).fill(listing.zip);
  // The tile server is out of reach here: the map gives way and the coordinates are typed instead (the fallback).
  await form.getByRole('textbox', { name: 'Latitude' }).fill('37.7601');
  await form.getByRole('textbox', { name: 'Longitude' }).fill('-122.4148');
  await next.click();

  // Facts
  await form.getByRole('combobox', { name: 'Property type' }).click();
  await page.getByRole('option', { name: 'Single family' }).click();
  await form.getByRole('textbox', { name: 'Price (USD)' }).fill('1285000');
  await form.getByRole('textbox', { name: 'Bedrooms' }).fill('4');
  await form.getByRole('textbox', { name: 'Bathrooms' }).fill('2.5');
  await form.getByRole('textbox', { name: 'Living area (sq ft)' }).fill('2150');
  await form.getByRole('textbox', { name: 'Lot size (sq ft)' }).fill('5200');
  await form.getByRole('textbox', { name: 'Year built' }).fill('1998');
  await next.click();

  // Description: the writer drafts it from the facts, then the realtor adds features.
  const description = form.getByRole('textbox', { name: /^Description/ });
  await expect(description).toBeVisible();
  await expect(description).toHaveValue('');
  await form.getByRole('button', { name: 'Write it for me' }).click();
  await expect(description).not.toHaveValue('');
  expect((await description.inputValue()).length).toBeGreaterThan(80);
  await expect(form.getByText(/Drafted by (AI|the built-in writer)/)).toBeVisible();
  const features = form.getByRole('combobox', { name: 'Features' });
  await features.fill('Hardwood floors');
  await features.press('Enter');
  await features.fill('South-facing garden');
  await features.press('Enter');
  await next.click();

  // Seller: pick the demo seller from the type-ahead.
  await form.getByText('Existing seller', { exact: true }).click();
  await chooseOption(page, form.getByRole('combobox', { name: 'Seller' }), 'seller@openhouse', { name: /seller@openhouse\.demo/ });
  const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/properties') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Save draft' }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  listing.id = ((await answer.json()) as { data: { id: number } }).data.id;
  expect(listing.id).toBeGreaterThan(0);

  // Photos: two real PNGs through the dropzone's file input.
  await expect(page.getByText('Drop photos here or click to choose')).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: pngImage(960, 640, { from: [54, 120, 190], to: [240, 200, 140] }) },
    { name: 'garden.png', mimeType: 'image/png', buffer: pngImage(960, 640, { from: [40, 140, 80], to: [220, 240, 200] }) },
  ]);
  const photoGrid = form.getByLabel('Listing photos');
  await expectImagesLoaded(photoGrid.locator('img'), 2);
  await expect(photoGrid.getByText('Cover', { exact: true })).toHaveCount(1);
  await form.getByRole('button', { name: 'Next' }).click();

  // Documents step, then the draft's preview, where it is published.
  await expect(page.getByText(/Drop documents here or click to choose/)).toBeVisible();
  await form.getByRole('button', { name: 'Preview and publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${listing.id}$`));
  await page.getByRole('region', { name: 'Draft preview' }).getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: listing.label })).toBeVisible();
  await expect(page.getByText(listing.price, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Photo 1 of 2')).toBeVisible();
  const gallery = page.getByRole('region', { name: `Photos of ${listing.label}` });
  await expectImagesLoaded(gallery.locator('img'), 3); // the main photo and two thumbnails
  await expect(page.getByText('Hardwood floors')).toBeVisible();
});

test('the new listing heads "Recently added" on the dashboard', async ({ page }) => {
  await signIn(page, demo.buyer);
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recently added' });
  const card = recent.getByRole('article').filter({ hasText: listing.label });
  // The home lists sit below the widgets and are drawn as the reader scrolls toward them.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(async () => {
    await scrollThroughPage(page);
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(recent.getByRole('article').first()).toContainText(listing.label);
  await expect(card).toContainText(listing.price);
  await expectImagesLoaded(card.locator('img'), 1);
});

test('a buyer favourites it; the heart survives a reload and the favourites list has it', async ({ page, request }) => {
  await signIn(page, demo.buyer);
  await page.goto(`/properties?q=${STREET_NAME}`);
  const card = page.getByRole('article').filter({ hasText: listing.label });
  await expect(card).toHaveCount(1);
  const add = card.getByRole('button', { name: 'Add to favourites' });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  // A card's heart says what it does in the browser's own tooltip (its title), drawn with the card.
  await expect(add).toHaveAttribute('title', 'Add to favourites');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/favourite_property') && response.request().method() === 'POST');
  await add.click();
  expect((await saved).ok()).toBe(true);
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: listing.label }).getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  const token = await apiLogin(request, demo.buyer);
  const favourites = await request.get('/api/v1/properties', { params: { favourites: 1 }, headers: { authorization: `Bearer ${token}` } });
  expect(favourites.ok()).toBe(true);
  const body = (await favourites.json()) as { data: { id: number; favourite: boolean }[] };
  expect(body.data.map((item) => item.id)).toContain(listing.id);
  expect(body.data.every((item) => item.favourite)).toBe(true);
});

test('an anonymous visitor opens the public page without errors or a login prompt', async ({ browser, request }) => {
  const realtorToken = await apiLogin(request, demo.realtor);
  viewsBefore = (await summaryOf(request, realtorToken, listing.id)).views;

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  // Map tiles come from tile.openstreetmap.org, which this machine cannot reach; nothing else may fail.
  const isTile = (text: string) => text.includes('tile.openstreetmap.org');
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isTile(message.location().url) || isTile(message.text())) return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  const viewed = page.waitForResponse((response) => response.url().endsWith(`/api/v1/properties/${listing.id}/viewcount`));
  await page.goto(`/properties/${listing.id}`);
  expect((await viewed).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/properties/${listing.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: listing.label })).toBeVisible();
  await expect(page.getByText(listing.price, { exact: true }).first()).toBeVisible();
  const facts = page.getByRole('region', { name: 'Facts' });
  await expect(facts).toContainText('4');
  await expect(facts).toContainText('2.5');
  await expect(facts).toContainText('1998');
  await expect(page.getByRole('region', { name: 'About this home' })).toContainText('Hardwood floors');
  await expectImagesLoaded(page.getByRole('region', { name: `Photos of ${listing.label}` }).locator('img'), 3);
  await expect(page.getByRole('region', { name: 'Map' })).toBeVisible();
  await expect(page.getByText('Riley Realtor')).toBeVisible();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByText('Photo 2 of 2')).toBeVisible();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveCount(0);
  expect(problems).toEqual([]);

  // Only the heart asks a visitor to sign in.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('the realtor sees that view on the insights page', async ({ page }) => {
  await signIn(page, demo.realtor);
  await page.goto(`/insights?property_id=${listing.id}`);
  await expect(page.getByRole('combobox', { name: 'Property' })).toHaveValue(new RegExp(listing.label));
  const views = await cardNumber(page, 'Views');
  expect(views).toBeGreaterThanOrEqual(viewsBefore + 1);
  expect(await cardNumber(page, 'Unique views')).toBeGreaterThan(0);
  await expect(page.getByText('No data found')).toHaveCount(0);
});

test('a buyer asks for the documents, the realtor grants access, the buyer downloads', async ({ browser }) => {
  // The realtor uploads a disclosure on the documents page.
  const realtorContext = await browser.newContext();
  const realtor = await realtorContext.newPage();
  await signIn(realtor, demo.realtor);
  await realtor.goto(`/properties/${listing.id}/docs`);
  await expect(realtor.getByRole('heading', { name: `${listing.label}: documents` })).toBeVisible();
  await realtor.getByRole('combobox', { name: 'Upload as' }).click();
  await realtor.getByRole('option', { name: 'Disclosure' }).click();
  await realtor.getByLabel('Choose documents to upload').setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: pdfDocument() });
  const uploaded = realtor.waitForResponse((response) => response.url().includes(`/api/v1/propertie_upload_files/${listing.id}`));
  await realtor.getByRole('button', { name: 'Upload', exact: true }).click();
  expect((await uploaded).ok()).toBe(true);
  await expect(realtor.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: PDF_NAME })).toContainText('disclosure', { ignoreCase: true });

  // The buyer sees that there is a document and asks for it.
  const buyerContext = await browser.newContext({ acceptDownloads: true });
  const buyer = await buyerContext.newPage();
  await signIn(buyer, demo.buyer);
  await buyer.goto(`/properties/${listing.id}/docs`);
  await expect(buyer.getByText(/This property has/)).toContainText('1 document');
  await expect(buyer.getByRole('link', { name: `Download ${PDF_NAME}` })).toHaveCount(0);
  await buyer.getByRole('textbox', { name: /Message to the listing side/ }).fill('We are pre-approved and would like to read the disclosures.');
  await buyer.getByRole('button', { name: 'Request access' }).click();
  await expect(buyer.getByText('Request pending')).toBeVisible();

  // The realtor is notified and grants the request.
  await realtor.reload();
  const bell = realtor.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(realtor.getByText(`Blake Buyer asked for access to the documents of ${listing.label}`).first()).toBeVisible();
  await realtor.keyboard.press('Escape');
  const requests = realtor.getByRole('table', { name: 'Access requests' });
  const row = requests.getByRole('row').filter({ hasText: demo.buyer });
  await expect(row).toContainText('pre-approved');
  await row.getByRole('button', { name: 'Grant Blake Buyer' }).click();
  const dialog = realtor.getByRole('dialog', { name: 'Grant access' });
  await expect(dialog).toContainText(demo.buyer);
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(dialog).toBeHidden();
  await expect(requests.getByRole('row').filter({ hasText: demo.buyer })).toHaveCount(0);
  await realtor.getByRole('tab', { name: 'Granted' }).click();
  await expect(realtor.getByRole('table', { name: 'Access requests' }).getByRole('row').filter({ hasText: demo.buyer })).toBeVisible();

  // The buyer reloads, sees the document and downloads it.
  await buyer.reload();
  const link = buyer.getByRole('link', { name: `Download ${PDF_NAME}` });
  await expect(link).toBeVisible();
  const downloading = buyer.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(PDF_NAME);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await buyerContext.close();
  await realtorContext.close();
});

test('screenshots and layout checks: home, browsing, detail, my listings, insights, documents, the form', async ({ page }) => {
  // Nineteen full-page shots, each waiting for its photos: more than the default minute on a busy machine.
  test.slow();
  await signIn(page, demo.realtor);
  const shots: { name: string; path: string; ready: (page: Page) => Promise<void>; widths: number[] }[] = [
    {
      name: 'properties-home',
      path: '/properties',
      widths: [1280, 375, 320],
      ready: async (p) => {
        // Search first: the count and the homes, no carousels before them (those are on the dashboard).
        await expect(p.getByRole('heading', { level: 2, name: /^\d[\d,]*\+? homes?$/ })).toBeVisible();
        await expect(p.getByRole('article').first()).toBeVisible();
      },
    },
    {
      name: 'properties-search',
      path: `/properties?q=${encodeURIComponent(listing.city)}`,
      widths: [1280, 375],
      ready: async (p) => {
        await expect(p.getByRole('heading', { level: 2, name: /^\d[\d,]*\+? homes?$/ })).toBeVisible();
        await expect(p.getByRole('article').filter({ hasText: listing.label })).toBeVisible();
        await expectNotTruncated(p.getByRole('combobox', { name: 'Sort' }));
      },
    },
    {
      name: 'property-detail',
      path: `/properties/${listing.id}`,
      widths: [1280, 375, 320],
      ready: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: listing.label })).toBeVisible();
        await expectImagesLoaded(p.getByRole('region', { name: `Photos of ${listing.label}` }).locator('img'), 3);
        // The main photo fills its 3:2 frame, with no strip of background under it.
        const photo = p.getByRole('button', { name: /full size$/ }).first().locator('img');
        const gap = await photo.evaluate((image) => {
          const frame = image.parentElement!.parentElement!;
          return frame.getBoundingClientRect().bottom - image.getBoundingClientRect().bottom;
        });
        expect.soft(Math.abs(gap), 'strip under the main photo').toBeLessThan(1);
      },
    },
    {
      name: 'my-listings',
      path: '/my-listings',
      widths: [1280, 375, 320],
      ready: async (p) => {
        await expect(p.getByRole('heading', { name: 'My Listings' })).toBeVisible();
        // A table row on a desktop, a card on a phone: either way its actions are in sight, not behind a sideways scroll.
        const entry = p.getByRole('row').or(p.getByRole('listitem')).filter({ hasText: listing.street });
        await expect(entry).toBeVisible();
        await expectWithinWidth(p, entry.getByRole('button', { name: 'Bidding' }));
      },
    },
    {
      name: 'property-docs',
      path: `/properties/${listing.id}/docs`,
      widths: [1280, 375],
      ready: async (p) => {
        const row = p.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: PDF_NAME });
        await expect(row).toBeVisible();
        await expectNotTruncated(row.locator('.mantine-Badge-label'));
        await expect(p.getByRole('table', { name: 'Access requests' })).toBeVisible();
      },
    },
    {
      name: 'edit-property',
      path: `/properties/${listing.id}/edit`,
      widths: [1280, 375, 320],
      ready: async (p) => {
        await expect(p.getByRole('textbox', { name: 'Listing title' })).toHaveValue(listing.label);
        // All six steps on one row, even on the narrowest phone.
        const steps = p.getByRole('form', { name: 'Edit property' }).getByRole('button', { name: /^(Address|Facts|Description|Seller|Photos|Documents)$/ });
        await expect(steps).toHaveCount(6);
        const tops = await Promise.all((await steps.all()).map(async (step) => Math.round((await step.boundingBox())!.y)));
        expect.soft(new Set(tops).size, 'steps on more than one row').toBe(1);
      },
    },
    {
      name: 'insights',
      path: `/insights?property_id=${listing.id}`,
      widths: [1280, 375],
      ready: async (p) => {
        await cardNumber(p, 'Views');
        await expect(p.getByRole('heading', { name: /per day/ })).toBeVisible();
        // Only an anonymous visitor viewed it, so the People table is empty; its message must be in sight.
        const empty = p.getByRole('table', { name: 'People' }).getByText('No Records Found');
        await expect(empty).toBeVisible();
        await expectWithinWidth(p, empty);
      },
    },
  ];
  for (const shot of shots) {
    for (const width of shot.widths) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
      await page.goto(shot.path);
      await shot.ready(page);
      await settle(page);
      // Nothing may stick out sideways at any width.
      const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'));
      expect.soft(overflow, `${shot.name} at ${width}px overflows sideways`).toBeLessThanOrEqual(0);
      await screenshot(page, `${shot.name}-${width}`);
    }
  }
});

test('the map stays under modals: on a phone its zoom buttons do not show through a full-screen modal', async ({ browser, request }) => {
  const response = await request.get('/api/v1/properties', { params: { per_page: 50 } });
  const { data } = (await response.json()) as { data: { id: number; label: string }[] };
  const condo = data.find((property) => property.label === 'Modern condo with bay views');
  expect(condo, 'the demo auction listing').toBeDefined();

  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  // The tile server is out of reach here, and without tiles the map gives way to a plain panel: a stand-in tile
  // keeps the map (and its zoom buttons) drawn.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: pngImage(256, 256) }));
  await page.goto(`/properties/${condo!.id}`);
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await zoomIn.scrollIntoViewIfNeeded();
  const box = (await zoomIn.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // Opened without scrolling (a real click would scroll the button into view and the map out of it).
  await page.getByRole('region', { name: 'Bidding' }).getByRole('button', { name: 'All bids' }).dispatchEvent('click');
  const modal = page.getByRole('dialog', { name: 'All bids' });
  await expect(modal).toHaveAttribute('data-full-screen', 'true');
  const onTop = await page.evaluate(`(() => {
    const element = document.elementFromPoint(${point.x}, ${point.y});
    return { inModal: Boolean(element?.closest('[role="dialog"]')), inMap: Boolean(element?.closest('.leaflet-container')) };
  })()`);
  expect(onTop, 'what is drawn where the zoom buttons are').toEqual({ inModal: true, inMap: false });
  await context.close();
});
