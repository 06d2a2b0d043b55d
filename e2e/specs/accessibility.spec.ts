import { expect, test, type Page } from '@playwright/test';
import { demo, DEMO_PASSWORD, storeSession } from '../fixtures/api';
import { axeFindings } from '../fixtures/axe';

// Every page of the router (src/app/router.tsx), public and as each role, at a desktop and a phone width:
// axe-core must find nothing serious or critical, and no text may be cut off by its own box. The table of pages
// and findings is printed at the end.

type Role = keyof typeof demo | 'admin';
const accounts: Record<Role, string> = { ...demo, admin: 'admin@openhouse.demo' };
const WIDTHS = [1280, 375] as const;
const PUBLIC_PAGES = ['/', '/terms-conditions', '/privacy-policy', '/frequently-asked-questions', '/auth/login', '/auth/signup', '/auth/forgetpassword', '/homes', '/listing'];
const SIGNED_IN_PAGES = ['/dashboard', '/properties', '/saved-homes', '/listing', '/transactions', '/notifications', '/settings', '/communication-settings'];
const LISTING_SIDE_PAGES = ['/my-listings', '/add-property', '/insights'];
const pagesOf: Record<Role, string[]> = {
  realtor: [...SIGNED_IN_PAGES, ...LISTING_SIDE_PAGES],
  admin: [...SIGNED_IN_PAGES, ...LISTING_SIDE_PAGES],
  seller: SIGNED_IN_PAGES,
  buyer: SIGNED_IN_PAGES,
  vendor: ['/dashboard', '/notifications', '/settings'],
};

type Row = { who: string; path: string; width: number; serious: string[]; other: number; clipped: string[] };
const rows: Row[] = [];
let listingPath = '';

const signIn = storeSession;

/**
 * Shows the page: a new document at the first page of each width (the app laid out for that width from its start),
 * else a route change in the app already loaded, as its own links make one. Loading the whole app again for every
 * page of a signed-in role was a third of the spec's time (docs/ARCHITECTURE.md, "The slower machine's fourth
 * round"). A visitor's pages are drawn on the server, and each is loaded as a visitor arrives at it.
 */
async function show(page: Page, path: string, width: number, { inApp }: { inApp: boolean }): Promise<void> {
  const target = path === '/listing' ? listingPath : path;
  const size = { width, height: width > 600 ? 800 : 740 };
  const appShown = page.url().startsWith('http');
  if (!inApp || !appShown || page.viewportSize()?.width !== width) {
    await page.setViewportSize(size);
    await page.goto(target);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    return;
  }
  // The first-login tour opens over the first page a role is shown; a route change would leave it open over the next
  // pages (and colour contrast is not judged under a modal's overlay), where a new document no longer shows it.
  const tour = page.getByRole('dialog', { name: 'Welcome to Openhouse' });
  if (await tour.isVisible()) {
    await page.getByRole('button', { name: 'Skip tour' }).click();
    await tour.waitFor({ state: 'hidden' });
  }
  const quiet = untilNetworkQuiet(page);
  // React Router follows the history as it does on Back and Forward.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await quiet;
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

/**
 * Resolves once no request of the page has been in flight for half a second (Playwright's `networkidle`, which only
 * a new document waits for): the route's code and its data have arrived.
 */
function untilNetworkQuiet(page: Page, quietMs = 500): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      settle();
    };
    const done = () => {
      page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    };
    page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
    settle();
  });
}

async function audit(page: Page, who: string, path: string, width: number, { inApp = false } = {}): Promise<void> {
  // A page is drawn once its loader has gone and a heading is shown.
  await show(page, path, width, { inApp });
  let { serious, other } = await seriousFindings(page);
  // A finding on the document element itself (axe's ":root") was seen twice in many runs and never on a second
  // look at the same page a moment later: it is audited again once, and the first finding stays in the table.
  if (serious.length > 0 && serious.every((finding) => finding.includes(': :root'))) {
    await page.waitForTimeout(500);
    const again = await seriousFindings(page);
    console.log(`${who} ${width} ${path}: ${serious.join('; ')} on the first look; ${again.serious.length ? again.serious.join('; ') : 'none'} on the second`);
    ({ serious, other } = again);
  }
  rows.push({ who, path, width, serious, other, clipped: await clippedLabels(page) });
}

/**
 * Text cut off by its own box: an element that hides its overflow without an ellipsis and holds more than it
 * shows (a tour's "10:00 AM" read "10:00 AN" at 320 px). axe does not see it; a person does.
 */
function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        // A box of a pixel or none is text for screen readers only (visually hidden on purpose).
        if (element.children.length > 0 || !element.textContent?.trim() || element.offsetParent === null || element.clientWidth <= 1) return false;
        const style = getComputedStyle(element);
        const hides = ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
        return hides && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `"${element.textContent!.trim().slice(0, 40)}" (${element.scrollWidth} in ${element.clientWidth} px)`),
  );
}

async function seriousFindings(page: Page): Promise<{ serious: string[]; other: number }> {
  const { violations } = await axeFindings(page, { colourContrast: true });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.html.slice(0, 120) ?? ''}`);
  return { serious, other: violations.length - serious.length };
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/login', { data: { email: demo.realtor, password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { authorization: { token: string } } }).data.authorization.token;
  const list = await request.get('/api/v1/properties', { headers: { authorization: `Bearer ${token}` } });
  const id = JSON.stringify(await list.json()).match(/"id":(\d+)/)?.[1];
  expect(id).toBeTruthy();
  listingPath = `/properties/${id}`;
});

test.afterAll(() => {
  const lines = rows.map(
    (row) =>
      `${row.who.padEnd(8)} ${String(row.width).padStart(4)}  ${row.path.padEnd(28)} serious/critical: ${row.serious.length ? row.serious.join('; ') : 'none'}  (minor/moderate: ${row.other})${row.clipped.length ? `  clipped: ${row.clipped.join('; ')}` : ''}`,
  );
  console.log(`\nAccessibility (axe-core, WCAG 2.1 A/AA)\n${lines.join('\n')}`);
});

test('public pages have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(300_000);
  for (const width of WIDTHS) for (const path of PUBLIC_PAGES) await audit(page, 'visitor', path, width);
  expect(rows.filter((row) => row.who === 'visitor' && (row.serious.length > 0 || row.clipped.length > 0))).toEqual([]);
});

for (const role of Object.keys(pagesOf) as Role[]) {
  test(`the ${role}'s pages have no serious accessibility violations`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await signIn(page, request, accounts[role]);
    for (const width of WIDTHS) for (const path of pagesOf[role]) await audit(page, role, path, width, { inApp: true });
    expect(rows.filter((row) => row.who === role && (row.serious.length > 0 || row.clipped.length > 0))).toEqual([]);
  });
}
