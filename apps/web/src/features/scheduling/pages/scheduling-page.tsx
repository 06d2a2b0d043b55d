import { Alert, Button, Center, Loader, Paper, Stack } from '@mantine/core';
import { DEFAULT_APPOINTMENT_INTERVAL } from '@openhouse/shared/meetings/appointment-rules';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageHeader } from '../../../components/page-header';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useSchedulingAgent } from '../api/scheduling-api';
import type { BookedAppointment } from '../components/appointment-form';
import { SlotPicker, type SlotChoice } from '../components/slot-picker';

// The form (with its textarea) and the success dialog (Modal) load at Next, keeping the page's first load light.
const AppointmentForm = lazy(() => import('../components/appointment-form').then((module) => ({ default: module.AppointmentForm })));
const BookedDialog = lazy(() => import('../components/booked-dialog').then((module) => ({ default: module.BookedDialog })));
const BookingConfirmation = lazy(() => import('../components/booking-confirmation').then((module) => ({ default: module.BookingConfirmation })));
const stepLoader = (
  <Center py="lg">
    <Loader role="status" aria-label="Loading" />
  </Center>
);

const pad = (value: number) => String(value).padStart(2, '0');
/** Today on the visitor's calendar: the earliest date the picker offers (the server leaves out times already past). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * /{username}: an agent's public scheduling page (spec part 2). Pick an interval, a date and a free time, press
 * Next, fill the form, Save; a dialog confirms. Public and light: Mantine inputs and the API client only.
 * A user name that is no agent's shows the not-found page.
 */
export function SchedulingPage() {
  const { username = '' } = useParams();
  const agent = useSchedulingAgent(username);
  const queryClient = useQueryClient();
  const [today] = useState(localToday);
  const [choice, setChoice] = useState<SlotChoice>({ interval: DEFAULT_APPOINTMENT_INTERVAL, date: today, slot: null });
  const [step, setStep] = useState<'pick' | 'form'>('pick');
  // The spec's dialog says it worked; the confirmation under it stays, with what to do next.
  const [dialogOpen, setDialogOpen] = useState(false);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);
  const refreshTimes = () => void queryClient.invalidateQueries({ queryKey: ['scheduling', 'availability'] });
  const { user } = useSession();
  const navigate = useNavigate();
  // The spec sends the booker to /timeline once the dialog closes; a visitor without an account has no calendar,
  // so the confirmation stays on their page with what to do next.
  const closeDialog = () => {
    setDialogOpen(false);
    if (user) void navigate('/timeline');
  };
  const bookAnother = () => {
    setBooked(null);
    setStep('pick');
    setChoice({ ...choice, slot: null });
  };

  if (agent.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the scheduling page" />
      </Center>
    );
  }
  if (agent.isError) {
    if (agent.error instanceof ApiError && agent.error.status === 404) return <NotFoundPage />;
    return (
      <Alert color="red" role="alert" maw={640} mx="auto">
        {messageOf(agent.error, m.appointmentFailed)}
      </Alert>
    );
  }

  const { id, name, timezone, meeting_types: meetingTypes, minimum_notice: minimumNotice } = agent.data;
  return (
    <Stack maw={640} mx="auto" gap="md">
      <PageHeader title={`Book a time with ${name}`} description={`Welcome! Choose how long you need, a day and a free time, and ${name} will meet you then.`} />
      <Paper withBorder p={{ base: 'sm', xs: 'md' }} radius="md">
        {booked && choice.slot ? (
          <Suspense fallback={stepLoader}>
            <BookingConfirmation agentName={name} timezone={timezone} date={choice.date} slot={choice.slot} booked={booked} onBookAnother={bookAnother} />
          </Suspense>
        ) : step === 'pick' || !choice.slot ? (
          <Stack gap="md">
            <SlotPicker agentId={id} timezone={timezone} minimumNotice={minimumNotice} today={today} choice={choice} onChange={setChoice} />
            <Button onClick={() => setStep('form')} disabled={!choice.slot} style={{ alignSelf: 'flex-end' }}>
              Next
            </Button>
          </Stack>
        ) : (
          <Suspense fallback={stepLoader}>
            <AppointmentForm
              agentId={id}
              timezone={timezone}
              meetingTypes={meetingTypes}
              date={choice.date}
              slot={choice.slot}
              onBack={() => setStep('pick')}
              onTaken={refreshTimes}
              onBooked={(appointment) => {
                setBooked(appointment);
                setDialogOpen(true);
                refreshTimes();
              }}
            />
          </Suspense>
        )}
      </Paper>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <BookedDialog opened onClose={closeDialog} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
