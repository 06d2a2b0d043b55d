import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { readSession } from '../../../lib/session';
import { GlobalModalsHost } from '../../../app/modals/global-modals-host';
import { LoginForm } from './login-form';

const noGoogle = { 'GET /config/public': () => json({ google_client_id: null }) };

const formAlert = () => within(screen.getByRole('form', { name: 'Sign in' })).findByRole('alert');

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginForm', () => {
  it('asks for an email and a password when submitted empty', async () => {
    const api = mockApi(noGoogle);
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('', '');
    expect(await screen.findByText('Please enter an email')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(api.calls('POST /login')).toHaveLength(0);
  });

  it('puts the cursor in the first wrong field, and checks each field again as it is corrected', async () => {
    const api = mockApi(noGoogle);
    renderWithProviders(<LoginForm />);
    const user = await fillAndSubmit('', 'secret1');
    expect(await screen.findByText('Please enter an email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByText('Please enter password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'rita@nowhere');
    expect(await screen.findByText('Not a valid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.com');
    await waitFor(() => expect(screen.queryByText('Not a valid email')).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText('Password'));
    expect(await screen.findByText('Please enter password')).toBeInTheDocument();
    expect(api.calls('POST /login')).toHaveLength(0);
  });

  it('refuses an address that is not an email', async () => {
    mockApi(noGoogle);
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('rita@nowhere', 'secret1');
    expect(await screen.findByText('Not a valid email')).toBeInTheDocument();
  });

  it('signs in, stores the session for the tab only and lands on the dashboard', async () => {
    const api = mockApi({ ...noGoogle, 'POST /login': () => json({ message: 'ok', data: makeAuthPayload() }) });
    renderWithProviders(<LoginForm />, { route: '/auth/login' });
    await fillAndSubmit('Rita@Example.com', 'secret1');

    expect(await screen.findByText('You are Logged In successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.calls('POST /login')[0]?.body).toEqual({ email: 'rita@example.com', password: 'secret1', remember_me: false });
    expect(window.sessionStorage.getItem('access_token')).toContain('token-abc');
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(readSession()?.stage).toBeNull();
  });

  it('keeps the session in localStorage when "Keep me logged in" is ticked', async () => {
    const api = mockApi({ ...noGoogle, 'POST /login': () => json({ message: 'ok', data: makeAuthPayload() }) });
    renderWithProviders(<LoginForm />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Keep me logged in'));
    await fillAndSubmit('rita@example.com', 'secret1');
    await screen.findByText('You are Logged In successfully.');
    expect(api.calls('POST /login')[0]?.body).toMatchObject({ remember_me: true });
    expect(window.localStorage.getItem('access_token')).toContain('token-abc');
  });

  it('sends a two-factor user to /twofactor with a pre-verification session', async () => {
    const payload = makeAuthPayload(makeUser({ two_factor_type: 'sms' }));
    mockApi({ ...noGoogle, 'POST /login': () => json({ message: 'ok', data: payload }) });
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('rita@example.com', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/twofactor'));
    expect(window.sessionStorage.getItem('auth_stage')).toBe('pre_verification');
    expect(screen.queryByText('You are Logged In successfully.')).not.toBeInTheDocument();
  });

  it('opens the guided tour for a first-time user, records it as it opens, and sends a vendor to the task board', async () => {
    const payload = makeAuthPayload(makeUser({ roles: [{ id: 5, name: 'Vendor' }], show_guided_tour: 0 }));
    const api = mockApi({
      ...noGoogle,
      'POST /login': () => json({ message: 'ok', data: payload }),
      'PUT /users/7': () => json({ data: { ...payload.user, show_guided_tour: 1 } }),
    });
    renderWithProviders(
      <>
        <LoginForm />
        <GlobalModalsHost />
      </>,
    );
    await fillAndSubmit('rita@example.com', 'secret1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/projects/tasks'));
    expect(await screen.findByText('Welcome to Openhouse')).toBeInTheDocument();

    // Recorded while the tour is still open: a second sign-in does not show it again.
    await waitFor(() => expect(api.calls('PUT /users/7')).toHaveLength(1));
    expect(api.calls('PUT /users/7')[0]?.body).toEqual({ show_guided_tour: 1 });
    expect(readSession()?.user.show_guided_tour).toBe(1);
    expect(screen.getByText('Welcome to Openhouse')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByText('Welcome to Openhouse')).not.toBeInTheDocument());
    expect(api.calls('PUT /users/7')).toHaveLength(1);
  });

  it('shows the server message and a Login Failed toast when the credentials are wrong', async () => {
    mockApi({ ...noGoogle, 'POST /login': () => json({ message: 'These credentials do not match our records.', code: 'invalid_credentials' }, 401) });
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('rita@example.com', 'wrong-one');
    const alert = await formAlert();
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
  });

  it('falls back to the spec wording when the failure carries no message', async () => {
    mockApi({ ...noGoogle, 'POST /login': () => json(undefined, 500) });
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('rita@example.com', 'secret1');
    expect(await formAlert()).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('says so when the server cannot be reached', async () => {
    mockApi({
      ...noGoogle,
      'POST /login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('rita@example.com', 'secret1');
    expect(await formAlert()).toHaveTextContent('An error occurred during login. Please try again later.');
  });

  it("reads 'Signing in' while the request runs", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    mockApi({ ...noGoogle, 'POST /login': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<LoginForm />);
    await fillAndSubmit('rita@example.com', 'secret1');
    expect(await screen.findByRole('button', { name: 'Signing in' })).toBeDisabled();
    answer(json({ message: 'ok', data: makeAuthPayload() }));
    await screen.findByText('You are Logged In successfully.');
  });

  it('offers Google sign-in only when the server names a Google client', async () => {
    mockApi({ 'GET /config/public': () => json({ google_client_id: 'client-123.apps.googleusercontent.com' }) });
    const { unmount } = renderWithProviders(<LoginForm />);
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    unmount();

    mockApi(noGoogle);
    renderWithProviders(<LoginForm />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument());
  });
});
