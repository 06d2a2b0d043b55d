import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, latestMessageTo, screenshot, scrollThroughPage } from '../fixtures/api';
import { expectAccessible, signIn } from '../fixtures/page-checks';

// A visitor leaves their details on the capture form, follows the thank-you page's booking link to the realtor's
// public scheduling page, picks a free time and books it with a video link made for them; a confirmation sums it
// up with calendar links; the realtor finds it in their upcoming meetings. At 375 px the visitor then cancels it
// from the link in their e-mail, without an account.
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

/** Chooses a day in the booking page's month view, turning to later months until it is there. */
async function pickDay(page: Page, date: string): Promise<void> {
  const button = dayButton(page, date);
  for (let turns = 0; turns < 3 && (await button.count()) === 0; turns += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(button).toBeEnabled();
  await button.click();
}
const dayName = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const dayButton = (page: Page, date: string) => page.getByRole('group', { name: 'Date' }).getByRole('button', { name: new RegExp(`^${dayName(date)}(, fully booked)?$`) });

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
    await pickDay(page, dateAhead(daysAhead));
    const times = page.getByRole('group', { name: 'Free times' });
    const slot = times.getByRole('button').first();
    await expect(slot).toBeVisible();
    // The agent's clock; the visitor's own follows it when their zone differs.
    const chosen = /^\d{1,2}:\d{2} [AP]M/.exec((await slot.textContent())!)![0];
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

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Date and Time')).toBeVisible();
    await expect(page.getByText(new RegExp(`${chosen.replace(/\s/g, '\\s')} –`))).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter name')).toBeVisible();
    await expect(page.getByText('Please enter the meetinglink')).toBeVisible();
    await page.getByLabel(/^Name/).fill(`Vic Visitor ${stamp}`);
    await page.getByLabel(/^Email/).fill(`vic.${stamp}.${width}@example.com`);
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByRole('button', { name: 'Create a video link for me' }).click();
    await expect(page.getByLabel(/^Meeting Link/)).toHaveValue(/^https:\/\/meet\.jit\.si\/Openhouse-\w+$/);
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
    // No dead end: the booking summed up, calendar links and what happens next.
    await expect(page.getByRole('heading', { name: /^You are booked with / })).toBeVisible();
    await expect(page.getByText(subject, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute('href', /^data:text\/calendar/);
    await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
    await expect(page.getByText(`An invitation with the calendar file is on its way to vic.${stamp}.${width}@example.com.`)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `booking-confirmation-${width}`);
    await page.getByRole('button', { name: 'Book another time' }).click();
    // The time just booked is no longer offered.
    await expect(times.getByRole('button').first()).toBeVisible();
    await expect(times.getByRole('button', { name: new RegExp(`^${chosen}( |$)`) })).toBeHidden();


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

    if (width === 375) {
      // The e-mail's link opens the appointment without an account, and cancels it.
      const mail = await latestMessageTo(request, `vic.${stamp}.${width}@example.com`);
      expect(mail.body_text).not.toContain('/dashboard?meeting=');
      const link = /https?:\/\/\S+\/booking\/\d+\?token=[\w-]+/.exec(mail.body_text)![0];
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
      await expect(page.getByText(subject)).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, 'booking-guest-link-375');
      await page.getByRole('button', { name: 'Cancel appointment' }).click();
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByText('Your appointment is cancelled. The agent has been told.')).toBeVisible();
      await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Book another time with / })).toBeVisible();
      await screenshot(page, 'booking-guest-cancelled-375');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'booking-guest-cancelled-1280');
      await page.setViewportSize({ width, height: 900 });
    }
  });
}

/** A date some days ahead on the wall clock of a zone. */
const dateIn = (zone: string, days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + days * 86_400_000));

