import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { RegisterForm } from './register-form';

const available = { 'GET /user_name': () => json({ available: true, message: 'The user name is available.' }) };

function setup(handlers = {}) {
  const api = mockApi({ ...available, ...handlers });
  const onRegistered = vi.fn();
  renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
  return { api, onRegistered, user: userEvent.setup() };
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Account' }));

async function fillValid(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Name/), 'Rita Realtor');
  await user.type(screen.getByLabelText(/^User name/), 'Rita.R');
  await user.type(screen.getByLabelText(/^Email/), 'Rita@Example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Sunny-47x');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Sunny-47x');
  await user.type(screen.getByLabelText(/^Phone number/), '(415) 555-0189');
  await user.click(screen.getByRole('checkbox'));
}

describe('RegisterForm', () => {
  it('shows the spec messages for an empty form, without asking for a DRE number', async () => {
    const { api, user } = setup();
    await submit(user);
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('user_name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter an email')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter password').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Mobile No is required')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms and Conditions.')).toBeInTheDocument();
    expect(screen.queryByText('DRE Number is required.')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/DRE number/)).not.toBeInTheDocument();
    expect(api.calls('POST /register')).toHaveLength(0);
  });

  it('enforces the password length and the confirmation match', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await submit(user);
    expect(await screen.findByText('You must enter minimum 6 characters.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'abcdefghijklm');
    await submit(user);
    expect(await screen.findByText('You must enter maximum 12 characters.')).toBeInTheDocument();

    // The cross-field checks run once every field on its own is valid (zod object refinements).
    await user.clear(screen.getByLabelText(/^Password/));
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Sunny-48x');
    await submit(user);
    expect(await screen.findByText('The password and confirmation password do not match.')).toBeInTheDocument();
  });

  it('asks for a DRE number only from a realtor', async () => {
    const { user } = setup({ 'POST /register': () => new Promise(() => {}) });
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/DRE number/)).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('DRE Number is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/DRE number/)).not.toBeInTheDocument();
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creating Account' })).toBeInTheDocument();
    expect(screen.queryByText('DRE Number is required.')).not.toBeInTheDocument();
  });

  it('checks the phone number', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Phone number/), '415-555');
    await submit(user);
    expect(await screen.findByText('Phone number must have at least 10 digits')).toBeInTheDocument();
  });

  it('posts the registration payload and tells the user to check their email', async () => {
    const { api, user, onRegistered } = setup({ 'POST /register': () => json({ message: 'Registered.', data: { id: 9 } }, 201) });
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText(/DRE number/), '01234567');
    await submit(user);

    expect(await screen.findByText('You are successfully registered with us. Please check your email for the verification link.')).toBeInTheDocument();
    // The new account's id travels on: the bid wizard confirms it with the e-mailed code.
    expect(onRegistered).toHaveBeenCalledExactlyOnceWith({ id: 9, email: 'rita@example.com' });
    expect(api.calls('POST /register')[0]?.body).toEqual({
      name: 'Rita Realtor',
      user_name: 'rita.r',
      email: 'rita@example.com',
      password: 'Sunny-47x',
      password_confirmation: 'Sunny-47x',
      phone: '+14155550189',
      mobile: '+14155550189',
      enabled: 1,
      dre_number: '01234567',
      terms: true,
    });
  });

  it("reads 'Creating Account' while the request runs", async () => {
    const { user } = setup({ 'POST /register': () => new Promise(() => {}) });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creating Account' })).toBeDisabled();
  });

  it('puts the server field errors on their fields and shows the server message', async () => {
    const { user, onRegistered } = setup({
      'POST /register': () =>
        json({ message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'], phone: ['Please enter a valid phone number'] } }, 422),
    });
    await fillValid(user);
    await submit(user);
    const form = screen.getByRole('form', { name: 'Create an Account' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('falls back to the generic failure message', async () => {
    const { user } = setup({ 'POST /register': () => json(undefined, 500) });
    await fillValid(user);
    await submit(user);
    const form = screen.getByRole('form', { name: 'Create an Account' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  });

  it('says when the user name is taken, once typing pauses', async () => {
    const { api, user } = setup({ 'GET /user_name': () => json({ available: false, message: 'The user name has already been taken.' }) });
    await user.type(screen.getByLabelText(/^User name/), 'rita');
    expect(await screen.findByText('The user name has already been taken.', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(api.calls('GET /user_name')).toHaveLength(1);
    expect(api.calls('GET /user_name')[0]?.query.get('user_name')).toBe('rita');
  });
});
