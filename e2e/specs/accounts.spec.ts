import { expect, test } from '../fixtures/test';
import * as OTPAuth from 'otpauth';
import { demo, dismissGuidedTour, latestMessageTo, registerAndConfirm, screenshot, scrollThroughPage, uiLogin, uniqueEmail } from '../fixtures/api';

const PASSWORD = 'Zq7#mP2xw';

test('a newcomer signs up, verifies the e-mail from the dev mailbox, logs out and logs in', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/auth/signup');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Name').fill('Nora Newcomer');
  await field('User name').fill(`nora${Date.now().toString(36)}`);
  await field('Email').fill(email);
  await field('Password').fill(PASSWORD);
  await field('Confirm password').fill(PASSWORD);
  await page.getByRole('radio', { name: 'No' }).check();
  await field('Phone number').fill('(415) 555-2671');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('You are successfully registered with us. Please check your email for the verification link.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  const mail = await latestMessageTo(page.request, email);
  expect(mail.subject).toBe('Verify your Openhouse account');
  await page.goto('/dev/mailbox');
  await page.locator('article', { hasText: email }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/);
  await uiLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('You are Logged In successfully.')).toBeVisible();
});

test('a user enrols an authenticator app, logs out, and logs in with a TOTP code', async ({ page, request }) => {
  const email = uniqueEmail('totp');
  await registerAndConfirm(page, request, { name: 'Tara Totp', userName: `tara${Date.now().toString(36)}`, email, password: PASSWORD });

  await page.goto('/settings');
  await page.getByText('Authenticator app', { exact: true }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Authenticator code digit').first().click();
  await page.keyboard.type(totp.generate());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is enabled.')).toBeVisible();

  await page.goto('/auth/logout');
  // Signing out revokes the token first; only then does the page show sign-in.
  await expect(page).toHaveURL(/\/auth\/login/);
  await uiLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/twofactor/);
  await expect(page.getByRole('heading', { name: 'Verify your code' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  // The enrolment code's time step is spent (replay protection), so sign in with the next step's code.
  await page.getByLabel('Verification code digit').first().click();
  await page.keyboard.type(totp.generate({ timestamp: Date.now() + 30_000 }));
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('OTP verified successfully')).toBeVisible();
});

test('a guarded page sends a visitor to sign in and back to it afterwards', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel(/email/i).first().fill(demo.buyer);
  await page.getByLabel(/password/i).first().fill('Openhouse1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
});

test('a vendor lands on the project tasks page and has no Dashboard link', async ({ page }) => {
  await uiLogin(page, demo.vendor);
  await expect(page).toHaveURL(/\/projects\/tasks$/);
  await dismissGuidedTour(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
});

test('the bell receives a live notification', async ({ page, playwright, baseURL }) => {
  await uiLogin(page, demo.seller);
  await expect(page).toHaveURL(/\/dashboard/);
  await dismissGuidedTour(page);
  const before = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');

  // Signing in from another device tells the owner at once.
  const otherDevice = await playwright.request.newContext({ baseURL, userAgent: 'curl/8.5.0' });
  const login = await otherDevice.post('/api/v1/login', { data: { email: demo.seller, password: 'Openhouse1!' } });
  expect(login.ok()).toBe(true);
  await otherDevice.dispose();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).not.toHaveAttribute('aria-label', before ?? '');
  await bell.click();
  await expect(page.getByText(/New sign-in to your account from curl/).first()).toBeVisible();
});

test('screenshots of the landing page, the dashboard and the two-factor page', async ({ page, request }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, `landing-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await uiLogin(page, demo.realtor);
  await expect(page).toHaveURL(/\/dashboard/);
  await dismissGuidedTour(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Dashboard/ }).first()).toBeVisible();
    await scrollThroughPage(page);
    await screenshot(page, `dashboard-${width}`);
  }

  // A buyer with SMS codes on reaches the two-factor page.
  const email = uniqueEmail('sms');
  await request.post('/api/v1/register', {
    data: { name: 'Sam Smscode', user_name: `sam${Date.now().toString(36)}`, email, password: PASSWORD, password_confirmation: PASSWORD, phone: '4155552672', enabled: 0, terms: true },
  });
  const link = new URL(/https?:\/\/\S+\/auth\/confirm\S+/.exec((await latestMessageTo(request, email)).body_text)![0]);
  const confirm = await request.post('/api/v1/confirmation', { data: { userId: Number(link.searchParams.get('userId')), verificationCode: link.searchParams.get('code') } });
  const token = ((await confirm.json()) as { data: { authorization: { token: string } } }).data.authorization.token;
  const headers = { authorization: `Bearer ${token}` };
  await request.post('/api/v1/send-verification-code', { headers, data: {} });
  const code = /\d{6}/.exec((await latestMessageTo(request, '+14155552672', 'sms')).body_text)![0];
  expect((await request.post('/api/v1/verify-phone-number', { headers, data: { code } })).ok()).toBe(true);
  expect((await request.post('/api/v1/enable-2fa', { headers, data: { type: 'sms' } })).ok()).toBe(true);

  await page.goto('/auth/logout');
  // Signing out revokes the token first; only then does the page show sign-in.
  await expect(page).toHaveURL(/\/auth\/login/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (width === 1280) await uiLogin(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/twofactor/);
    await expect(page.getByText(/Resend Verification Code \? \(00:\d\d:\d\d\)/)).toBeVisible();
    await screenshot(page, `two-factor-${width}`);
  }
});
