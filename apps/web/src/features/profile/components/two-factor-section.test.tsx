import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession, type SessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { TwoFactorSection } from './two-factor-section';

const disabled = 'Two-factor authentication is disabled.';
const failed = 'Two-Factor Authentication verification failed.';

/** As the settings page mounts it: keyed by the two-factor type, so a change starts the section afresh. */
function Section() {
  const { user } = useSession();
  return user ? <TwoFactorSection key={user.two_factor_type ?? 'off'} user={user} /> : null;
}

function setup(type: SessionUser['two_factor_type'], handlers: Parameters<typeof mockApi>[0] = {}) {
  const signedIn = makeUser({ two_factor_type: type });
  const api = mockApi({ 'GET /me': () => json({ data: signedIn }), ...handlers });
  act(() => saveSession(makeAuthPayload(signedIn), { remember: false, stage: null }));
  renderWithProviders(<Section />);
  return { api, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Two-factor login' });
const form = () => screen.getByRole('form', { name: 'Turn off two-factor login' });
const digits = () => screen.getAllByLabelText('Two-factor code digit');
const turnOff = () => within(form()).getByRole('button', { name: 'Turn off' });

async function chooseOff(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Off' }));
}

describe('two-factor section: turning it off', () => {
  it('takes the password, as before, and then reads Off', async () => {
    let on = true;
    const { api, user } = setup('sms', {
      'GET /me': () => json({ data: makeUser({ two_factor_type: on ? 'sms' : null }) }),
      'POST /disable-2fa': () => {
        on = false;
        return json({ message: disabled });
      },
    });
    await chooseOff(user);
    expect(turnOff()).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'Openhouse1!');
    await user.click(turnOff());

    await waitFor(() => expect(api.calls('POST /disable-2fa')).toHaveLength(1));
    expect(api.calls('POST /disable-2fa')[0]?.body).toEqual({ password: 'Openhouse1!' });
    expect(await screen.findByText(disabled)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Currently:')).toHaveTextContent('Currently: Off'));
    expect(screen.queryByRole('form', { name: 'Turn off two-factor login' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a wrong password", async () => {
    const wrong = 'The current password is incorrect.';
    const { user } = setup('sms', { 'POST /disable-2fa': () => json({ message: wrong, errors: { password: [wrong] } }, 422) });
    await chooseOff(user);
    await user.type(screen.getByLabelText('Your password'), 'nope');
    await user.click(turnOff());
    expect(await within(section()).findByRole('alert')).toHaveTextContent(wrong);
    expect(screen.getByLabelText('Your password')).toBeInTheDocument();
  });

  it('takes a code from the authenticator app instead of the password', async () => {
    const { api, user } = setup('google2fa', { 'POST /disable-2fa': () => json({ message: disabled }) });
    await chooseOff(user);
    await user.click(screen.getByRole('button', { name: 'Use a code instead' }));

    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(form()).getByText('Enter the six-digit code shown in your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Text me/ })).not.toBeInTheDocument();
    expect(turnOff()).toBeDisabled();
    await user.type(digits()[0]!, '123456');
    await user.click(turnOff());

    await waitFor(() => expect(api.calls('POST /disable-2fa')).toHaveLength(1));
    expect(api.calls('POST /disable-2fa')[0]?.body).toEqual({ code: '123456' });
    expect(await screen.findByText(disabled)).toBeInTheDocument();
  });

  it('goes back to the password on request', async () => {
    const { user } = setup('google2fa');
    await chooseOff(user);
    await user.click(screen.getByRole('button', { name: 'Use a code instead' }));
    await user.click(screen.getByRole('button', { name: 'Use your password instead' }));
    expect(screen.getByLabelText('Your password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Two-factor code digit')).not.toBeInTheDocument();
  });

  it("texts an SMS user a code to the number on file, counts down before another, and takes that code", async () => {
    const { api, user } = setup('sms', {
      'POST /send-verification-code': () => json({ message: 'A verification code has been sent to your phone.', sms_verification_code_expires_at: new Date(Date.now() + 600_000).toISOString() }),
      'POST /disable-2fa': () => json({ message: disabled }),
    });
    await chooseOff(user);
    await user.click(screen.getByRole('button', { name: 'Use a code instead' }));

    // Nothing to type until a code was sent.
    expect(screen.queryByLabelText('Two-factor code digit')).not.toBeInTheDocument();
    expect(within(form()).getByText('***-***-**89')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));

    await waitFor(() => expect(api.calls('POST /send-verification-code')).toHaveLength(1));
    // No number in the body: the server texts the one on file, where login codes go.
    expect(api.calls('POST /send-verification-code')[0]?.body).toEqual({});
    expect(await within(form()).findByText(/Enter the six-digit code we texted to/)).toHaveTextContent('***-***-**89');
    expect(screen.getByRole('button', { name: /^Text me a new code \((60|59)s\)$/ })).toBeDisabled();

    await user.type(digits()[0]!, '482913');
    await user.click(turnOff());
    await waitFor(() => expect(api.calls('POST /disable-2fa')).toHaveLength(1));
    expect(api.calls('POST /disable-2fa')[0]?.body).toEqual({ code: '482913' });
    expect(await screen.findByText(disabled)).toBeInTheDocument();
  });

  it("shows the server's message when the code cannot be texted, and lets the user try again", async () => {
    const tooMany = 'Too many requests, please try again later.';
    const { user } = setup('sms', { 'POST /send-verification-code': () => json({ message: tooMany }, 429) });
    await chooseOff(user);
    await user.click(screen.getByRole('button', { name: 'Use a code instead' }));
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
    expect(screen.queryByLabelText('Two-factor code digit')).not.toBeInTheDocument();
  });

  it("shows the server's message for a wrong code and stays on", async () => {
    const { api, user } = setup('google2fa', { 'POST /disable-2fa': () => json({ message: failed, errors: { code: [failed] } }, 422) });
    await chooseOff(user);
    await user.click(screen.getByRole('button', { name: 'Use a code instead' }));
    await user.type(digits()[0]!, '000000');
    await user.click(turnOff());

    expect(await within(section()).findByRole('alert')).toHaveTextContent(failed);
    expect(screen.getByText('Currently:')).toHaveTextContent('Currently: Authenticator app');
    expect(api.calls('GET /me')).toHaveLength(1);
    expect(digits()).toHaveLength(6);
  });

  it('brings up the code field when the account turns out to have no password', async () => {
    const none = 'This account has no password. Enter a current two-factor code instead.';
    const { user } = setup('google2fa', { 'POST /disable-2fa': () => json({ message: none, code: 'password_not_set', errors: { password: [none] } }, 422) });
    await chooseOff(user);
    await user.type(screen.getByLabelText('Your password'), 'guess');
    await user.click(turnOff());

    expect(await within(section()).findByRole('alert')).toHaveTextContent(none);
    expect(digits()).toHaveLength(6);
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
  });
});
