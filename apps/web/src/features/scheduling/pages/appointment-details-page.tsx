import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { describeMeetingTime } from '@openhouse/shared/meetings/rules';
import { useState } from 'react';
import { MEETING_TYPE_LABELS, type MeetingType } from '@openhouse/shared/meetings/booking-rules';
import { Link, useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useAppointment, useCancelAppointment } from '../api/scheduling-api';

/** The spec's "Meeting Link", or what the place is when the visitor chose another way to meet. */
const PLACE_LABELS: Record<MeetingType, string> = { video: 'Meeting Link', phone: 'Phone', in_person: 'Address' };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/** /appoinmentsdetails?id: one booking with the visitor's name, e-mail, subject, link and description, and the two-step cancel. */
export function AppointmentDetailsPage() {
  const zone = useTimeZone();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const appointment = useAppointment(id);
  const cancel = useCancelAppointment();
  const [confirming, setConfirming] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const data = appointment.data;

  return (
    <>
      <PageHeader
        title="Appointment Details"
        actions={
          <Button size="xs" variant="default" component={Link} to="/appoinments">
            All appointments
          </Button>
        }
      />
      <Paper withBorder p="md" maw={720}>
        {id === 0 || appointment.isError ? (
          <Alert color="red" variant="light">
            {messageOf(appointment.error, m.notFound)}
          </Alert>
        ) : appointment.isPending || !data ? (
          <LoadingRows label="Loading appointment" count={4} />
        ) : (
          <Stack gap="sm">
            <Group gap="xs">
              <Text fw={600}>{describeMeetingTime(data.start, data.end, zone)}</Text>
              {data.status === 'cancelled' ? <Badge color="red">Cancelled</Badge> : null}
            </Group>
            <Fact label="Name">{data.guest?.name ?? data.participants.sender.name}</Fact>
            <Fact label="Email">{data.guest?.email ?? data.participants.sender.email}</Fact>
            <Fact label="Subject">{data.subject}</Fact>
            <Fact label="How">{MEETING_TYPE_LABELS[data.meeting_type ?? 'video']}</Fact>
            <Fact label={PLACE_LABELS[data.meeting_type ?? 'video']}>
              {data.participants.location?.startsWith('https://') ? (
                <Anchor href={data.participants.location} target="_blank" rel="noreferrer">
                  {data.participants.location}
                </Anchor>
              ) : data.meeting_type === 'phone' && data.participants.location ? (
                <Anchor href={`tel:${data.participants.location.replace(/[^\d+]/g, '')}`}>{data.participants.location}</Anchor>
              ) : (
                (data.participants.location ?? '—')
              )}
            </Fact>
            <Fact label="Description">{data.description || '—'}</Fact>
            {cancel.isError ? (
              <Alert color="red" variant="light">
                {m.cancelFailed}
              </Alert>
            ) : null}
            {data.status === 'scheduled' && new Date(data.end).getTime() > openedAt ? (
              confirming ? (
                <Group justify="flex-end" gap="xs">
                  <Text size="sm">Cancel this appointment? The visitor is e-mailed.</Text>
                  <Button variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                    Keep it
                  </Button>
                  <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(data.id, { onSuccess: (answer) => toastSuccess(answer.message) })}>
                    Yes, cancel appointment
                  </Button>
                </Group>
              ) : (
                <Group justify="flex-end">
                  <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                    Cancel appointment
                  </Button>
                </Group>
              )
            ) : null}
          </Stack>
        )}
      </Paper>
    </>
  );
}
