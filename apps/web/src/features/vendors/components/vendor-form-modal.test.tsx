import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { PROPOSED_USER_NAME_HINT } from '../../../lib/use-proposed-user-name';
import { VendorFormModal } from './vendor-form-modal';

const userName = () => screen.getByRole('textbox', { name: /User name/ });

describe('add vendor: the proposed user name', () => {
  it('follows the e-mail, avoids the names on the list, and is sent as shown', async () => {
    const api = mockApi({ 'POST /vendor': () => json({ message: 'Vendor added successfully.', data: {} }, 201) });
    const user = userEvent.setup();
    renderWithProviders(<VendorFormModal opened vendor={null} onClose={() => undefined} taken={['pat.plumbs']} />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Pat Plumber');
    await waitFor(() => expect(userName()).toHaveValue('patplumber'));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'pat.plumbs@example.com');
    await waitFor(() => expect(userName()).toHaveValue('pat.plumbs1'));
    expect(screen.getByText(PROPOSED_USER_NAME_HINT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ name: 'Pat Plumber', user_name: 'pat.plumbs1' }));
  });

  it('stops proposing once the realtor types their own', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<VendorFormModal opened vendor={null} onClose={() => undefined} />);
    await user.type(userName(), 'mine');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ivy Inspector');
    expect(userName()).toHaveValue('mine');
    expect(screen.queryByText(PROPOSED_USER_NAME_HINT)).not.toBeInTheDocument();
  });
});
