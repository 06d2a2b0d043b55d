import { Alert, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { calendarMessages as m } from '@openhouse/shared/calendar/messages';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useCalendarShare, useShareActions } from '../api/calendar-api';
import { CalendarFeedControls } from './calendar-feed-controls';
import { CopyableLink } from './copyable-link';

type ShareCalendarDialogProps = { month: { start: string; end: string }; onClose: () => void };

/**
 * The public read-only link and the subscription feed. Only their secrets' digests are kept, so a link is shown
 * when it is made; making a new one (or turning sharing off) kills every copy of the old.
 */
export function ShareCalendarDialog({ month, onClose }: ShareCalendarDialogProps) {
  const share = useCalendarShare();
  const { create, stop } = useShareActions();
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const failure = create.error ?? stop.error;

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        const query = new URLSearchParams({ uuid: answer.data.uuid, userUuid: answer.data.userUuid, startDate: month.start, endDate: month.end });
        setShareUrl(`${window.location.origin}/calendar?${query}`);
        toastSuccess(answer.message);
      },
    });

  return (
    <Modal opened onClose={onClose} title="Share calendar" centered size="lg">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light">
            {messageOf(failure, m.somethingWrong)}
          </Alert>
        ) : null}
        <Stack gap="xs">
          <Title order={3} fz="md">
            Public link
          </Title>
          <Text size="sm" c="dimmed">
            Anyone holding the link sees your calendar, read-only. {share.data?.data.enabled ? 'Sharing is on.' : 'Sharing is off.'}
          </Text>
          {shareUrl ? <CopyableLink label="Calendar link (copy it now: it is shown once)" url={shareUrl} /> : null}
          <Group gap="xs">
            <Button size="xs" onClick={makeLink} loading={create.isPending}>
              {share.data?.data.enabled ? 'Make a new link' : 'Turn sharing on'}
            </Button>
            {share.data?.data.enabled ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={stop.isPending}
                onClick={() =>
                  stop.mutate(undefined, {
                    onSuccess: (answer) => {
                      setShareUrl(null);
                      toastSuccess(answer.message ?? m.sharingOff);
                    },
                  })
                }
              >
                Turn sharing off
              </Button>
            ) : null}
          </Group>
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Title order={3} fz="md">
            Subscribe in your calendar app
          </Title>
          <Text size="sm" c="dimmed">
            {m.feedDescription}
          </Text>
          <CalendarFeedControls />
        </Stack>
      </Stack>
    </Modal>
  );
}
