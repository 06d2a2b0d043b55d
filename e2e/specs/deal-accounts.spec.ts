import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import * as OTPAuth from 'otpauth';
import { apiLogin, demo, dismissGuidedTour, registerAndConfirm, screenshot, uiLogin, uniqueEmail } from '../fixtures/api';

const PASSWORD = 'Zq7#mP2xw';

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an authenticator user saves recovery codes and signs in once with one of them', async ({ page, request }) => {
  const email = uniqueEmail('recovery');
  await registerAndConfirm(page, request, { name: 'Remy Recovery', userName: `remy${Date.now().toString(36)}`, email, password: PASSWORD });

  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await page.getByText('SMS code', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Turn on SMS codes' })).toBeDisabled();
  await page.getByText('Authenticator app', { exact: true }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.locator('code').first().textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Authenticator code digit').first().click();
  await page.keyboard.type(totp.generate());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Download (.txt)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  const firstCode = (await codes.first().textContent())!.trim();
  await shots(page, 'deal-accounts-profile-security');

  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/);
  await uiLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/twofactor/);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(firstCode);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Spent: the same code no longer signs in.
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/);
  await uiLogin(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(firstCode);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Two-Factor Authentication verification failed.')).toHaveCount(1);
});

test('the transaction page shows the deal record', async ({ page, request }) => {
  const token = await apiLogin(request, demo.realtor);
  const list = await request.get('/api/v1/property-transactions', { headers: { authorization: `Bearer ${token}` } });
  const rows = ((await list.json()) as { data: { id: number }[] }).data;
  test.skip(rows.length === 0, 'the demo realtor has no transaction yet');
  await uiLogin(page, demo.realtor);
  await expect(page).toHaveURL(/\/dashboard/);
  await dismissGuidedTour(page);
  await page.goto(`/transactions/${rows[0]!.id}`);
  await expect(page.getByRole('heading', { name: `Transaction #${rows[0]!.id}` })).toBeVisible();
  await expect(page.getByText('Escrow closing date')).toBeVisible();
  await expect(page.getByText('Credit Card')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Whose turn' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signing history' })).toBeVisible();
  await shots(page, 'deal-accounts-transaction');
});

test('the 404 page has the header and the logo', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Ah, dang. We didn't find that page." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Openhouse home' })).toBeVisible();
  await shots(page, 'deal-accounts-404');
});
