import { Alert, Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { todayIn } from '@openhouse/shared/format/datetime';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { describeMeetingTime } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite, TourAnswer } from '@openhouse/shared/meetings/schemas';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useAcceptProposedTime, useAnswerTour } from '../api/meetings-api';
import { TourTimePicker, type TourSlot } from './tour-time-picker';

const ANSWER_BADGES: Record<TourAnswer, { label: string; color: string }> = {
  pending: { label: 'Awaiting the realtor’s answer', color: 'yellow' },
  accepted: { label: 'Accepted', color: 'teal' },
  declined: { label: 'Declined', color: 'red' },
  proposed: { label: 'Another time proposed', color: 'blue' },
};

type TourAnswerPanelProps = { invite: MeetingInvite & { tour: NonNullable<MeetingInvite['tour']> }; zone: string };

/**
 * Where a tour request stands, and what the reader may do about it: the realtor accepts, declines with a reason or
 * proposes another free hour; the buyer accepts a proposed hour (or cancels the tour below).
 */
export function TourAnswerPanel({ invite, zone }: TourAnswerPanelProps) {
  const { tour } = invite;
  const [mode, setMode] = useState<'buttons' | 'decline' | 'propose'>('buttons');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(invite.starting_time.slice(0, 10));
  const [slot, setSlot] = useState<TourSlot | null>(null);
  const answer = useAnswerTour();
  const acceptTime = useAcceptProposedTime();
  const open = invite.status === 'scheduled';
  const isRealtor = !invite.is_organiser;
  const badge = ANSWER_BADGES[tour.answer];
  const fieldErrors = answer.error instanceof ApiError ? answer.error.errors : {};
  const send = (body: Parameters<typeof answer.mutate>[0]['body']) =>
    answer.mutate({ id: invite.id, body }, { onSuccess: (result) => (toastSuccess(result.message), setMode('buttons')) });

  return (
    <Stack gap="xs" aria-label="Tour request">
      <Group gap="xs">
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
      </Group>
      {tour.answer === 'declined' && tour.reason ? <Text size="sm">Reason: {tour.reason}</Text> : null}
      {tour.answer === 'proposed' && tour.proposed_start && tour.proposed_end ? (
        <Alert color="blue" variant="light" title="Proposed time">
          {describeMeetingTime(tour.proposed_start, tour.proposed_end, zone)}
          {!isRealtor && open ? (
            <Group mt="xs">
              <Button size="xs" loading={acceptTime.isPending} onClick={() => acceptTime.mutate(invite.id, { onSuccess: (result) => toastSuccess(result.message) })}>
                Accept new time
              </Button>
            </Group>
          ) : null}
        </Alert>
      ) : null}
      {acceptTime.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(acceptTime.error, m.appointmentFailed)}
        </Alert>
      ) : null}

      {isRealtor && open && (tour.answer === 'pending' || tour.answer === 'proposed') ? (
        mode === 'decline' ? (
          <Stack gap="xs">
            <Textarea label="Reason for declining" withAsterisk autosize minRows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={fieldErrors.reason?.[0]} />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setMode('buttons')}>
                Back
              </Button>
              <Button color="red" size="xs" loading={answer.isPending} onClick={() => send({ answer: 'decline', reason })}>
                Decline tour
              </Button>
            </Group>
          </Stack>
        ) : mode === 'propose' && invite.property ? (
          <Stack gap="xs">
            <TourTimePicker
              propertyId={invite.property.id}
              date={date}
              onDateChange={(next) => (setDate(next), setSlot(null))}
              chosen={slot}
              onChoose={setSlot}
              viewerZone={zone}
              today={todayIn(zone)}
              dateError={fieldErrors.date?.[0]}
            />
            {fieldErrors.time?.[0] ? (
              <Text size="sm" c="red" role="alert">
                {fieldErrors.time[0]}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={() => setMode('buttons')}>
                Back
              </Button>
              <Button size="xs" disabled={!slot} loading={answer.isPending} onClick={() => slot && send({ answer: 'propose', ...slot })}>
                Send proposal
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            {tour.answer === 'pending' ? (
              <Button size="xs" color="teal" loading={answer.isPending} onClick={() => send({ answer: 'accept' })}>
                Accept
              </Button>
            ) : null}
            <Button size="xs" variant="light" onClick={() => setMode('propose')} disabled={!invite.property}>
              Propose another time
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setMode('decline')}>
              Decline
            </Button>
          </Group>
        )
      ) : null}
      {answer.isError && Object.keys(fieldErrors).length === 0 ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(answer.error, m.appointmentFailed)}
        </Alert>
      ) : null}
    </Stack>
  );
}
