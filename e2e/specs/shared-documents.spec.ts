import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, dismissGuidedTour, latestMessageTo, screenshot, storeSession, uiLogin } from '../fixtures/api';
import { dismissToasts } from '../fixtures/page-checks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfDocument, pngImage } from '../fixtures/images';

// The demo realtor files documents, copies one, shares a package with an expiry; a visitor opens the link,
// views and downloads; the realtor sees the visit, revokes the link, and the visitor meets the expired page.
test.use({ actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const FOLDER = `Disclosures ${stamp}`;

/** A one-page PDF holding real text, for the summary. */
async function inspectionPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([600, 300]);
  const lines = ['The roof is in good condition with ten years of life left.', 'The water heater is leaking and must be replaced before closing.', 'The driveway cracks are cosmetic and need no repair.'];
  lines.forEach((line, index) => page.drawText(line, { x: 20, y: 260 - index * 20, size: 11, font }));
  return Buffer.from(await pdf.save());
}

async function shootBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await screenshot(page, `shared-documents-${name}-1280`, { fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.soft.poll(overflow, { message: `${name} scrolls sideways at 375 px` }).toBeLessThanOrEqual(0);
  await screenshot(page, `shared-documents-${name}-375`, { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a realtor files and shares a package; a visitor views and downloads it until it is revoked', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await uiLogin(page, demo.realtor);
  await expect(page).not.toHaveURL(/\/auth\//);
  await dismissGuidedTour(page);
  await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Share Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Share Documents', level: 1 })).toBeVisible();

  // A folder, two files uploaded into it (each with its progress), listed by name.
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog', { name: 'New folder' }).getByLabel('Name').fill(FOLDER);
  await page.getByRole('dialog', { name: 'New folder' }).getByRole('button', { name: 'Create' }).click();
  const files = page.getByRole('table', { name: 'Files' });
  await files.getByRole('button', { name: FOLDER, exact: true }).click();
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await page.getByTestId('upload-input').setInputFiles([
    { name: 'Seller disclosure.pdf', mimeType: 'application/pdf', buffer: pdfDocument() },
    { name: 'Front of house.png', mimeType: 'image/png', buffer: pngImage(40, 30) },
  ]);
  await expect(page.getByText('Uploaded')).toHaveCount(2);
  await expect(files.getByRole('row')).toHaveCount(3);
  await expect(files.getByRole('row').nth(1)).toContainText('Front of house.png');
  await expect(files.getByRole('row').nth(2)).toContainText('Seller disclosure.pdf');
  await expect(files.getByRole('row').nth(2)).toContainText(/\d+\.\d\d MB/);

  // Copy the PDF and paste it into the same folder: the copy is named " (2)".
  await page.getByRole('checkbox', { name: 'Select Seller disclosure.pdf' }).check();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByRole('button', { name: /^Paste/ }).click();
  await expect(files.getByRole('button', { name: 'Seller disclosure (2).pdf', exact: true })).toBeVisible();
  await shootBothWidths(page, 'file-manager');

  // Share the two originals with anyone holding the link, for 7 days, view and download.
  await page.getByRole('checkbox', { name: 'Select Front of house.png' }).check();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share documents' });
  await share.getByLabel('Package name').fill(`Disclosures package ${stamp}`);
  await share.getByText('7 days').click();
  await shootBothWidths(page, 'share-modal');
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await share.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toContain('/share-documents?token=');
  // Said in the dialog, beside the link, not in a toast over the dialog's buttons.
  await expect(share.getByText('Share link created.')).toBeVisible();
  await share.getByRole('button', { name: 'Done' }).click();
  // The closing dialog's overlay sits over the tabs for a while: the tab is clicked only once it is gone.
  await expect(share).toBeHidden();
  await dismissToasts(page);

  // A visitor, signed out, opens the link: the package, a view in a dialog, a download and Download All.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitor.getByRole('heading', { name: 'Property Documents' })).toBeVisible();
  await expect(visitor.getByText('No property data available.')).toBeVisible();
  await expect(visitor.getByText('Real Estate Agent')).toBeVisible();
  const documents = visitor.getByRole('table', { name: 'Property Documents' });
  await expect(documents.getByRole('row')).toHaveCount(3);
  await expect(visitor.getByRole('button', { name: 'Login' })).toBeVisible();
  await shootBothWidths(visitor, 'viewer');
  await documents.getByRole('row', { name: /Seller disclosure\.pdf/ }).getByRole('button', { name: 'View' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Seller disclosure.pdf' }).locator('iframe')).toBeVisible();
  await visitor.keyboard.press('Escape');
  const downloading = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: 'Download All' }).click();
  expect((await downloading).suggestedFilename()).toBe(`Disclosures package ${stamp}.zip`);
  await visitor.getByLabel('Search documents').fill('nothing like this');
  await expect(visitor.getByText('No documents found matching your search.')).toBeVisible();

  // The realtor sees the visit, then revokes the link.
  await expect(page.locator('.mantine-Modal-overlay')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Shared by me' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Disclosures package ${stamp}`) });
  await expect(row).toContainText(/[1-9]\d* views?, 1 download/);
  await shootBothWidths(page, 'shared-by-me');
  // Who it was: the visitor was signed out, so they show without an e-mail, with what they did.
  await row.getByRole('button', { name: `Who viewed Disclosures package ${stamp}` }).click();
  const viewers = page.getByRole('dialog', { name: `Viewers of Disclosures package ${stamp}` });
  await expect(viewers.getByRole('table', { name: 'Viewers' }).getByRole('row', { name: /Visitor without an e-mail/ })).toContainText(/Visitor without an e-mail\s*[1-9]\d*\s*1\s*1/);
  await expect(viewers.getByRole('list', { name: 'Latest activity' })).toContainText('viewed Seller disclosure.pdf');
  await page.keyboard.press('Escape');
  await expect(viewers).toBeHidden();
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('revoked');

  // Back in the folder, the realtor asks for a summary of an inspection report.
  await page.getByRole('tab', { name: 'Files' }).click();
  await page.getByRole('table', { name: 'Files' }).getByRole('button', { name: FOLDER, exact: true }).click();
  await page.getByTestId('upload-input').setInputFiles([{ name: 'Inspection.pdf', mimeType: 'application/pdf', buffer: await inspectionPdf() }]);
  await page.getByRole('button', { name: 'Actions for Inspection.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Summarize' }).click();
  const summary = page.getByRole('dialog', { name: 'Summary of Inspection.pdf' });
  await summary.getByRole('button', { name: 'Summarize' }).click();
  await expect(summary.getByText(/water heater/)).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Open Inspection.pdf' })).toBeVisible();
  await shootBothWidths(page, 'summary');
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();

  // A package for one chosen e-mail: its recipient has no account, and opens it with a code mailed to them.
  const guest = `guest-${stamp}@example.com`;
  await page.getByRole('checkbox', { name: 'Select Inspection.pdf' }).check();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText('1 file selected')).toBeVisible();
  await share.getByLabel('Package name').fill(`Inspection for ${stamp}`);
  await share.getByText('Chosen e-mails').click();
  const emails = share.getByRole('combobox', { name: 'E-mails' });
  await emails.fill(guest);
  await emails.press('Enter');
  await share.getByRole('button', { name: 'Create link' }).click();
  const guestLink = new URL(await share.getByRole('textbox', { name: 'Link' }).inputValue());
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(share).toBeHidden();
  await dismissToasts(page);

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(guestLink.pathname + guestLink.search);
  await guestPage.getByLabel('Your e-mail').fill(guest);
  await guestPage.getByRole('button', { name: 'Send me a code' }).click();
  await expect(guestPage.getByText(/a code is on its way/)).toBeVisible();
  const mail = await latestMessageTo(request, guest);
  const code = /is (\d{6})\./.exec(mail.body_text)![1]!;
  await guestPage.getByRole('form', { name: 'Enter your code' }).locator('input').first().click();
  await guestPage.keyboard.type(code);
  await shootBothWidths(guestPage, 'access-code');
  await guestPage.getByRole('button', { name: 'Open documents' }).click();
  const guestDocuments = guestPage.getByRole('table', { name: 'Property Documents' });
  await expect(guestDocuments.getByRole('row')).toHaveCount(2);
  await guestDocuments.getByRole('row', { name: /Inspection\.pdf/ }).getByRole('button', { name: 'View' }).click();
  await expect(guestPage.getByRole('dialog', { name: 'Inspection.pdf' }).locator('iframe')).toBeVisible();
  await guestPage.keyboard.press('Escape');

  // The realtor sees who it was: the guest's e-mail, and the file they viewed.
  await expect(page.locator('.mantine-Modal-overlay')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Shared by me' }).click();
  await page.getByRole('button', { name: `Who viewed Inspection for ${stamp}` }).click();
  const guestViewers = page.getByRole('dialog', { name: `Viewers of Inspection for ${stamp}` });
  await expect(guestViewers.getByRole('table', { name: 'Viewers' })).toContainText(guest);
  await expect(guestViewers.getByRole('list', { name: 'Latest activity' })).toContainText(`${guest} viewed Inspection.pdf`);
  await shootBothWidths(page, 'viewers');
  await page.keyboard.press('Escape');
  await expect(guestViewers).toBeHidden();
  await guestContext.close();

  // The realtor opens a project's folder to the project's vendors and seller, and makes it read-only again.
  await page.getByRole('tab', { name: 'Files' }).click();
  await files.getByRole('button', { name: 'Projects', exact: true }).click();
  await files.getByRole('button', { name: /\(\d+\)$/ }).first().click();
  const membersMayWrite = page.getByRole('switch', { name: 'Project members may write here' });
  await expect(membersMayWrite).not.toBeChecked();
  await membersMayWrite.check();
  await expect(page.getByText('Project members may now add and change files in this folder.')).toBeVisible();
  await expect(membersMayWrite).toBeChecked();
  await dismissToasts(page);
  await shootBothWidths(page, 'members-may-write');
  await membersMayWrite.uncheck();
  await expect(page.getByText('Project members may now only read this folder.')).toBeVisible();
  await expect(membersMayWrite).not.toBeChecked();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Share Documents Expired' })).toBeVisible();
  await expect(visitor.getByText('The shared documents link has expired or is no longer valid.')).toBeVisible();
  await shootBothWidths(visitor, 'expired');
  await visitorContext.close();
});

// The package of a listing's project, opened by a signed-out visitor: the realtor finds the visit in the listing's
// insights, in a table on a laptop and a list on a phone. The package and the visit are prepared through the API
// (the UI that makes them is walked above).
test("a listing's package and who opened it show in the property's insights", async ({ page, request }) => {
  const token = await apiLogin(request, demo.realtor);
  const headers = { authorization: `Bearer ${token}` };
  const listing = ((await (await request.get('/api/v1/properties?mine=1&per_page=1', { headers })).json()) as { data: { id: number }[] }).data[0]!;
  const street = `Insights Lane ${stamp}`;
  const created = await request.post('/api/v1/projects', { headers, multipart: { property_address: `${street}, Oakland, CA`, city: 'Oakland', state: 'CA', value: '500000', property_id: String(listing.id) } });
  expect(created.status(), await created.text()).toBe(201);
  const folder = `Projects/${street} (${((await created.json()) as { data: { id: number } }).data.id})`;
  const uploaded = await request.post('/api/file-manager/upload', { headers, multipart: { disk: 'my-files', path: folder, 'files[]': { name: 'Title report.pdf', mimeType: 'application/pdf', buffer: pdfDocument() } } });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const title = `Listing package ${stamp}`;
  const shared = await request.post('/api/file-manager/share-link', { headers, data: { disk: 'my-files', paths: [`${folder}/Title report.pdf`], title, audience: 'anyone', permission: 'download' } });
  expect(shared.status(), await shared.text()).toBe(200);
  const linkToken = new URL(((await shared.json()) as { data: { url: string } }).data.url).searchParams.get('token')!;
  const opened = await request.get(`/api/v1/share-link/${linkToken}`);
  const file = ((await opened.json()) as { data: { files: { path: string }[] } }).data.files[0]!;
  expect((await request.get(`/api/v1/share-documents/view?token=${linkToken}&file_path=${encodeURIComponent(file.path)}`)).status()).toBe(200);

  await storeSession(page, request, demo.realtor);
  await page.goto(`/insights?property_id=${listing.id}`);
  await dismissGuidedTour(page);
  const packages = page.getByRole('table', { name: 'Packages' });
  await expect(packages.getByRole('row', { name: new RegExp(title) })).toContainText(/active\s*1\s*1\s*0/);
  await expect(page.getByRole('table', { name: 'Package viewers' }).getByRole('row', { name: /Anonymous visitors/ })).toBeVisible();
  await shootBothWidths(page, 'insights-packages');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: 'Packages' }).getByRole('listitem').filter({ hasText: title })).toContainText('1 open · 1 viewed · 0 downloads');
  await expect(page.getByRole('list', { name: 'Package viewers' })).toContainText('Anonymous visitors');
});
