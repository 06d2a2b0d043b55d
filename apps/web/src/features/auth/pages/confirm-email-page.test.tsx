import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { ConfirmEmailPage } from './confirm-email-page';

const INVALID = 'The verification code is invalid or has expired.';
const SENT = 'If this account is still waiting to be verified, a new code is on its way to its email address.';

function setup(route: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /confirmation': () => json({ message: INVALID, errors: { verificationCode: [INVALID] } }, 422),
    ...handlers,
  });
  renderWithProviders(<ConfirmEmailPage />, { route, path: '/auth/confirm' });
  return { api, user: userEvent.setup() };
}

/** The page once the link's own code was refused: the form is shown with the server's message. */
async function afterExpiredLink(handlers: Parameters<typeof mockApi>[0] = {}) {
  const context = setup('/auth/confirm?userId=44&code=482913', handlers);
  // The refusal shows on the page and in a toast (both alerts), in either order.
  await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(INVALID))).toBe(true));
  // The refusal's toast can show before the page swaps its "Verifying" card for the form: wait for the form.
  await screen.findByLabelText('Confirmation code');
  // Under the form and in the toast.
  await waitFor(() => expect(screen.getAllByText(INVALID)).toHaveLength(2));
  return context;
}

describe('confirm email page: a new code', () => {
  it('sends a new code for the account of the link and clears the dead code', async () => {
    const { api, user } = await afterExpiredLink({ 'POST /confirmation/resend': () => json({ message: SENT }) });
    expect(screen.getByLabelText('Confirmation code')).toHaveValue('482913');
    // The message shows under the form and in a 'Failure' toast.
    const shown = screen.getAllByText(INVALID).length;

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(SENT)).toHaveAttribute('role', 'status');
    expect(api.calls('POST /confirmation/resend')[0]?.body).toEqual({ userId: 44 });
    expect(screen.getByLabelText('Confirmation code')).toHaveValue('');
    // The form's own error about the dead code is gone (the toast fades by itself).
    expect(screen.queryAllByText(INVALID)).toHaveLength(shown - 1);
    expect(screen.getByRole('button', { name: /Send a new code \(\d+s\)/ })).toBeDisabled();
  });

  it("shows the server's message when it refuses (429)", async () => {
    const { user } = await afterExpiredLink({ 'POST /confirmation/resend': () => json({ message: 'Too many attempts. Please try again later.' }, 429) });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Too many attempts. Please try again later.'));
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it('offers no new code without an account in the link', async () => {
    const { api } = setup('/auth/confirm');
    expect(await screen.findByText(/Open the verification link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send a new code/ })).toBeNull();
    expect(api.calls('POST /confirmation')).toHaveLength(0);
  });

  it('offers no new code when the account in the link is not a number', async () => {
    const { api } = setup('/auth/confirm?userId=abc&code=482913');
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send a new code/ })).toBeNull();
    expect(api.calls('POST /confirmation')).toHaveLength(0);
  });
});
