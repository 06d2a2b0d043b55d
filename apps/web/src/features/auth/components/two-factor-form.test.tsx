import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { readSession, saveSession } from '../../../lib/session';
import { TwoFactorPage } from '../pages/two-factor-page';

const inFuture = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function startSecondStep(type: 'sms' | 'google2fa', codeExpiresAt: string | null) {
  const payload = makeAuthPayload(makeUser({ two_factor_type: type }), { sms_verification_code_expires_at: codeExpiresAt });
  act(() => saveSession({ ...payload, authorization: { ...payload.authorization, token: 'pre-token' } }, { remember: false, stage: 'pre_verification' }));
}

const digits = () => screen.getAllByLabelText('Verification code digit');
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('two-factor page', () => {
  it('keeps Submit disabled until six digits are entered and shows the masked phone', async () => {
    mockApi({});
    startSecondStep('sms', inFuture(600));
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Verify your code' })).toBeInTheDocument();
    expect(screen.getByText('***-***-**89')).toBeInTheDocument();
    expect(digits()).toHaveLength(6);
    expect(submitButton()).toBeDisabled();
    await user.type(digits()[0]!, '12345');
    expect(submitButton()).toBeDisabled();
    await user.type(digits()[5]!, '6');
    expect(submitButton()).toBeEnabled();
  });

  it('counts down to the code expiry before resending is possible', () => {
    mockApi({});
    startSecondStep('sms', inFuture(600));
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    const resend = screen.getByRole('button', { name: 'Resend Verification Code ? (00:10:00)' });
    expect(resend).toBeDisabled();
  });

  it("offers 'Resend Code' after expiry and restarts the countdown from the server's answer", async () => {
    const api = mockApi({
      'POST /resend-verification-code': () => json({ message: 'Code sent.', sms_verification_code_expires_at: inFuture(600) }),
    });
    startSecondStep('sms', new Date(Date.now() - 1000).toISOString());
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('OTP resent successfully')).toBeInTheDocument();
    expect(api.calls('POST /resend-verification-code')[0]?.body).toEqual({ email: 'rita@example.com' });
    expect(api.calls('POST /resend-verification-code')[0]?.headers.get('Authorization')).toBe('Bearer pre-token');
    expect(await screen.findByRole('button', { name: /^Resend Verification Code \? \(00:(10:00|09:5\d)\)$/ })).toBeDisabled();
  });

  it("says 'Failed to resend OTP.' when the server refuses without a message", async () => {
    mockApi({ 'POST /resend-verification-code': () => json(undefined, 429) });
    startSecondStep('sms', new Date(Date.now() - 1000).toISOString());
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Failed to resend OTP.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('starts the countdown at 600 seconds when the login answer names no expiry', () => {
    mockApi({});
    startSecondStep('sms', null);
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    expect(screen.getByRole('button', { name: 'Resend Verification Code ? (00:10:00)' })).toBeDisabled();
  });

  it('verifies the code, stores the full session and lands on the dashboard', async () => {
    const full = makeAuthPayload(makeUser({ two_factor_type: 'sms' }));
    const api = mockApi({ 'POST /verify-2fa-code': () => json({ message: 'ok', data: { ...full, authorization: { ...full.authorization, token: 'full-token', stage: 'verified' } } }) });
    startSecondStep('sms', inFuture(600));
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    const user = userEvent.setup();

    await user.type(digits()[0]!, '123456');
    await user.click(submitButton());

    expect(await screen.findByText('OTP verified successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.calls('POST /verify-2fa-code')[0]?.body).toEqual({ code: '123456', email: 'rita@example.com', type: 'sms' });
    expect(readSession()?.token).toBe('full-token');
    expect(readSession()?.stage).toBeNull();
  });

  it('takes a recovery code instead of the authenticator code, and says a wrong one once, inline', async () => {
    const full = makeAuthPayload(makeUser({ two_factor_type: 'google2fa' }));
    let tries = 0;
    const api = mockApi({
      'POST /verify-2fa-code': () =>
        (tries += 1) === 1
          ? json({ message: 'Two-Factor Authentication verification failed.' }, 422)
          : json({ message: 'ok', data: { ...full, authorization: { ...full.authorization, token: 'full-token', stage: 'verified' } } }),
    });
    startSecondStep('google2fa', null);
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await user.click(submitButton());
    expect(await screen.findAllByText('Two-Factor Authentication verification failed.')).toHaveLength(1);

    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.calls('POST /verify-2fa-code')[1]?.body).toEqual({ recovery_code: 'ABCDE-FGHJK', email: 'rita@example.com', type: 'google2fa' });
  });

  it('shows the spec failure message when the server gives none', async () => {
    mockApi({ 'POST /verify-2fa-code': () => json(undefined, 422) });
    startSecondStep('google2fa', null);
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    const user = userEvent.setup();

    expect(screen.getByText('Enter the six-digit code shown in your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    await user.type(digits()[0]!, '654321');
    await user.click(submitButton());
    const form = screen.getByRole('form', { name: 'Verify your code' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Two-Factor Authentication verification failed.');
  });

  it('sends a visitor without a pending second step to sign in', () => {
    mockApi({});
    renderWithProviders(<TwoFactorPage />, { route: '/twofactor', path: '/twofactor' });
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });
});