// The realtor keeps an hour free before and after each meeting and offers in-person and phone meetings, on the
// settings page. Two bookings then fill a day: a visitor in another zone sees it greyed out in the month, books
// the next day in person, and sees each time on the realtor's clock and their own.
test('the realtor sets buffers and ways to meet; a visitor sees the full day greyed out and books in person', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.realtor);
  await page.goto('/settings');
  const booking = page.getByRole('region', { name: 'Booking page' });
  await booking.getByLabel('Buffer before each meeting').selectOption('60');
  await booking.getByLabel('Buffer after each meeting').selectOption('60');
  await booking.getByRole('checkbox', { name: 'In person' }).check();
  await booking.getByRole('checkbox', { name: 'Phone call' }).check();
  await booking.getByRole('button', { name: 'Save booking settings' }).click();
  await expect(page.getByText('Booking page settings saved.')).toBeVisible();
  // The calendar feed is here too, with its copy button.
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await feed.getByRole('button', { name: /^(Create feed link|Reset link)$/ }).click();
  await expect(feed.getByRole('textbox', { name: /^Calendar feed/ })).toHaveValue(/\/calendar\/feed\.ics\?token=/);
  await expect(feed.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'booking-settings-1280');
  await page.setViewportSize({ width: 375, height: 900 });
  await booking.scrollIntoViewIfNeeded();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'booking-settings-375');

  const headers = { Authorization: `Bearer ${await apiLogin(request, demo.realtor)}` };
  const me = (await (await request.get('/api/v1/me', { headers })).json()) as { data: { id: number; user_name: string } };
  const agent = (await (await request.get(`/api/v1/scheduling/users/${me.data.user_name}`)).json()) as { data: { timezone: string } };
  const zone = agent.data.timezone;
  // 9–11 and 3–5 with an hour kept free around each: nothing of that day is left.
  let full = '';
  for (let days = 9; days < 16 && !full; days += 1) {
    const date = dateIn(zone, days);
    const book = (start: string, end: string) =>
      request.post('/api/v1/scheduling/appointments', {
        data: { recipient_id: [me.data.id], subject: `Full day ${stamp}`, location: 'https://meet.example.com/full', email: `full.${stamp}@example.com`, name: 'Fay Full', starting_time: `${date} ${start}:00`, ending_time: `${date} ${end}:00` },
      });
    if ((await book('09:00', '11:00')).ok() && (await book('15:00', '17:00')).ok()) full = date;
  }
  expect(full).not.toBe('');

  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: zone === 'Europe/London' ? 'Asia/Tokyo' : 'Europe/London' });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/${me.data.user_name}`);
    await expect(visitor.getByRole('heading', { name: /^Book a time with / })).toBeVisible();
    const fullDay = dayButton(visitor, full);
    for (let turns = 0; turns < 3 && (await fullDay.count()) === 0; turns += 1) await visitor.getByRole('button', { name: 'Next month' }).click();
    await expect(fullDay).toHaveAccessibleName(`${dayName(full)}, fully booked`);
    await expect(fullDay).toBeDisabled();
    await screenshot(visitor, 'booking-full-day-1280');
    const next = dateIn(zone, 17);
    await pickDay(visitor, next);
    const slot = visitor.getByRole('group', { name: 'Free times' }).getByRole('button').first();
    // Each time on the realtor's clock, and on the visitor's below it.
    await expect(slot).toContainText('yours');
    await slot.click();
    await expectAccessible(visitor);
    await visitor.setViewportSize({ width: 375, height: 900 });
    expect(await noSidewaysScroll(visitor)).toBeLessThanOrEqual(0);
    await screenshot(visitor, 'booking-full-day-375');
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(visitor.getByText(/^Your time: /)).toBeVisible();
    await visitor.getByRole('radio', { name: 'In person' }).check();
    await expect(visitor.getByRole('button', { name: 'Create a video link for me' })).toHaveCount(0);
    await visitor.getByLabel(/^Name/).fill(`Ivy Inperson ${stamp}`);
    await visitor.getByLabel(/^Email/).fill(`ivy.${stamp}@example.com`);
    await visitor.getByLabel(/^Subject/).fill(`Walk-through ${stamp}`);
    await visitor.getByRole('button', { name: 'Save' }).click();
    await expect(visitor.getByText('Please enter the address to meet at.')).toBeVisible();
    await visitor.getByLabel(/^Address to meet at/).fill('12 Elm Street, Oakland');
    await expectAccessible(visitor);
    await screenshot(visitor, 'booking-in-person-form-1280');
    await visitor.getByRole('button', { name: 'Save' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Appointments' });
    await expect(dialog.getByText('Your Appointment Was scheduled successfully.')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(visitor.getByText('How: In person')).toBeVisible();
    await expect(visitor.getByText('Where: 12 Elm Street, Oakland')).toBeVisible();
    await screenshot(visitor, 'booking-in-person-confirmation-1280');

    // The realtor's appointment details say how they meet, and where.
    await page.setViewportSize({ width: 1280, height: 900 });
    const list = (await (await request.get('/api/v1/appointments?when=upcoming&page=1', { headers })).json()) as { data: { id: number; guest: { email: string } | null }[] };
    const booked = list.data.find((item) => item.guest?.email === `ivy.${stamp}@example.com`);
    expect(booked).toBeDefined();
    await page.goto(`/appoinmentsdetails?id=${booked!.id}`);
    await expect(page.getByText('In person', { exact: true })).toBeVisible();
    await expect(page.getByText('12 Elm Street, Oakland')).toBeVisible();
    await screenshot(page, 'booking-in-person-details-1280');
  } finally {
    await visitorContext.close();
    await request.put('/api/v1/scheduling/settings', { headers, data: { buffer_before: 0, buffer_after: 0, minimum_notice: 0, meeting_types: ['video'] } });
  }
});
