import { Alert, Anchor, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { describeMeetingTime } from '@openhouse/shared/meetings/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { meetingQuery, useCancelMeeting } from '../api/meetings-api';
import { TourAnswerPanel } from './tour-answer-panel';
import { viewerZone } from './tour-request.forms';

type MeetingDetailsModalProps = { meetingId: number; onClose: () => void };

/**
 * A meeting's subject, time, place and people. Cancelling takes two steps (spec): the first click asks,
 * the second cancels; a failure reads 'Error cancelling meeting'.
 */
export function MeetingDetailsModal({ meetingId, onClose }: MeetingDetailsModalProps) {
  const { user } = useSession();
  const meeting = useQuery(meetingQuery(meetingId));
  const cancel = useCancelMeeting();
  const [confirming, setConfirming] = useState(false);
  const invite = meeting.data;
  const zone = viewerZone(user?.timezone);

  let body;
  if (meeting.isPending) body = <LoadingRows label="Loading meeting" count={3} />;
  else if (meeting.isError || !invite)
    body = (
      <Alert color="red" variant="light">
        {messageOf(meeting.error, m.notFound)}
      </Alert>
    );
  else {
    const isLink = invite.participants.location?.startsWith('https://') ?? false;
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{invite.kind === 'video_tour' ? 'Video tour' : invite.kind === 'person_tour' ? 'In-person tour' : 'Meeting'}</Badge>
          {invite.status === 'cancelled' ? <Badge color="red">Cancelled</Badge> : null}
        </Group>
        <Text fw={600}>
          {describeMeetingTime(invite.start, invite.end, zone)} ({zone})
        </Text>
        {invite.timezone !== zone ? (
          <Text size="xs" c="dimmed">
            Booked for {describeMeetingTime(invite.start, invite.end, invite.timezone)} ({invite.timezone})
          </Text>
        ) : null}
        {invite.tour ? <TourAnswerPanel invite={{ ...invite, tour: invite.tour }} zone={zone} /> : null}
        {invite.participants.location ? (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {isLink ? 'Join: ' : 'Where: '}
            {isLink ? (
              <Anchor href={invite.participants.location} target="_blank" rel="noreferrer">
                {invite.participants.location}
              </Anchor>
            ) : (
              invite.participants.location
            )}
          </Text>
        ) : null}
        {invite.property ? (
          <Anchor component={Link} to={`/properties/${invite.property.id}`} size="sm" onClick={onClose}>
            {invite.property.label} · {invite.property.street_address}
          </Anchor>
        ) : null}
        {invite.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {invite.description}
          </Text>
        ) : null}
        <div>
          <Text size="sm" fw={500}>
            People
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{invite.participants.sender.name} (organiser)</List.Item>
            {invite.participants.recipients.map((person) => (
              <List.Item key={person.id}>{person.name}</List.Item>
            ))}
            {invite.guest ? (
              <List.Item style={{ overflowWrap: 'anywhere' }}>
                {invite.guest.name} ({invite.guest.email}, booked on your scheduling page)
              </List.Item>
            ) : null}
          </List>
        </div>
        {cancel.isError ? (
          <Alert color="red" variant="light">
            {m.cancelFailed}
          </Alert>
        ) : null}
        {invite.status === 'scheduled' ? (
          confirming ? (
            <Stack gap="xs">
              <Text size="sm">Cancel this meeting? Everyone in it is told.</Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                  Keep meeting
                </Button>
                <Button
                  color="red"
                  loading={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(invite.id, {
                      onSuccess: (answer) => {
                        toastSuccess(answer.message);
                        onClose();
                      },
                    })
                  }
                >
                  Yes, cancel meeting
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                Cancel meeting
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title={invite?.title ?? 'Meeting details'} centered size="md">
      {body}
    </Modal>
  );
}
