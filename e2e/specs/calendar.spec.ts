import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, demo, screenshot } from '../fixtures/api';
import { expectAccessible, signIn } from '../fixtures/page-checks';

// A realtor plans a task group on the calendar, drags it to the next day in week view and shares the calendar; a
// visitor opens the link and a wrong link shows not-found. A vendor on a phone finds the group they work in, and a
// buyer finds an agent in the directory and opens their booking page.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });
test.setTimeout(150_000);

const stamp = Date.now().toString(36);
const GROUP = `Staging ${stamp}`;
/** The demo accounts live on Los Angeles' clock. */
const todayInLosAngeles = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
let shareLink = '';

/** A task group of the demo realtor's first project, placed on today (09:00 to 17:00), with the vendor's task in it. */
async function plannedGroup(request: APIRequestContext, day: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, demo.realtor)}` };
  const projects = (await (await request.get('/api/v1/task/project_list', { headers })).json()) as { data: { id: number; property_address: string }[] };
  const project = projects.data.find((entry) => entry.property_address.startsWith('418 Magnolia'))!;
  const milestones = (await (await request.get(`/api/v1/project/milestone/${project.id}`, { headers })).json()) as { data: { id: number }[] };
  const group = await request.post('/api/v1/task-groups', { headers, data: { milestone_id: milestones.data[0]!.id, name: GROUP } });
  expect(group.ok(), await group.text()).toBe(true);
  const groupId = ((await group.json()) as { data: { id: number } }).data.id;
  const dated = await request.put(`/api/v1/task-groups/${groupId}/dates`, { headers, data: { start_date: `${day} 09:00`, end_date: `${day} 17:00` } });
  expect(dated.ok(), await dated.text()).toBe(true);
}

test('at 1280 px a realtor drags a task group in week view and shares the calendar; the link works, a wrong one shows not-found', async ({ page, request, browser }) => {
  const today = todayInLosAngeles();
  // The next day within the same week (Saturday moves back to Friday).
  const target = new Date(`${today}T00:00:00Z`).getUTCDay() === 6 ? addDays(today, -1) : addDays(today, 1);
  await plannedGroup(request, today);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.realtor);
  await page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByText('Times in America/Los_Angeles')).toBeVisible();
  const chip = page.getByRole('button', { name: `Task group ${GROUP}, 418 Magnolia Avenue, Sacramento` });
  await expect(chip).toBeVisible();
  await screenshot(page, 'calendar-month-1280');

  await page.locator('label').filter({ hasText: /^Week$/ }).click();
  await expect(page.getByRole('group', { name: 'Week', exact: true })).toBeVisible();
  await expect(chip).toBeVisible();
  await expectAccessible(page);
  await chip.dragTo(page.locator(`[data-day="${target}"]`));
  await expect(page.getByText('Date update successfully')).toBeVisible();
  await expect(page.locator(`[data-day="${target}"]`).getByRole('button', { name: `Task group ${GROUP}, 418 Magnolia Avenue, Sacramento` })).toBeVisible();
  await expect(page.locator(`[data-day="${today}"]`).getByRole('button', { name: new RegExp(`^Task group ${GROUP}`) })).toHaveCount(0);
  await screenshot(page, 'calendar-week-1280');

  // Its end dragged before its start is refused by the dialog's rule: the server's message, and it stays.
  const movedChip = page.locator(`[data-day="${target}"]`).getByRole('button', { name: new RegExp(`^Task group ${GROUP}`) });
  await movedChip.locator('[data-resize-group]').dragTo(page.locator(`[data-day="${addDays(target, -1)}"]`));
  await expect(page.getByText('The task end date field must be a date after task start date.')).toBeVisible();
  await expect(movedChip).toBeVisible();
  await expect(page.locator(`[data-day="${addDays(target, -1)}"]`).getByRole('button', { name: new RegExp(`^Task group ${GROUP}`) })).toHaveCount(0);
  // Dragged a day later (when the week has one), the group then covers both days.
  if (new Date(`${target}T00:00:00Z`).getUTCDay() < 6) {
    const later = addDays(target, 1);
    await movedChip.locator('[data-resize-group]').dragTo(page.locator(`[data-day="${later}"]`));
    await expect(page.locator(`[data-day="${later}"]`).getByRole('button', { name: `Task group ${GROUP}, 418 Magnolia Avenue, Sacramento (continued)` })).toBeVisible();
    await screenshot(page, 'calendar-week-resized-1280', { fullPage: false });
  }

  await page.locator(`[data-day="${target}"]`).getByRole('button', { name: new RegExp(`^Task group ${GROUP}`) }).click();
  const details = page.getByRole('dialog', { name: 'Task Group Details' });
  await expect(details.getByText('No tasks found.')).toBeVisible();
  await expect(details.getByLabel('Start date')).toHaveValue(target);
  await screenshot(page, 'calendar-task-group-1280', { fullPage: false });
  await details.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share calendar' });
  await share.getByRole('button', { name: /Turn sharing on|Make a new link/ }).click();
  const linkField = share.getByLabel(/^Calendar link/);
  await expect(linkField).toHaveValue(/\/calendar\?uuid=/);
  shareLink = await linkField.inputValue();
  await screenshot(page, 'calendar-share-1280', { fullPage: false });
  await page.keyboard.press('Escape');

  // The month to PDF, then to an image that downloads as calendar.png.
  await page.getByRole('button', { name: 'Print as PDF' }).click();
  await expect(page.getByText('Calendar print Successfully')).toBeVisible();
  const preview = page.getByRole('dialog', { name: 'Calendar preview' });
  await expect(preview.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'calendar.pdf');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Print Calendar' }).click();
  await expect(preview.getByRole('img', { name: 'The printed calendar' })).toBeVisible();
  await screenshot(page, 'calendar-print-preview-1280', { fullPage: false });
  const download = page.waitForEvent('download');
  await preview.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('calendar.png');
  await page.keyboard.press('Escape');

  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await visitor.goto(shareLink);
  await expect(visitor.getByRole('heading', { name: "Riley Realtor's calendar" })).toBeVisible();
  await expect(visitor.getByText('Shared with you, read-only.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Task group ${GROUP}, 418 Magnolia Avenue, Sacramento`, exact: true })).toBeVisible();
  await screenshot(visitor, 'calendar-public-1280');
  await visitor.goto(shareLink.replace(/uuid=[0-9a-f]/, (match) => `${match.slice(0, -1)}${match.endsWith('0') ? '1' : '0'}`));
  await expect(visitor.getByRole('heading', { name: "Ah, dang. We didn't find that page." })).toBeVisible();
});

