import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { clearSession, saveSession } from '../../../lib/session';
import { AdminUsersPage } from './admin-users-page';

const page = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, per_page: 10, from: data.length ? 1 : null, to: data.length || null, total: data.length });
const dora = { id: 12, name: 'Dora Buyer', email: 'dora@example.com', user_name: 'dora', roles: ['Buyer'], state: 'active', disabled_at: null, created_at: '2026-01-02T10:00:00.000Z' };
const self = { ...dora, id: 1, name: 'Ada Admin', email: 'ada@example.com', user_name: 'ada', roles: ['Admin'] };

afterEach(() => act(() => clearSession()));

describe('admin users page', () => {
  it('lists users with roles and state, disables one after confirming, and shows the admin activity', async () => {
    act(() => saveSession(makeAuthPayload(makeUser({ id: 1, name: 'Ada Admin', roles: [{ id: 7, name: 'Admin' }] })), { remember: false, stage: null }));
    let disabled = false;
    const api = mockApi({
      'GET /admin/users': () => json(page([self, { ...dora, state: disabled ? 'disabled' : 'active' }])),
      'GET /admin/audit': () =>
        json(page(disabled ? [{ id: 1, action: 'user.disabled', actor: { id: 1, name: 'Ada Admin' }, target: { id: 12, name: 'Dora Buyer' }, detail: null, created_at: '2026-01-03T10:00:00.000Z' }] : [])),
      'POST /admin/users/12/disable': () => {
        disabled = true;
        return json({ message: "Dora Buyer's account is disabled. Their sessions have ended.", data: { ...dora, state: 'disabled' } });
      },
    });
    renderWithProviders(<AdminUsersPage />);

    const table = await screen.findByRole('table', { name: 'Users' });
    const row = within(table).getByText('Dora Buyer').closest('tr')!;
    expect(within(row).getByText('Buyer')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    // No action on the admin's own row.
    expect(within(table).queryByRole('button', { name: 'Disable Ada Admin' })).toBeNull();
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Disable Dora Buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable account' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));

    await waitFor(() => expect(api.calls('POST /admin/users/12/disable')).toHaveLength(1));
    expect(await within(table).findByText('Disabled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable Dora Buyer' })).toBeInTheDocument();
    const activity = await screen.findByRole('list', { name: 'Admin activity' });
    expect(activity).toHaveTextContent('Ada Admin · Disabled an account: Dora Buyer');
  });

  it('says when the search matches nobody, and shows the error when the list cannot load', async () => {
    act(() => saveSession(makeAuthPayload(makeUser({ id: 1, roles: [{ id: 7, name: 'Admin' }] })), { remember: false, stage: null }));
    mockApi({ 'GET /admin/users': () => json(page([])), 'GET /admin/audit': () => json({ message: 'This action is unauthorized.' }, 403) });
    renderWithProviders(<AdminUsersPage />);
    expect(await screen.findByText('No users match this search.')).toBeInTheDocument();
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
  });
});
