import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

function menuLabels(roles: string[] | null): string[] {
  renderWithProviders(<SidebarNav roles={roles} />, { route: '/dashboard' });
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('sidebar menu by role', () => {
  it('shows a visitor only the Dashboard, without Log Out', () => {
    expect(menuLabels(null)).toEqual(['Dashboard']);
  });

  it('shows a realtor the full menu and Log Out', () => {
    expect(menuLabels(['Realtor'])).toEqual([
      'Dashboard',
      'Properties',
      'Saved Homes',
      'My Listings',
      'Add Property',
      'Waiting on you',
      'Transactions',
      'Projects',
      'Calendar',
      'Messages',
      'Vendors',
      'Prospects',
      'Email Campaign',
      'Share Documents',
      'Settings',
      'Notifications',
      'Log Out',
    ]);
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/auth/logout');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a seller the seller menu', () => {
    expect(menuLabels(['Seller'])).toEqual(['Dashboard', 'My home', 'Properties', 'Saved Homes', 'Transactions', 'Projects', 'Messages', 'Calendar', 'Settings', 'Notifications', 'Log Out']);
  });

  it('shows a buyer the buyer menu', () => {
    expect(menuLabels(['Buyer'])).toEqual(['Dashboard', 'Properties', 'Saved Homes', 'Transactions', 'Projects', 'Messages', 'Calendar', 'Agents', 'Settings', 'Notifications', 'Log Out']);
  });

  it('shows a vendor Projects, Calendar, Messages, Settings and Notifications only', () => {
    expect(menuLabels(['Vendor'])).toEqual(['Projects', 'Calendar', 'Messages', 'Settings', 'Notifications', 'Log Out']);
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/timeline');
  });
});

describe('avatar menu', () => {
  it('greets the user and offers Profile Settings, Dashboard and Log out', async () => {
    renderWithProviders(<UserMenu user={makeUser({ name: 'Rita Realtor' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('Hi, Rita')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
  });

  it('hides the Dashboard link from a vendor', async () => {
    renderWithProviders(<UserMenu user={makeUser({ name: 'Vic Vendor', roles: [{ id: 5, name: 'Vendor' }] })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('Hi, Vic')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});

describe('sidebar entries of features not built yet', () => {
  it('leaves out an entry whose route is still "coming soon", and shows it once a real page replaces it', async () => {
    const { registerComingSoon } = await import('../routes/coming-soon-paths');
    registerComingSoon('campaign');
    const labels = menuLabels(['Realtor']);
    expect(labels).not.toContain('Email Campaign');
    expect(labels).toContain('Transactions');
  });
});