test('at 375 px a vendor opens the day of their task group; a buyer finds an agent on /agents and opens their booking page', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, demo.vendor);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  // Phones open on the day.
  await expect(page.getByRole('group', { name: 'Day', exact: true })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  const inspection = page.getByRole('button', { name: /^Task group Inspection repairs/ });
  await expect(inspection).toBeVisible();
  await inspection.click();
  const details = page.getByRole('dialog', { name: 'Task Group Details' });
  await expect(details.getByText('Repair the leaking water heater')).toBeVisible();
  // A vendor reads the dates; only the project's realtors move them.
  await expect(details.getByRole('button', { name: 'Update Date' })).toHaveCount(0);
  await screenshot(page, 'calendar-vendor-day-375', { fullPage: false });
  await details.getByRole('button', { name: 'Close' }).last().click();

  const buyer = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(buyer, demo.buyer);
  // The buyer's menu has their calendar and the agents directory.
  await buyer.getByRole('button', { name: 'Open menu' }).click();
  const menu = buyer.getByRole('dialog').getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/timeline');
  await screenshot(buyer, 'buyer-menu-375', { fullPage: false });
  await menu.getByRole('link', { name: 'Agents' }).click();
  await expect(buyer).toHaveURL(/\/agents$/);
  await expect(buyer.getByRole('heading', { name: 'Agents' })).toBeVisible();
  await buyer.getByLabel('Search agents').fill('Riley');
  const card = buyer.getByRole('listitem', { name: 'Riley Realtor' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/active listing/)).toBeVisible();
  expect(await noSidewaysScroll(buyer)).toBeLessThanOrEqual(0);
  await expectAccessible(buyer);
  await screenshot(buyer, 'agents-375');
  await card.getByRole('link', { name: 'Book a time with Riley Realtor' }).click();
  await expect(buyer.getByRole('heading', { name: /^Book a time with Riley Realtor/ })).toBeVisible();
});

