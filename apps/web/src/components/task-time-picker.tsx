import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { endOneHourAfter, taskTimeChoices } from '@openhouse/shared/projects/rules';

/** What the person has chosen so far: a day ('YYYY-MM-DD') and a time ('HH:mm') for each end, '' when not yet. */
export type TaskSchedule = { startDay: string; startTime: string; endDay: string; endTime: string };

export const EMPTY_SCHEDULE: TaskSchedule = { startDay: '', startTime: '', endDay: '', endTime: '' };

const TIMES = taskTimeChoices();

/** A task's stored dates ('YYYY-MM-DD HH:mm:ss') as the picker shows them. */
export function scheduleOf(start: string | null, end: string | null): TaskSchedule {
  return { startDay: start?.slice(0, 10) ?? '', startTime: start?.slice(11, 16) ?? '', endDay: end?.slice(0, 10) ?? '', endTime: end?.slice(11, 16) ?? '' };
}

/** The dates as the server takes them; an end with only one half chosen is null. */
export function datesOf(schedule: TaskSchedule): { start: string | null; end: string | null } {
  const join = (day: string, time: string) => (day && time ? `${day} ${time}:00` : null);
  return { start: join(schedule.startDay, schedule.startTime), end: join(schedule.endDay, schedule.endTime) };
}

/** Choosing a start sets the end one hour later (spec part 2 section 4); the end can be changed afterwards. */
export function withStart(schedule: TaskSchedule, startDay: string, startTime: string): TaskSchedule {
  const next = { ...schedule, startDay, startTime };
  if (!startDay || !startTime) return next;
  const end = endOneHourAfter(`${startDay} ${startTime}`);
  return { ...next, endDay: end.slice(0, 10), endTime: end.slice(11, 16) };
}

type DateTimeFieldProps = { label: string; day: string; time: string; onChange: (day: string, time: string) => void };

/** A day and a half-hour time, 07:00 to 19:00 (spec part 2 section 9). */
function DateTimeField({ label, day, time, onChange }: DateTimeFieldProps) {
  // An end set one hour after a 19:00 start falls outside the list; it still shows as chosen.
  const times = time && !TIMES.includes(time) ? [...TIMES, time] : TIMES;
  return (
    <Group gap="xs" grow wrap="nowrap" align="flex-end">
      {/* Both ends are required (spec part 2 section 5: 'Please select both start and end dates.'). */}
      <TextInput type="date" label={`${label} date`} withAsterisk value={day} onChange={(event) => onChange(event.currentTarget.value, time)} />
      <NativeSelect
        label={`${label} time`}
        withAsterisk
        value={time}
        data={[{ value: '', label: 'Time' }, ...times.map((choice) => ({ value: choice, label: choice }))]}
        onChange={(event) => onChange(day, event.currentTarget.value)}
      />
    </Group>
  );
}

type TaskTimePickerProps = { value: TaskSchedule; onChange: (value: TaskSchedule) => void; error?: string | null };

/** A task's start and end date-times. */
export function TaskTimePicker({ value, onChange, error }: TaskTimePickerProps) {
  return (
    <Stack gap="xs">
      <DateTimeField label="Start" day={value.startDay} time={value.startTime} onChange={(day, time) => onChange(withStart(value, day, time))} />
      <DateTimeField label="End" day={value.endDay} time={value.endTime} onChange={(endDay, endTime) => onChange({ ...value, endDay, endTime })} />
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
