import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { clockLabel, type ClockSlot } from '@openhouse/shared/meetings/appointment-rules';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { useState, type FormEvent } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client';
import { bookAppointment } from '../api/scheduling-api';

type Fields = { name: string; email: string; subject: string; location: string; description: string; website: string };
const EMPTY: Fields = { name: '', email: '', subject: '', location: '', description: '', website: '' };
// Off screen rather than display:none, which some bots skip; out of the tab order and hidden from assistive technology.
const honeypotStyle = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;
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
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      setFields({ ...fields, [name]: event.currentTarget.value });
      setErrors({ ...errors, [name]: undefined });
    },
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredErrors(fields);
    if (Object.keys(missing).length > 0) return setErrors(missing);
    setFailure(null);
    setBusy(true);
    try {
      await bookAppointment({
        ...fields,
        recipient_id: [agentId],
        project_id: null,
        starting_time: `${date} ${slot.start}:00`,
        ending_time: `${date} ${slot.end}:00`,
      });
      onBooked();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : {};
      setErrors({ name: fieldErrors.name?.[0], email: fieldErrors.email?.[0], subject: fieldErrors.subject?.[0], location: fieldErrors.location?.[0] });
      setFailure(messageOf(error, m.appointmentFailed));
      // Someone else took the time meanwhile: the free times are read again.
      if (error instanceof ApiError && error.status === 409) onTaken();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
        <div style={honeypotStyle} aria-hidden="true">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={fields.website} onChange={(event) => setFields({ ...fields, website: event.currentTarget.value })} />
          </label>
        </div>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
