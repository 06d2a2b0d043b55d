import { Alert, Button, Center, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { APPOINTMENT_INTERVALS, clockLabel, slotOfTiming, type ClockSlot } from '@openhouse/shared/meetings/appointment-rules';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { messageOf } from '../../../lib/api-client';
import { useAvailability } from '../api/scheduling-api';

export type SlotChoice = { interval: number; date: string; slot: ClockSlot | null };

type Props = { agentId: number; timezone: string; today: string; choice: SlotChoice; onChange: (choice: SlotChoice) => void };

const INTERVAL_OPTIONS = APPOINTMENT_INTERVALS.map((minutes) => ({ value: String(minutes), label: minutes < 60 || minutes === 90 ? `${minutes} minutes` : `${minutes / 60} hour${minutes > 60 ? 's' : ''}` }));

/** Interval, date and the free times of that date; the chosen time is highlighted (and pressed, for screen readers). */
export function SlotPicker({ agentId, timezone, today, choice, onChange }: Props) {
  const availability = useAvailability(agentId, choice.date, choice.interval);
  const slots = (availability.data?.timings ?? []).map(slotOfTiming).filter((slot): slot is ClockSlot => slot !== null);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect label="Interval" data={INTERVAL_OPTIONS} value={String(choice.interval)} onChange={(event) => onChange({ ...choice, interval: Number(event.currentTarget.value), slot: null })} />
        <TextInput
          label="Date"
          type="date"
          min={today}
          value={choice.date}
          onChange={(event) => onChange({ ...choice, date: event.currentTarget.value, slot: null })}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Times are shown in the agent's time zone ({timezone}).
      </Text>
      {choice.date === '' ? (
        <Text c="dimmed">Choose a date to see the free times.</Text>
      ) : availability.isPending ? (
        <Center py="lg">
          <Loader role="status" aria-label="Loading free times" />
        </Center>
      ) : availability.isError ? (
        <Alert color="red" role="alert">
          {messageOf(availability.error, m.appointmentFailed)}
        </Alert>
      ) : slots.length === 0 ? (
        <Text c="dimmed" py="md">
          {m.noFreeTimes}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="group" aria-label="Free times">
          {slots.map((slot) => {
            const selected = choice.slot?.start === slot.start;
            return (
              <Button key={slot.start} variant={selected ? 'filled' : 'default'} aria-pressed={selected} onClick={() => onChange({ ...choice, slot })}>
                {clockLabel(slot.start)}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
