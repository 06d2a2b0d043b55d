import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { ActivityTab } from './activity-tab';

const rita = { id: 2, name: 'Rita Realtor', email: 'rita@example.com', picture: null };
const entry = { kind: 'task_moved', at: '2026-11-28T15:00:00.000Z', actor: rita, person: null, subject: 'Book the inspector', task_title: 'Book the inspector', from_status: 'To Do', to_status: 'In Progress', dates: null };
const pageOf = (data: unknown[], page: number, total: number) => ({ data, current_page: page, last_page: Math.max(1, Math.ceil(total / 20)), per_page: 20, from: data.length ? (page - 1) * 20 + 1 : null, to: data.length ? (page - 1) * 20 + data.length : null, total });

describe('the activity tab', () => {
  it('reads each line with who did it and when, and pages on', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /projects/7/activity': (request) => json(pageOf(Array.from({ length: 20 }, () => entry), Number(request.query.get('page')), 25)),
    });
    renderWithProviders(<ActivityTab projectId={7} />);
    const items = await screen.findAllByText('moved “Book the inspector” from To Do to In Progress');
    expect(items).toHaveLength(20);
    expect(screen.getAllByText('Rita Realtor')[0]).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next page' }));
    expect(api.calls('GET /projects/7/activity').at(-1)!.query.get('page')).toBe('2');
  });

  it('writes a move in time with the dates before and after, as the task keeps them', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    const dates = { from: { start: '2026-12-01 10:00:00', end: '2026-12-01 11:00:00' }, to: { start: '2026-12-03 09:00:00', end: '2026-12-03 11:30:00' } };
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /projects/7/activity': () => json(pageOf([{ ...entry, kind: 'task_rescheduled', from_status: null, to_status: null, dates }], 1, 1)) });
    renderWithProviders(<ActivityTab projectId={7} />);
    expect(await screen.findByText('moved “Book the inspector” to Dec 3, 9:00 AM – Dec 3, 11:30 AM (was Dec 1, 10:00 AM – Dec 1, 11:00 AM)')).toBeInTheDocument();
  });

  it('says what will appear when nothing has happened yet', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /projects/7/activity': () => json(pageOf([], 1, 0)) });
    renderWithProviders(<ActivityTab projectId={7} />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});
