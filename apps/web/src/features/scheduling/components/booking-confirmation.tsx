import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClockSlot } from '@openhouse/shared/meetings/appointment-rules';
import { googleCalendarUrl, icsFile } from '@openhouse/shared/meetings/calendar-links';
import { describeMeetingTime, meetingTimeToDate } from '@openhouse/shared/meetings/rules';
import { MEETING_TYPE_LABELS, whereLine } from '@openhouse/shared/meetings/booking-rules';
import type { BookedAppointment } from './appointment-form';

type Props = { agentName: string; timezone: string; date: string; slot: ClockSlot; booked: BookedAppointment; onBookAnother: () => void };

/** The visitor's own zone, as the browser knows it. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * What the visitor sees once booked (no dead end): the booking summed up on the agent's clock and their own, the
 * calendar file and a Google Calendar link, what happens next, and a way to book another time.
 */
export function BookingConfirmation({ agentName, timezone, date, slot, booked, onBookAnother }: Props) {
  const start = meetingTimeToDate(`${date} ${slot.start}:00`, timezone).toISOString();
  const end = meetingTimeToDate(`${date} ${slot.end}:00`, timezone).toISOString();
  const mine = visitorZone();
  const event = { title: `${booked.subject} with ${agentName}`, start, end, location: booked.location, details: booked.description || undefined, uid: `booking-${start}-${booked.email}@openhouse` };
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFile(event))}`;

  return (
    <Stack gap="md" aria-labelledby="booking-confirmed">
      <Title order={2} size="h3" id="booking-confirmed">
        You are booked with {agentName}
      </Title>
      <Paper withBorder p="sm" radius="md" bg="gray.0">
        <Stack gap={4}>
          <Text fw={600}>{booked.subject}</Text>
          <Text size="sm">
            {describeMeetingTime(start, end, timezone)} ({timezone})
          </Text>
          {mine !== timezone ? (
            <Text size="sm" c="dimmed">
              Your time: {describeMeetingTime(start, end, mine)} ({mine})
            </Text>
          ) : null}
          <Text size="sm">How: {MEETING_TYPE_LABELS[booked.meetingType]}</Text>
          {booked.meetingType === 'video' ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Join:{' '}
              <Anchor href={booked.location} target="_blank" rel="noopener noreferrer">
                {booked.location}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {whereLine(booked.meetingType, booked.location)}
            </Text>
          )}
        </Stack>
      </Paper>
      <Group gap="xs">
        <Button component="a" href={icsHref} download="appointment.ics" variant="light">
          Add to calendar (.ics)
        </Button>
        <Button component="a" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" variant="light">
          Add to Google Calendar
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={600} id="booking-next-steps">
          What happens next
        </Text>
        <List size="sm" spacing={4} aria-labelledby="booking-next-steps">
          <List.Item>An invitation with the calendar file is on its way to {booked.email}.</List.Item>
          <List.Item>
            {agentName} is told now and {booked.meetingType === 'phone' ? 'calls you at that number' : booked.meetingType === 'in_person' ? 'meets you at that address' : 'meets you at the link'} at that time;
            you both get a reminder an hour before.
          </List.Item>
          <List.Item>Need to change it? The e-mail has a link to cancel or to book another time, no account needed.</List.Item>
        </List>
      </div>
      <Button variant="default" onClick={onBookAnother} style={{ alignSelf: 'flex-start' }}>
        Book another time
      </Button>
    </Stack>
  );
}
