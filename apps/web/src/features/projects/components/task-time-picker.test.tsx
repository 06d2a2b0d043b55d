import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { checkedDates } from './task-schedule';
import { datesOf, EMPTY_SCHEDULE, TaskTimePicker, type TaskSchedule } from '../../../components/task-time-picker';

const changes = vi.fn<(value: TaskSchedule) => void>();
const latest = () => changes.mock.lastCall![0];

function Harness({ initial = EMPTY_SCHEDULE }: { initial?: TaskSchedule }) {
  const [value, setValue] = useState(initial);
  return (
    <TaskTimePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        changes(next);
      }}
    />
  );
}

const optionsOf = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);

describe('task time picker', () => {
  it('offers 07:00 to 19:00 every half hour', () => {
    renderWithProviders(<Harness />);
    const times = optionsOf('Start time').slice(1);
    expect(times[0]).toBe('07:00');
    expect(times[1]).toBe('07:30');
    expect(times.at(-1)).toBe('19:00');
    expect(times).toHaveLength(25);
    expect(times).not.toContain('06:30');
    expect(times).not.toContain('19:30');
  });

  it('sets the end one hour after a chosen start, and the end can then be changed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    // Both ends are required, and say so before anything is sent.
    for (const label of ['Start date', 'Start time', 'End date', 'End time']) expect(screen.getByText(label).closest('label')).toHaveTextContent(`${label} *`);
    await user.type(screen.getByLabelText(/^Start date/), '2026-05-04');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start time' }), '09:30');
    expect(screen.getByLabelText(/^End date/)).toHaveValue('2026-05-04');
    expect(screen.getByRole('combobox', { name: 'End time' })).toHaveValue('10:30');
    expect(datesOf(latest())).toEqual({ start: '2026-05-04 09:30:00', end: '2026-05-04 10:30:00' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'End time' }), '12:00');
    expect(datesOf(latest()).end).toBe('2026-05-04 12:00:00');
  });

  it('keeps a 20:00 end after a 19:00 start visible as chosen', async () => {
    renderWithProviders(<Harness initial={{ ...EMPTY_SCHEDULE, startDay: '2026-05-04' }} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Start time' }), '19:00');
    expect(screen.getByRole('combobox', { name: 'End time' })).toHaveValue('20:00');
  });

  it("asks for both dates, and for an end after the start, in the spec's words", () => {
    expect(checkedDates(EMPTY_SCHEDULE)).toEqual({ ok: false, message: 'Please select both start and end dates.' });
    expect(checkedDates({ startDay: '2026-05-04', startTime: '09:00', endDay: '', endTime: '' })).toEqual({ ok: false, message: 'Please select both start and end dates.' });
    expect(checkedDates({ startDay: '2026-05-04', startTime: '09:00', endDay: '2026-05-04', endTime: '08:00' })).toEqual({
      ok: false,
      message: 'The task end date field must be a date after task start date.',
    });
    expect(checkedDates({ startDay: '2026-05-04', startTime: '09:00', endDay: '2026-05-04', endTime: '10:00' })).toEqual({ ok: true, start: '2026-05-04 09:00:00', end: '2026-05-04 10:00:00' });
  });
});
