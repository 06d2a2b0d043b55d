import { Alert, Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { describeMeetingTime } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import { Link, useSearchParams } from 'react-router';
import { CardList } from '../../../components/card-list';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { PagingFooter } from '../../../components/paging-footer';
import { useTimeZone } from '../../../lib/use-time-zone';
import { whereLine } from '@openhouse/shared/meetings/booking-rules';
import { useAppointments } from '../api/scheduling-api';

type When = 'upcoming' | 'past';

/** One booking: when, who (name and e-mail), what, and the meeting link. */
function AppointmentCard({ appointment, zone }: { appointment: MeetingInvite; zone: string }) {
  const link = appointment.participants.location;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600}>{describeMeetingTime(appointment.start, appointment.end, zone)}</Text>
          <Text size="sm">{appointment.subject}</Text>
          {appointment.guest ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {appointment.guest.name} · <Anchor href={`mailto:${appointment.guest.email}`}>{appointment.guest.email}</Anchor>
            </Text>
          ) : null}
          {link?.startsWith('https://') ? (
            <Anchor href={link} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Anchor>
          ) : link ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {whereLine(appointment.meeting_type, link)}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {appointment.status === 'cancelled' ? <Badge color="red">Cancelled</Badge> : null}
          <Button size="xs" variant="light" component={Link} to={`/appoinmentsdetails?id=${appointment.id}`}>
            Details
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /appoinments (and /appointments): the bookings of the agent's public scheduling page, upcoming and past apart.
 * /scheduled shows the upcoming ones only.
 */
export function AppointmentsPage({ only }: { only?: When }) {
  const zone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const when: When = only ?? (params.get('when') === 'past' ? 'past' : 'upcoming');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAppointments({ when, page });
  return (
    <>
      <PageHeader title={only ? 'Scheduled' : 'Appointments'} description="Bookings made on your public scheduling page." />
      {only ? null : (
        <SegmentedControl
          mb="md"
          value={when}
          onChange={(value) => setParams(value === 'past' ? { when: 'past' } : {})}
          data={[
            { value: 'upcoming', label: 'Upcoming' },
            { value: 'past', label: 'Past' },
          ]}
        />
      )}
      {list.isPending ? (
        <LoadingRows label="Loading appointments" count={4} height={64} />
      ) : list.isError ? (
        <Alert color="red" variant="light">
          Appointments could not be loaded. Please try again.
        </Alert>
      ) : (
        <>
          <CardList items={list.data.data} label={when === 'past' ? 'Past appointments' : 'Upcoming appointments'} keyOf={(item) => item.id} emptyText={when === 'past' ? 'No past appointments.' : 'No upcoming appointments.'}>
            {(appointment) => <AppointmentCard appointment={appointment} zone={zone} />}
          </CardList>
          {list.data.total === 0 ? null : <PagingFooter page={list.data} onPage={(next) => setParams({ ...(when === 'past' ? { when } : {}), page: String(next) })} fetching={list.isPlaceholderData} fetchingLabel="Loading appointments" />}
        </>
      )}
    </>
  );
}

export const ScheduledPage = () => <AppointmentsPage only="upcoming" />;
