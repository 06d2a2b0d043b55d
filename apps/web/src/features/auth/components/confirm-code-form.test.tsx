import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { isLive, readSession } from '../../../lib/session';
import { ConfirmCodeForm } from './confirm-code-form';

const newBuyer = makeUser({ id: 44, name: 'Nina New', email: 'nina@example.com', roles: [{ id: 3, name: 'Buyer' }] });

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /me': () => json({ data: newBuyer }), ...handlers });
  renderWithProviders(<ConfirmCodeForm userId={44} referrer="/properties/5" />, { route: '/properties/5', path: '/properties/:propertyId' });
  return { api, user: userEvent.setup() };
}

async function enter(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByLabelText(/Confirmation code/);
  await user.clear(field);
  if (code) await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('confirmation code form', () => {
  it("checks the code with the spec's rules before sending it", async () => {
    const { api, user } = setup();
    await enter(user, '');
    expect(await screen.findByText('Confirmation code is required.')).toBeInTheDocument();
    await enter(user, '12');
    expect(await screen.findByText('Minimum length should be 4')).toBeInTheDocument();
    await enter(user, '12ab');
    expect(await screen.findByText('Only numeric characters are allowed.')).toBeInTheDocument();
    expect(api.calls('POST /confirmation')).toHaveLength(0);
  });

  it("shows the server's message for a wrong code and stays signed out", async () => {
    const { user } = setup({
      'POST /confirmation': () =>
        json({ message: 'The verification code is invalid or has expired.', errors: { verificationCode: ['The verification code is invalid or has expired.'] } }, 422),
    });
    await enter(user, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is invalid or has expired.');
    expect(readSession()).toBeNull();
  });

  it('sends the account and the code, signs the user in and stays on the page', async () => {
    const { api, user } = setup({ 'POST /confirmation': () => json({ message: 'Your email address is verified.', data: makeAuthPayload(newBuyer) }) });
    await enter(user, ' 482913 ');
    await waitFor(() => expect(api.calls('POST /confirmation')).toHaveLength(1));
    expect(api.calls('POST /confirmation')[0]?.body).toEqual({ userId: 44, verificationCode: '482913' });
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(isLive(readSession())).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/properties/5');
  });

  it('sends a new code for the account, shows the answer, and clears the dead code and its error', async () => {
    const sent = 'If this account is still waiting to be verified, a new code is on its way to its email address.';
    const { api, user } = setup({
      'POST /confirmation': () => json({ message: 'Too many wrong codes. Please request a new code.' }, 429),
      'POST /confirmation/resend': () => json({ message: sent }),
    });
    await enter(user, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes. Please request a new code.');

    await user.click(screen.getByRole('button', { name: /Send a new code/ }));
    expect(await screen.findByText(sent)).toHaveAttribute('role', 'status');
    expect(api.calls('POST /confirmation/resend')).toHaveLength(1);
    expect(api.calls('POST /confirmation/resend')[0]?.body).toEqual({ userId: 44 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/Confirmation code/)).toHaveValue('');
    // One new code a minute: the button waits, counting down.
    expect(screen.getByRole('button', { name: /Send a new code \(\d+s\)/ })).toBeDisabled();
    expect(readSession()).toBeNull();
  });

  it('lets the user ask again once the minute is over', async () => {
    const { api, user } = setup({ 'POST /confirmation/resend': () => json({ message: 'Sent.' }) });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('button', { name: /Send a new code \(\d+s\)/ })).toBeDisabled();
    const later = Date.now() + 61_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled(), { timeout: 3000 });
    } finally {
      clock.mockRestore();
    }
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(api.calls('POST /confirmation/resend')).toHaveLength(2));
  });

  it("shows the server's message when a new code is refused (429), and lets the user try again later", async () => {
    const { api, user } = setup({ 'POST /confirmation/resend': () => json({ message: 'Too many attempts. Please try again later.' }, 429) });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(screen.queryByText(/a new code is on its way/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    expect(api.calls('POST /confirmation')).toHaveLength(0);
  });

  it('says so when the server cannot be reached', async () => {
    const { user } = setup({
      'POST /confirmation/resend': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached. Please try again.');
  });
});
