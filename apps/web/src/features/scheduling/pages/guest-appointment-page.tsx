import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { describeMeetingTime } from '@openhouse/shared/meetings/rules';
import { useState } from 'react';
import { whereLine } from '@openhouse/shared/meetings/booking-rules';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { useCancelGuestAppointment, useGuestAppointment } from '../api/guest-appointment-api';

const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * /booking/{id}?token: the page a visitor's invitation links to. It shows the appointment and cancels it, or
 * cancels it and goes back to the agent's booking page to pick another time; no account is needed.
 */
export function GuestAppointmentPage() {
  const id = Number(useParams().id);
  const token = useSearchParams()[0].get('token') ?? '';
  const appointment = useGuestAppointment(id, token);
  const cancel = useCancelGuestAppointment(id, token);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'cancel' | 'rebook' | null>(null);

  if (appointment.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your appointment" />
      </Center>
    );
  }
  if (appointment.isError) {
    return (
      <Stack maw={640} mx="auto">
        <PageHeader title="Your appointment" />
        <Alert color="red" role="alert">
          {messageOf(appointment.error, m.appointmentLinkInvalid)}
        </Alert>
      </Stack>
    );
  }

  const booking = appointment.data;
  const bookingPage = booking.agent.user_name ? `/${booking.agent.user_name}` : null;
  const mine = visitorZone();
  const isCancelled = booking.status === 'cancelled';
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        if (confirming === 'rebook' && bookingPage) void navigate(bookingPage);
        setConfirming(null);
      },
    });

  return (
    <Stack maw={640} mx="auto" gap="md">
      <PageHeader title="Your appointment" description={`With ${booking.agent.name}`} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={600}>{booking.subject}</Text>
            {isCancelled ? <Badge color="red">Cancelled</Badge> : <Badge color="teal">Booked</Badge>}
          </Group>
          <Text size="sm">
            {describeMeetingTime(booking.start, booking.end, booking.timezone)} ({booking.timezone})
          </Text>
          {mine !== booking.timezone ? (
            <Text size="sm" c="dimmed">
              Your time: {describeMeetingTime(booking.start, booking.end, mine)} ({mine})
            </Text>
          ) : null}
          {booking.location && !isCancelled && booking.meeting_type !== 'video' ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {whereLine(booking.meeting_type, booking.location)}
            </Text>
          ) : null}
          {booking.location && !isCancelled && booking.meeting_type === 'video' ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Join:{' '}
              <Anchor href={booking.location} target="_blank" rel="noopener noreferrer">
                {booking.location}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {cancel.isError ? (
        <Alert color="red" role="alert">
          {messageOf(cancel.error, m.appointmentFailed)}
        </Alert>
      ) : null}
      {cancel.isSuccess ? (
        <Alert color="teal" role="status">
          {cancel.data.message}
        </Alert>
      ) : null}
      {isCancelled ? (
        bookingPage ? (
          <Button component={Link} to={bookingPage} style={{ alignSelf: 'flex-start' }}>
            Book another time with {booking.agent.name}
          </Button>
        ) : null
      ) : confirming ? (
        <Stack gap="xs">
          <Text size="sm">{confirming === 'rebook' ? 'Cancel this appointment and pick another time?' : `Cancel this appointment? ${booking.agent.name} is told.`}</Text>
          <Group gap="xs">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={confirm}>
              Yes, cancel it
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          {bookingPage ? (
            <Button variant="light" onClick={() => setConfirming('rebook')}>
              Pick another time
            </Button>
          ) : null}
          <Button color="red" variant="light" onClick={() => setConfirming('cancel')}>
            Cancel appointment
          </Button>
        </Group>
      )}
    </Stack>
  );
}
