import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlobalModalsHost } from '../../../app/modals/global-modals-host';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser, pageOf } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { readSession, saveSession } from '../../../lib/session';
import { DashboardPage } from './dashboard-page';

function renderDashboard(showGuidedTour: 0 | 1) {
  const user = makeUser({ id: 7, show_guided_tour: showGuidedTour });
  act(() => saveSession(makeAuthPayload(user), { remember: false, stage: null }));
  const api = mockApi({
    'GET /me': () => json({ data: user }),
    'GET /bidding_history': () => json(pageOf([])),
    'PUT /users/7': () => json({ data: { ...user, show_guided_tour: 1 } }),
  });
  renderWithProviders(
    <>
      <DashboardPage notifications={null} />
      <GlobalModalsHost />
    </>,
    { route: '/dashboard' },
  );
  return api;
}

describe('dashboard, the welcome tour', () => {
  it('opens on the first visit of a user who has not seen it, and is recorded as it opens', async () => {
    const api = renderDashboard(0);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Openhouse' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('PUT /users/7')).toHaveLength(1));
    expect(api.calls('PUT /users/7')[0]?.body).toEqual({ show_guided_tour: 1 });
    expect(readSession()?.user.show_guided_tour).toBe(1);
  });

  it('stays closed for a user who has seen it', async () => {
    const api = renderDashboard(1);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome to Openhouse' })).not.toBeInTheDocument();
    expect(api.calls('PUT /users/7')).toHaveLength(0);
  });
});
