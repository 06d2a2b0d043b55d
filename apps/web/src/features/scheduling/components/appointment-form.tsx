import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { clockLabel, type ClockSlot } from '@openhouse/shared/meetings/appointment-rules';
import { MEETING_TYPE_LABELS, type MeetingType } from '@openhouse/shared/meetings/booking-rules';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { browserZone, clockIn, zonedInstant } from '@openhouse/shared/meetings/zone-clock';
import { HoneypotField } from '../../../components/honeypot-field';
import { ApiError } from '../../../lib/api-client';
import { usePublicForm } from '../../../lib/use-public-form';
import { bookAppointment } from '../api/scheduling-api';

const EMPTY = { name: '', email: '', subject: '', meeting_type: 'video', location: '', description: '', website: '' };
type Fields = typeof EMPTY;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Video services a visitor can start a meeting in, to paste its link back here (spec: shortcut buttons). */
const VIDEO_SERVICES = [
  { label: 'Google Meet', href: 'https://meet.google.com/new' },
  { label: 'Zoom', href: 'https://zoom.us/start/videomeeting' },
  { label: 'Microsoft Teams', href: 'https://teams.microsoft.com/l/meeting/new' },
];

/** The spec's required fields with its messages; the server checks everything again and its messages win. */
function requiredErrors(fields: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (!fields.name.trim()) errors.name = m.appointmentNameRequired;
  if (!fields.email.trim()) errors.email = m.emailRequired;
  else if (!EMAIL.test(fields.email.trim())) errors.email = m.emailInvalid;
  if (!fields.subject.trim()) errors.subject = m.appointmentSubjectRequired;
  if (!fields.location.trim()) errors.location = REQUIRED_LOCATION[fields.meeting_type as MeetingType];
  return errors;
}

/** What the place field asks for, by how the visitor meets the agent. */
const REQUIRED_LOCATION: Record<MeetingType, string> = { video: m.appointmentLinkRequired, phone: m.phoneRequired, in_person: m.addressRequired };
const LOCATION_FIELD: Record<MeetingType, { label: string; type: string; placeholder?: string; autoComplete?: string }> = {
  video: { label: 'Meeting Link', type: 'url', placeholder: 'https://' },
  phone: { label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  in_person: { label: 'Address to meet at', type: 'text', autoComplete: 'street-address' },
};

/** "Tue, Dec 1, 2026": a calendar date read as itself, whatever the visitor's zone. */
const dateLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the visitor booked, for the confirmation that follows. */
export type BookedAppointment = { subject: string; email: string; location: string; description: string; meetingType: MeetingType };

type Props = { agentId: number; timezone: string; meetingTypes: MeetingType[]; date: string; slot: ClockSlot; onBack: () => void; onBooked: (booked: BookedAppointment) => void; onTaken: () => void };

/** A Jitsi Meet room whose name nobody can guess, as tours get one: the visitor needs no account anywhere. */
function newMeetingRoom(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `https://meet.jit.si/Openhouse-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Step two: the chosen date and time, the visitor's details and the meeting link; Save books it. */
export function AppointmentForm({ agentId, timezone, meetingTypes, date, slot, onBack, onBooked, onTaken }: Props) {
  const form = usePublicForm({ ...EMPTY, meeting_type: meetingTypes[0] ?? 'video' }, {
    check: requiredErrors,
    send: async (fields) => {
      await bookAppointment({
        ...fields,
        meeting_type: fields.meeting_type as MeetingType,
        recipient_id: [agentId],
        project_id: null,
        starting_time: `${date} ${slot.start}:00`,
        ending_time: `${date} ${slot.end}:00`,
      });
      onBooked({
        subject: fields.subject.trim(),
        email: fields.email.trim(),
        location: fields.location.trim(),
        description: fields.description.trim(),
        meetingType: fields.meeting_type as MeetingType,
      });
    },
    failureMessage: m.appointmentFailed,
    // Someone else took the time meanwhile: the free times are read again.
    onFailure: (error) => {
      if (error instanceof ApiError && error.status === 409) onTaken();
    },
  });
  const { field, failure } = form;
  const meetingType = field('meeting_type').value as MeetingType;
  const mine = browserZone();
  // A link is no phone number: the place starts again when the way to meet changes.
  const chooseType = (value: string) => {
    field('meeting_type').onChange({ currentTarget: { value } });
    field('location').onChange({ currentTarget: { value: '' } });
  };

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <Stack gap="sm">
        <Paper withBorder p="sm" radius="md" bg="gray.0">
          <Text size="sm" fw={600}>
            Date and Time
          </Text>
          <Text size="sm">
            {dateLabel(date)}, {clockLabel(slot.start)} – {clockLabel(slot.end)} ({timezone})
          </Text>
          {mine !== timezone ? (
            <Text size="sm" c="dimmed">
              Your time: {clockIn(zonedInstant(date, slot.start, timezone), mine)} – {clockIn(zonedInstant(date, slot.end, timezone), mine)} ({mine})
            </Text>
          ) : null}
        </Paper>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput label="Name" withAsterisk autoComplete="name" {...field('name')} />
        <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...field('email')} />
        <TextInput label="Subject" withAsterisk {...field('subject')} />
        {meetingTypes.length > 1 ? (
          <Radio.Group label="How would you like to meet?" withAsterisk value={meetingType} onChange={(value) => chooseType(value)}>
            <Group gap="md" mt={6}>
              {meetingTypes.map((type) => (
                <Radio key={type} value={type} label={MEETING_TYPE_LABELS[type]} />
              ))}
            </Group>
          </Radio.Group>
        ) : meetingType !== 'video' ? (
          <Text size="sm">How you meet: {MEETING_TYPE_LABELS[meetingType]}</Text>
        ) : null}
        {meetingType === 'video' ? (
          <Stack gap={6}>
            <Text size="sm" id="video-services">
              Let us make a video link, or start a meeting elsewhere and paste its link below:
            </Text>
            <Group gap="xs" aria-labelledby="video-services">
              <Button size="xs" onClick={() => field('location').onChange({ currentTarget: { value: newMeetingRoom() } })}>
                Create a video link for me
              </Button>
              {VIDEO_SERVICES.map((service) => (
                <Button key={service.label} component="a" href={service.href} target="_blank" rel="noopener noreferrer" size="xs" variant="light">
                  {service.label}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        <TextInput key={meetingType} withAsterisk {...LOCATION_FIELD[meetingType]} {...field('location')} />
        <Textarea label="Description" autosize minRows={3} {...field('description')} />
        <HoneypotField {...field('website')} />
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={form.busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
