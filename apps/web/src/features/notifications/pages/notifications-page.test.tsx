import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { NotificationsPage } from './notifications-page';

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 };

describe('notifications page', () => {
  it("reads 'No Notifications Found.' when there are none", async () => {
    const api = mockApi({ 'GET /notification': () => json(emptyPage) });
    renderWithProviders(<NotificationsPage />, { route: '/notifications', path: '/notifications' });
    expect(await screen.findByText('No Notifications Found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    expect(api.calls('PUT /notifications')).toEqual([]);
    expect(screen.getByRole('columnheader', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
  });

  it('lists a page, marks a clicked notification read and follows its path', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /notification': () =>
        json({
          data: [
            { id: 31, message: 'New bid on 12 Elm St', path: '/properties/4', read: 0, created_at: '2025-03-04T17:05:00Z' },
            { id: 30, message: 'Contract signed', path: null, read: 1, created_at: '2025-03-03T09:00:00Z' },
          ],
          current_page: 2,
          last_page: 3,
          per_page: 2,
          from: 3,
          to: 4,
          total: 6,
        }),
      'PUT /notifications': () => json({ message: 'ok', unread_count: 0 }),
    });
    renderWithProviders(<NotificationsPage />, { route: '/notifications?page=2', path: '/notifications' });

    expect(await screen.findByText('Showing 3 to 4 of 6 entries')).toBeInTheDocument();
    expect(api.calls('GET /notification')[0]?.query.get('page')).toBe('2');
    // Times read in the default zone, America/Los_Angeles.
    expect(screen.getByText('03/04/2025 - 09:05 AM')).toBeInTheDocument();

    // Opening the page reads the unread ones it shows, and only those.
    await waitFor(() => expect(api.calls('PUT /notifications')[0]?.body).toEqual({ notification_ids: [31] }));

    await userEvent.setup().click(screen.getByText('New bid on 12 Elm St'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/properties/4'));
    expect(api.calls('PUT /notifications')[1]?.body).toEqual({ notification_id: 31 });
  });
});
