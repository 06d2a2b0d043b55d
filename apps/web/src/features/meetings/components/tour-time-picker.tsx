import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { clockLabel } from '@openhouse/shared/meetings/appointment-rules';
import { minutesLabel, slotBreach } from '@openhouse/shared/meetings/booking-rules';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { formatMeetingTime } from '@openhouse/shared/meetings/rules';
import type { TourFreeTimes } from '@openhouse/shared/meetings/schemas';
import { messageOf } from '../../../lib/api-client';
import { useTourFreeTimes } from '../api/meetings-api';

/** A chosen tour hour: `time` on the realtor's clock of `date`, in the realtor's `timezone` (what the routes take). */
export type TourSlot = { date: string; time: string; timezone: string };

type TourTimePickerProps = {
  propertyId: number;
  date: string;
  onDateChange: (date: string) => void;
  chosen: TourSlot | null;
  onChoose: (slot: TourSlot) => void;
  /** The reader's zone: each free hour is labelled on their clock. */
  viewerZone: string;
  today: string;
  dateError?: string;
};

/** The realtor's hours still bookable now: the server's list was right when it came, but minutes pass while the dialog is open. */
function stillBookable(times: TourFreeTimes['times'], minimumNotice: number, now: Date) {
  const rules = { bufferBefore: 0, bufferAfter: 0, minimumNotice };
  return times.filter((slot) => slotBreach({ from: new Date(slot.start), to: new Date(slot.end) }, [], now, rules) === null);
}

/**
 * A date and the listing realtor's free tour hours on it (the booking page's rule: 7 AM to 7 PM on the realtor's
 * clock, booked hours, their buffers and those sooner than the realtor's minimum notice left out), each shown on
 * the reader's clock, with the realtor's when the zones differ.
 */
export function TourTimePicker({ propertyId, date, onDateChange, chosen, onChoose, viewerZone, today, dateError }: TourTimePickerProps) {
  const free = useTourFreeTimes(propertyId, date);
  const realtorZone = free.data?.timezone;
  const sameZone = !realtorZone || realtorZone === viewerZone;
  const notice = free.data?.minimum_notice ?? 0;
  const times = free.data ? stillBookable(free.data.times, notice, new Date()) : [];
  return (
    <Stack gap="xs">
      <TextInput type="date" label="Date" withAsterisk min={today} value={date} onChange={(event) => onDateChange(event.currentTarget.value)} error={dateError} />
      {date === '' ? (
        <Text size="sm" c="dimmed">
          Choose a date to see the free times.
        </Text>
      ) : free.isPending ? (
        <Center py="sm">
          <Loader size="sm" role="status" aria-label="Loading free times" />
        </Center>
      ) : free.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(free.error, m.appointmentFailed)}
        </Alert>
      ) : times.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.noFreeTimes}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing={6} role="group" aria-label="Free times">
          {times.map((slot) => {
            const selected = chosen?.date === free.data.date && chosen.time === slot.time;
            return (
              <Button
                key={slot.time}
                size="xs"
                // Narrow side padding: three columns of "10:00 AM" fit the dialog at 320 px.
                px={6}
                variant={selected ? 'filled' : 'default'}
                aria-pressed={selected}
                onClick={() => onChoose({ date: free.data.date, time: slot.time, timezone: free.data.timezone })}
              >
                {clockLabel(formatMeetingTime(slot.start, viewerZone).slice(11, 16))}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
      <Text size="xs" c="dimmed">
        {sameZone
          ? `Times are in ${viewerZone}. A tour lasts an hour.`
          : `Times are shown in your zone (${viewerZone}); the realtor is in ${realtorZone}. A tour lasts an hour.`}
        {chosen && !sameZone ? ` Chosen: ${clockLabel(chosen.time)} the realtor's time.` : ''}
        {notice > 0 ? ` Book at least ${minutesLabel(notice)} ahead.` : ''}
      </Text>
    </Stack>
  );
}
