import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { TourRequestModal } from './tour-request-modal';

// The realtor is in Los Angeles: 9:00 and 11:00 there are 12:00 and 14:00 for this New York buyer.
const REALTOR_HOURS = {
  date: '2030-06-01',
  timezone: 'America/Los_Angeles',
  minimum_notice: 0,
  times: [
    { time: '09:00', start: '2030-06-01T16:00:00.000Z', end: '2030-06-01T17:00:00.000Z' },
    { time: '11:00', start: '2030-06-01T18:00:00.000Z', end: '2030-06-01T19:00:00.000Z' },
  ],
};

function renderModal(answer: { status: number; body: unknown }, freeTimes: object = REALTOR_HOURS) {
  const user = makeUser({ id: 2, timezone: 'America/New_York' });
  act(() => saveSession(makeAuthPayload(user), { remember: false, stage: null }));
  const api = mockApi({
    'GET /me': () => json({ data: user }),
    'GET /tour/free-times': () => json({ data: freeTimes }),
    'POST /person_tour': () => answer,
    'POST /video_tour': () => answer,
  });
  renderWithProviders(<TourRequestModal propertyId={3} label="Harbor loft" onClose={() => undefined} />);
  return api;
}

const chooseDate = async (date: string) => {
  const input = await screen.findByLabelText(/Date/);
  await userEvent.clear(input);
  await userEvent.type(input, date);
};

afterEach(() => vi.useRealTimers());

describe('tour request', () => {
  it("offers the realtor's free hours on the buyer's clock and books the chosen one, without a meeting link", async () => {
    const api = renderModal(json({ status: 'error' }, 500));
    await userEvent.click(await screen.findByRole('radio', { name: 'In person' }));
    expect(screen.queryByLabelText('Meeting link')).not.toBeInTheDocument();
    const date = screen.getByLabelText(/Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2030-06-01');
    await userEvent.type(screen.getByLabelText('Note'), 'Ring twice');
    // Nothing chosen yet: the form says so and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Book tour' }));
    expect(await screen.findByText('Please choose one of the free times.')).toBeInTheDocument();
    expect(api.calls('POST /person_tour')).toHaveLength(0);

    const times = await screen.findByRole('group', { name: 'Free times' });
    expect(within(times).getAllByRole('button').map((button) => button.textContent)).toEqual(['12:00 PM', '2:00 PM']);
    await userEvent.click(within(times).getByRole('button', { name: '2:00 PM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book tour' }));
    await vi.waitFor(() => expect(api.calls('POST /person_tour')).toHaveLength(1));
    expect(api.calls('POST /person_tour')[0]?.body).toEqual({
      property_id: 3,
      date: '2030-06-01',
      time: '11:00',
      timezone: 'America/Los_Angeles',
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
    const date = await screen.findByLabelText(/Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2030-06-01');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Free times' })).getByRole('button', { name: '12:00 PM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book tour' }));
    expect(await screen.findByText('Meetings can only be scheduled for dates in the future.')).toBeInTheDocument();
  });

  it("offers only the hours the realtor's minimum notice still allows, and says how far ahead to book", async () => {
    // 14:30 UTC: the 9:00 hour in Los Angeles (16:00 UTC) is an hour and a half away, the 11:00 one three and a half.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T14:30:00.000Z'));
    renderModal(json({ status: 'error' }, 500), { ...REALTOR_HOURS, minimum_notice: 120 });
    await chooseDate('2030-06-01');
    const times = await screen.findByRole('group', { name: 'Free times' });
    expect(within(times).getAllByRole('button').map((button) => button.textContent)).toEqual(['2:00 PM']);
    expect(screen.getByText(/Book at least 2 hours ahead\./)).toBeInTheDocument();
  });

  it('says no time is free when the notice leaves none of the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T17:30:00.000Z'));
    renderModal(json({ status: 'error' }, 500), { ...REALTOR_HOURS, minimum_notice: 1440 });
    await chooseDate('2030-06-01');
    expect(await screen.findByText(m.noFreeTimes)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Free times' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a time inside the realtor's buffer, and reloads the free times", async () => {
    const api = renderModal(json({ message: m.slotTooClose, errors: { time: [m.slotTooClose] } }, 422));
    await chooseDate('2030-06-01');
    await userEvent.click(within(await screen.findByRole('group', { name: 'Free times' })).getByRole('button', { name: '12:00 PM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book tour' }));
    expect(await screen.findByText(m.slotTooClose)).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls('GET /tour/free-times').length).toBeGreaterThan(1));
  });
});
