import { Modal, Stack, Text } from '@mantine/core';
import type { CalendarMeeting } from '@openhouse/shared/calendar/schemas';

const KIND_LABELS: Record<CalendarMeeting['kind'], string> = { meeting: 'Meeting', appointment: 'Appointment', person_tour: 'In-person tour', video_tour: 'Video tour' };

/** "Sat, Nov 28, 7:00 AM – Sun, Nov 29, 1:00 AM": both ends on the link's clock, the day again only when it changes. */
function spanLabel(start: string, end: string, zone: string): string {
  const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  return day(start) === day(end) ? `${day(start)}, ${time(start)} – ${time(end)}` : `${day(start)}, ${time(start)} – ${day(end)}, ${time(end)}`;
}

/**
 * A meeting opened on the shared link: what and when, read-only. The visitor holding the link is nobody of the
 * meeting, so there are no people, no place and no cancel.
 */
export function PublicMeetingDialog({ meeting, zone, onClose }: { meeting: CalendarMeeting; zone: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={meeting.subject} centered>
      <Stack gap={4}>
        <Text size="sm">{KIND_LABELS[meeting.kind]}</Text>
        <Text size="sm">
          {spanLabel(meeting.start, meeting.end, zone)} ({zone})
        </Text>
        {meeting.status === 'cancelled' ? (
          <Text size="sm" c="red.8">
            Cancelled
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
