import { expect, test } from '../fixtures/test';
import { apiLogin, demo } from '../fixtures/api';
import { expectAccessible, shootBothWidths } from '../fixtures/page-checks';

// The two public pages of the spec's route table that were the last placeholders: the property marketing page a
// printed QR code leads to, and the informational /hello.

test('a visitor scans a listing\'s QR code and reads its marketing page, section by section', async ({ page, request }) => {
  const token = await apiLogin(request, demo.realtor);
  const list = (await (await request.get('/api/v1/properties', { params: { mine: 1 }, headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; label: string; status: string }[] };
  const listing = list.data.find((row) => row.status === 'active') ?? list.data[0]!;

  await page.goto(`/propertyQrcode?id=${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.label, level: 1 })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Sections' });
  for (const name of ['Home', 'Details', 'Floor plan', 'Contact', 'Map']) await expect(sections.getByRole('link', { name })).toBeVisible();
  for (const heading of ['Details', 'Floor plan and photos', 'Contact', 'Map']) await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await sections.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expectAccessible(page);
  await shootBothWidths(page, 'public-property-qrcode');

  // The link on it leads to the listing itself.
  await page.getByRole('link', { name: 'See the full listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${listing.id}$`));

  // A code for a listing that is gone says so, with a way on.
  await page.goto('/propertyQrcode?id=999999');
  await expect(page.getByRole('heading', { name: 'This listing could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse homes' })).toHaveAttribute('href', '/homes');
});

test('a visitor opens /hello and finds where to start', async ({ page }) => {
  await page.goto('/hello');
  await expect(page.getByRole('heading', { name: 'Hello from Openhouse', level: 1 })).toBeVisible();
  await expect(page.getByText('This part of Openhouse is not built yet.')).toHaveCount(0);
  await expectAccessible(page);
  await shootBothWidths(page, 'public-hello');
  await page.getByRole('link', { name: 'Browse homes' }).click();
  await expect(page).toHaveURL(/\/homes$/);
});
