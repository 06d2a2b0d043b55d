import { projectMessages } from '@openhouse/shared/projects/messages';
import type { Calendar } from '@openhouse/shared/calendar/schemas';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { repairsGroup } from '../test/calendar-fixtures';
import { CalendarBoard } from './calendar-board';
import { useCalendarNavigation } from './use-calendar-navigation';

const calendar: Calendar = { zone: 'UTC', owner: { name: 'Rita' }, task_groups: [repairsGroup], meetings: [], filters: { projects: [], milestones: [], vendors: [] } };

function Board() {
  const nav = useCalendarNavigation('UTC', { view: 'month', date: '2027-03-10' });
  return <CalendarBoard nav={nav} calendar={calendar} zone="UTC" isPending={false} error={null} editable />;
}

/** Drags the group's end handle (on its last day) onto a day of the month grid. */
function resizeTo(day: string) {
  const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(document.querySelector('[data-resize-group="7"]')!, { dataTransfer });
  const cell = document.querySelector(`[data-day="${day}"]`)!;
  fireEvent.dragOver(cell, { dataTransfer });
  fireEvent.drop(cell, { dataTransfer });
}

describe('resizing a task group on the calendar', () => {
  it('sends the new end, a day dropped on keeping its hour', async () => {
    const api = mockApi({ 'PUT /task-groups/7/dates': () => json({ message: 'Date update successfully', data: { id: 7, date: '2027-03-02 09:00:00|2027-03-06 17:00:00' } }) });
    renderWithProviders(<Board />);
    resizeTo('2027-03-06');
    await vi.waitFor(() => expect(api.calls('PUT /task-groups/7/dates')).toHaveLength(1));
    expect(api.calls('PUT /task-groups/7/dates')[0]?.body).toEqual({ start_date: '2027-03-02 09:00:00', end_date: '2027-03-06 17:00:00' });
    expect(await screen.findByText('Date update successfully')).toBeInTheDocument();
  });

  it('refuses a resize past the start with the rule’s message and sends nothing', async () => {
    const api = mockApi({});
    renderWithProviders(<Board />);
    resizeTo('2027-03-01');
    expect(await screen.findByText(projectMessages.taskEndBeforeStart)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    // The group is still drawn on its own days.
    expect(document.querySelector('[data-day="2027-03-01"] [data-group-id="7"]')).toBeNull();
    expect(document.querySelector('[data-day="2027-03-04"] [data-group-id="7"]')).not.toBeNull();
  });

  it("puts a resize the server refuses back and shows the server's message", async () => {
    mockApi({ 'PUT /task-groups/7/dates': () => json({ message: 'You cannot change this task group.' }, 403) });
    renderWithProviders(<Board />);
    resizeTo('2027-03-06');
    expect(await screen.findByText('You cannot change this task group.')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.querySelector('[data-day="2027-03-06"] [data-group-id="7"]')).toBeNull());
  });
});
