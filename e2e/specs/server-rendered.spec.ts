import { expect, test, type Page } from '@playwright/test';
import { demo, screenshot, storeSession } from '../fixtures/api';

// The landing page comes from the server already drawn (apps/web/src/entry-server.tsx): a visitor reads it and
// can search before the scripts arrive, and the browser then takes the same elements over without drawing the
// page again or reporting a mismatch.

const HEADLINE = 'One AI-driven workspace for your listings, clients and transactions';

/** Console errors and uncaught exceptions of a page, as they happen. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('the landing page reads, and its search works, without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth/login');
  await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  await screenshot(page, 'server-rendered-landing-no-scripts-375', { fullPage: false });
  // The form is a plain GET to the public search.
  await page.getByRole('textbox', { name: 'Search homes' }).fill('Sacramento');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/homes\?q=Sacramento$/);
  await context.close();
});

test('the browser takes the landing page over without a mismatch, and it works as the app', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = problemsOf(page);
  const response = await page.goto('/');
  expect(await response?.text()).toContain(HEADLINE);
  // Marked by the browser once it has taken the server's heading over as its own (hydrated).
  const heading = page.getByRole('heading', { level: 1, name: HEADLINE });
  await expect.poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await expect(page.getByRole('region', { name: 'Featured homes' })).toBeVisible();
  // A link now moves within the app: the page is not loaded again (the marker set here survives).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Browse all homes' }).click();
  await expect(page).toHaveURL(/\/homes$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test('a signed-in visitor gets the landing page for them, without an error', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await storeSession(page, page.request, demo.buyer);
  const problems = problemsOf(page);
  await page.goto('/');
  // Drawn for a visitor on the server; the browser draws it afresh for the session.
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  await screenshot(page, 'server-rendered-landing-signed-in-375', { fullPage: false });
  expect(problems).toEqual([]);
  await context.close();
});