test('at 1280 px a buyer finds Calendar and Agents in the sidebar, and the dashboard leads to the agents', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.buyer);
  const menu = page.getByRole('navigation', { name: 'Main menu' }).first();
  await expect(menu.getByRole('link', { name: 'Agents' })).toBeVisible();
  await screenshot(page, 'buyer-menu-1280', { fullPage: false });
  await menu.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Find an agent' }).click();
  await expect(page).toHaveURL(/\/agents$/);
});

test('at 1280 px a month of 500 events draws and answers a click quickly (Performance API)', async ({ page }) => {
  const today = todayInLosAngeles();
  const month = today.slice(0, 8);
  const day = (n: number) => `${month}${String((n % 28) + 1).padStart(2, '0')}`;
  // The server's answer replaced by a busy month: the figure is the page's own drawing time.
  const busy = {
    data: {
      zone: 'America/Los_Angeles',
      owner: { name: 'Riley Realtor' },
      task_groups: Array.from({ length: 250 }, (_, n) => ({
        id: n + 1,
        title: `Busy group ${n + 1}`,
        date: `${day(n)} 09:00:00|${day(n + 2)} 17:00:00`,
        project_name: '418 Magnolia Avenue, Sacramento',
        project: { id: (n % 15) + 1, uuid: '00000000-0000-4000-8000-000000000000', name: '418 Magnolia Avenue, Sacramento' },
        milestone: { id: 1, name: 'Listing' },
        color: '#1864ab',
        tasks: [{ id: n + 1, title: `Task ${n + 1}` }],
        can_edit: false,
      })),
      meetings: Array.from({ length: 250 }, (_, n) => ({
        id: n + 1,
        kind: 'meeting',
        subject: `Busy meeting ${n + 1}`,
        start: `${day(n)}T17:00:00.000Z`,
        end: `${day(n)}T18:00:00.000Z`,
        all_day: false,
        status: 'scheduled',
        project_id: null,
      })),
      filters: { projects: [], milestones: [], vendors: [] },
    },
  };
  await page.route('**/api/v1/calendar/events?*', (route) => route.fulfill({ json: busy }));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demo.realtor);
  await page.goto('/timeline?view=week');
  await expect(page.getByRole('group', { name: 'Week', exact: true })).toBeVisible();
  const figures = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const month = Array.from(document.querySelectorAll('label')).find((label) => label.textContent === 'Month')!;
    const drawStart = performance.now();
    month.click();
    while (!document.querySelector('[aria-label="Month"] [data-group-id]')) await frame();
    const draw = performance.now() - drawStart;
    const chip = document.querySelector<HTMLElement>('[aria-label="Month"] [data-group-id]')!;
    const clickStart = performance.now();
    chip.click();
    while (!document.querySelector('[role="dialog"]')) await frame();
    return { draw, click: performance.now() - clickStart };
  });
  console.log(`Month of 500 events: drawn in ${figures.draw.toFixed(0)} ms, a click answered in ${figures.click.toFixed(0)} ms`);
  await expect(page.getByRole('dialog', { name: 'Task Group Details' })).toBeVisible();
  // The target is 100 ms on a mid-range laptop; a shared CI machine gets room, the figure is printed above.
  expect(figures.draw).toBeLessThan(1000);
  expect(figures.click).toBeLessThan(1000);
});
