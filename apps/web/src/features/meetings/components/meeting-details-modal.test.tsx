import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { MeetingDetailsModal } from './meeting-details-modal';

const invite: MeetingInvite = {
  id: 5,
  meetingInviteId: 5,
  kind: 'video_tour',
  title: 'Video tour: Harbor loft',
  subject: 'Video tour: Harbor loft',
  description: 'Please show the roof deck.',
  start: '2030-06-01T17:00:00.000Z',
  end: '2030-06-01T18:00:00.000Z',
  starting_time: '2030-06-01 10:00:00',
  ending_time: '2030-06-01 11:00:00',
  timezone: 'America/Los_Angeles',
  all_day: false,
  status: 'scheduled',
  property: { id: 3, label: 'Harbor loft', street_address: '1 Bay St' },
  project_id: null,
  is_organiser: false,
  participants: {
    location: 'https://meet.jit.si/Openhouse-abc',
    sender: { id: 2, name: 'Bea Buyer', email: 'bea@example.com' },
    recipients: [{ id: 7, name: 'Rita Realtor', email: 'rita@example.com' }],
  },
  guest: null,
  meeting_type: null,
  tour: { answer: 'pending', reason: null, proposed_start: null, proposed_end: null },
  created_at: '2030-05-01T00:00:00.000Z',
};

function renderModal(cancelAnswers: { status: number; body: unknown }[]) {
  const user = makeUser({ id: 7 });
  act(() => saveSession(makeAuthPayload(user), { remember: false, stage: null }));
  const api = mockApi({
    'GET /me': () => json({ data: user }),
    'GET /video_tour/meeting_invites/5': () => json({ data: invite }),
    'DELETE /video_tour/cancel/5': () => cancelAnswers.shift()!,
  });
  const onClose = vi.fn();
  renderWithProviders(<MeetingDetailsModal meetingId={5} onClose={onClose} />);
  return { api, onClose };
}

describe('meeting details', () => {
  it('shows the time, the link and the people, and cancels only on the second step', async () => {
    const { api, onClose } = renderModal([json({ message: 'Meeting cancelled.', data: { ...invite, status: 'cancelled' } })]);
    expect(await screen.findByText('Sat, Jun 1, 10:00 AM – 11:00 AM (America/Los_Angeles)')).toBeInTheDocument();
    // A tour request the realtor has not answered yet offers the three answers.
    expect(screen.getByText('Awaiting the realtor’s answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose another time' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.jit.si/Openhouse-abc' })).toHaveAttribute('href', 'https://meet.jit.si/Openhouse-abc');
    expect(screen.getByText('Bea Buyer (organiser)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    expect(api.calls('DELETE /video_tour/cancel/5')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel meeting' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('DELETE /video_tour/cancel/5')).toHaveLength(1);
  });

  it("says 'Error cancelling meeting' when the cancel fails, and stays open", async () => {
    const { onClose } = renderModal([json({ message: 'Database unavailable.' }, 503)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel meeting' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel meeting' }));
    expect(await screen.findByText('Error cancelling meeting')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
