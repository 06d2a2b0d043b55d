import { Alert, Button, Center, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { APPOINTMENT_INTERVALS, clockLabel, slotOfTiming, type ClockSlot } from '@openhouse/shared/meetings/appointment-rules';
import { minutesLabel } from '@openhouse/shared/meetings/booking-rules';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { browserZone, clockIn, zonedInstant } from '@openhouse/shared/meetings/zone-clock';
import { useCallback } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useAvailability } from '../api/scheduling-api';
import { MonthDays } from './month-days';

export type SlotChoice = { interval: number; date: string; slot: ClockSlot | null };

type Props = { agentId: number; timezone: string; minimumNotice: number; today: string; choice: SlotChoice; onChange: (choice: SlotChoice) => void };

const INTERVAL_OPTIONS = APPOINTMENT_INTERVALS.map((minutes) => ({ value: String(minutes), label: minutes < 60 || minutes === 90 ? `${minutes} minutes` : `${minutes / 60} hour${minutes > 60 ? 's' : ''}` }));

/**
 * Interval, a day of the month (full days greyed out) and the free times of that day; the chosen time is
 * highlighted (and pressed, for screen readers). Times are on the agent's clock, and on the visitor's when
 * their zone differs.
 */
export function SlotPicker({ agentId, timezone, minimumNotice, today, choice, onChange }: Props) {
  const availability = useAvailability(agentId, choice.date, choice.interval);
  const slots = (availability.data?.timings ?? []).map(slotOfTiming).filter((slot): slot is ClockSlot => slot !== null);
  const mine = browserZone();
  const pickDate = useCallback((date: string) => onChange({ ...choice, date, slot: null }), [choice, onChange]);
  return (
    <Stack gap="md">
      <NativeSelect
        label="Interval"
        maw={{ xs: 280 }}
        data={INTERVAL_OPTIONS}
        value={String(choice.interval)}
        onChange={(event) => onChange({ ...choice, interval: Number(event.currentTarget.value), slot: null })}
      />
      <MonthDays agentId={agentId} interval={choice.interval} today={today} value={choice.date} onChange={pickDate} />
      <Text size="sm" c="dimmed">
        Times are shown in the agent's time zone ({timezone}){mine !== timezone ? `, and below each in yours (${mine})` : ''}.
        {minimumNotice > 0 ? ` Book at least ${minutesLabel(minimumNotice)} ahead.` : ''}
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
              <Button
                key={slot.start}
                variant={selected ? 'filled' : 'default'}
                aria-pressed={selected}
                onClick={() => onChange({ ...choice, slot })}
                h="auto"
                py={6}
                styles={{ inner: { height: 'auto' }, label: { flexDirection: 'column', lineHeight: 1.3, whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {clockLabel(slot.start)}
                {mine !== timezone ? (
                  <Text span size="xs" c={selected ? undefined : 'dimmed'} fw={400}>
                    {clockIn(zonedInstant(choice.date, slot.start, timezone), mine, choice.date)} yours
                  </Text>
                ) : null}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
