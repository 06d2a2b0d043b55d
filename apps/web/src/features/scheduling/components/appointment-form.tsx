import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { clockLabel, type ClockSlot } from '@openhouse/shared/meetings/appointment-rules';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { HoneypotField } from '../../../components/honeypot-field';
import { ApiError } from '../../../lib/api-client';
import { usePublicForm } from '../../../lib/use-public-form';
import { bookAppointment } from '../api/scheduling-api';

const EMPTY = { name: '', email: '', subject: '', location: '', description: '', website: '' };
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
  if (!fields.location.trim()) errors.location = m.appointmentLinkRequired;
  return errors;
}

/** "Tue, Dec 1, 2026": a calendar date read as itself, whatever the visitor's zone. */
const dateLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

type Props = { agentId: number; timezone: string; date: string; slot: ClockSlot; onBack: () => void; onBooked: () => void; onTaken: () => void };

/** Step two: the chosen date and time, the visitor's details and the meeting link; Save books it. */
export function AppointmentForm({ agentId, timezone, date, slot, onBack, onBooked, onTaken }: Props) {
  const form = usePublicForm(EMPTY, {
    check: requiredErrors,
    send: async (fields) => {
      await bookAppointment({
        ...fields,
        recipient_id: [agentId],
        project_id: null,
        starting_time: `${date} ${slot.start}:00`,
        ending_time: `${date} ${slot.end}:00`,
      });
      onBooked();
    },
    failureMessage: m.appointmentFailed,
    // Someone else took the time meanwhile: the free times are read again.
    onFailure: (error) => {
      if (error instanceof ApiError && error.status === 409) onTaken();
    },
  });
  const { field, failure } = form;

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
        </Paper>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput label="Name" withAsterisk autoComplete="name" {...field('name')} />
        <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...field('email')} />
        <TextInput label="Subject" withAsterisk {...field('subject')} />
        <Stack gap={6}>
          <Text size="sm" id="video-services">
            Start a video meeting, then paste its link below:
          </Text>
          <Group gap="xs" aria-labelledby="video-services">
            {VIDEO_SERVICES.map((service) => (
              <Button key={service.label} component="a" href={service.href} target="_blank" rel="noopener noreferrer" size="xs" variant="light">
                {service.label}
              </Button>
            ))}
          </Group>
        </Stack>
        <TextInput label="Meeting Link" withAsterisk type="url" placeholder="https://" {...field('location')} />
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
