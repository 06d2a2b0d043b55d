import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { PublicCalendarPage } from './public-calendar-page';

const UUID = '11111111-2222-4333-8444-555555555555';
const meeting = { id: 9, kind: 'meeting', subject: 'Late closing', start: '2027-02-13T03:00:00.000Z', end: '2027-02-13T06:00:00.000Z', all_day: false, status: 'scheduled', project_id: null };

describe('the shared calendar link', () => {
  it('opens a meeting read-only: subject and time on the link’s clock, nothing to cancel', async () => {
    mockApi({
      'GET /calendar/public': () => json({ data: { zone: 'America/New_York', owner: { name: 'Riley Realtor' }, task_groups: [], meetings: [meeting], filters: { projects: [], milestones: [], vendors: [] } } }),
    });
    renderWithProviders(<PublicCalendarPage />, { route: `/calendar?uuid=${UUID}&userUuid=${UUID}&startDate=2027-02-12&view=day&timezone=America/New_York`, path: '/calendar' });
    await userEvent.click(await screen.findByRole('button', { name: 'Late closing, 10:00 PM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Late closing' });
    expect(within(dialog).getByText('Fri, Feb 12, 10:00 PM – Sat, Feb 13, 1:00 AM (America/New_York)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
  });
});
