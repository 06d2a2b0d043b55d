import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { TourRequestModal } from './tour-request-modal';

function renderModal(answer: { status: number; body: unknown }) {
  const user = makeUser({ id: 2, timezone: 'America/New_York' });
  act(() => saveSession(makeAuthPayload(user), { remember: false, stage: null }));
  const api = mockApi({ 'GET /me': () => json({ data: user }), 'POST /person_tour': () => answer, 'POST /video_tour': () => answer });
  renderWithProviders(<TourRequestModal propertyId={3} label="Harbor loft" onClose={() => undefined} />);
  return api;
}

describe('tour request', () => {
  it("books an in-person tour on the viewer's clock, without a meeting link", async () => {
    const api = renderModal(json({ status: 'error' }, 500));
    await userEvent.click(await screen.findByRole('radio', { name: 'In person' }));
    expect(screen.queryByLabelText('Meeting link')).not.toBeInTheDocument();
    const date = screen.getByLabelText(/Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2030-06-01');
    await userEvent.type(screen.getByLabelText('Note'), 'Ring twice');
    await userEvent.click(screen.getByRole('button', { name: 'Book tour' }));
    await vi.waitFor(() => expect(api.calls('POST /person_tour')).toHaveLength(1));
    expect(api.calls('POST /person_tour')[0]?.body).toEqual({
      property_id: 3,
      date: '2030-06-01',
      time: '10:00',
      timezone: 'America/New_York',
      note: 'Ring twice',
    });
  });

  it("shows the server's field message under the date", async () => {
    renderModal(
      json(
        { message: 'Meetings can only be scheduled for dates in the future.', errors: { date: ['Meetings can only be scheduled for dates in the future.'] } },
        422,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Book tour' }));
    expect(await screen.findByText('Meetings can only be scheduled for dates in the future.')).toBeInTheDocument();
  });
});
