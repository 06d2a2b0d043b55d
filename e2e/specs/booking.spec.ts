import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, demo, screenshot, scrollThroughPage } from '../fixtures/api';
import { expectAccessible, signIn } from '../fixtures/page-checks';

// A visitor leaves their details on the capture form, follows the thank-you page's booking link to the realtor's
// public scheduling page, picks a free time and books it; the realtor then finds it in their upcoming meetings.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });
// Two people across five pages each, with a booking in between.
test.setTimeout(180_000);

const stamp = Date.now().toString(36);

async function realtorAndProject(request: APIRequestContext): Promise<{ realtorId: number; projectId: number }> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, demo.realtor)}` };
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { data: { id: number } };
  const projects = (await (await request.get('/api/v1/task/project_list', { headers })).json()) as { data: { id: number }[] };
  return { realtorId: me.data.id, projectId: projects.data[0]!.id };
}

/** A calendar date some days ahead on the browser's clock, as the date input takes it. */
function dateAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [width, daysAhead] of [
  [1280, 1],
  [375, 2],
] as const) {
  test(`at ${width} px a visitor books a time from the thank-you page, and the realtor sees it on the dashboard`, async ({ page, request, browser }) => {
    const subject = `House chat ${stamp} ${width}`;
    const { realtorId, projectId } = await realtorAndProject(request);
    await page.setViewportSize({ width, height: 900 });

    await page.goto(`/addprospects?realtor_id=${realtorId}&project_id=${projectId}`);
    await page.getByLabel(/^Name/).fill(`Vic Visitor ${stamp}`);
    await page.getByLabel('Email').fill(`vic.${stamp}.${width}@example.com`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
    const bookingLink = page.getByRole('link', { name: /^Book a time with / });
    await expect(bookingLink).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `booking-thanks-${width}`);
    await bookingLink.click();

    await expect(page.getByRole('heading', { name: /^Book a time with / })).toBeVisible();
    await page.getByLabel('Date').fill(dateAhead(daysAhead));
    const times = page.getByRole('group', { name: 'Free times' });
    const slot = times.getByRole('button').first();
    await expect(slot).toBeVisible();
    const chosen = (await slot.textContent())!;
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `booking-slots-${width}`);
    if (width === 375) {
      await page.setViewportSize({ width: 320, height: 800 });
      await expect.poll(() => noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'booking-slots-320');
      await page.setViewportSize({ width, height: 900 });
    }

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Date and Time')).toBeVisible();
    await expect(page.getByText(new RegExp(`${chosen.replace(/\s/g, '\\s')} –`))).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter name')).toBeVisible();
    await expect(page.getByText('Please enter the meetinglink')).toBeVisible();
    await page.getByLabel(/^Name/).fill(`Vic Visitor ${stamp}`);
    await page.getByLabel(/^Email/).fill(`vic.${stamp}.${width}@example.com`);
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByLabel(/^Meeting Link/).fill('https://meet.example.com/house-chat');
    await page.getByLabel('Description').fill('We would like to sell in the spring.');
    await expectAccessible(page);
    await screenshot(page, `booking-form-${width}`);
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Appointments' });
    // The booking takes a transaction and loads the dialog's code: on a busy machine more than the default 10 s.
    await expect(dialog.getByText('Your Appointment Was scheduled successfully.')).toBeVisible({ timeout: 30_000 });
    await screenshot(page, `booking-success-${width}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The time just booked is no longer offered.
    await expect(times.getByRole('button', { name: chosen, exact: true })).toBeHidden();

    const realtorContext = await browser.newContext({ viewport: { width, height: 900 } });
    const realtor = await realtorContext.newPage();
    await signIn(realtor, demo.realtor);
    await realtor.goto('/dashboard');
    await expect(realtor.getByRole('region', { name: 'Waiting on you' })).toBeVisible();
    // Upcoming Meetings sits below the first screen on a phone: drawn as the realtor scrolls toward it.
    await scrollThroughPage(realtor);
    const booked = realtor.getByRole('list', { name: 'Upcoming Meetings' }).getByRole('listitem').filter({ hasText: subject });
    await expect(booked).toContainText(`With Vic Visitor ${stamp}`);
    await screenshot(realtor, `booking-realtor-dashboard-${width}`);
    await realtor.goto('/qrcode');
    await expect(realtor.getByText('Your booking page')).toBeVisible();
    await expectAccessible(realtor);
    await screenshot(realtor, `booking-realtor-link-${width}`);
    await realtorContext.close();
  });
}
