import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { calendarMessages as m } from '@openhouse/shared/calendar/messages';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useCalendarFeed, useResetFeed } from '../api/calendar-api';
import { CopyableLink } from './copyable-link';

/**
 * The private subscription feed: make it, copy it, reset it. Only the token's digest is kept, so the address is
 * shown once, when it is made; a reset kills every copy of the old one. The calendar's Share dialog and the
 * settings page both show this; `describe` adds what the feed is for (the dialog says it in its own layout).
 */
export function CalendarFeedControls({ describe = false }: { describe?: boolean }) {
  const feed = useCalendarFeed();
  const resetFeed = useResetFeed();
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const enabled = feed.data?.data.enabled ?? false;
  return (
    <Stack gap="xs">
      {describe ? (
        <Text size="sm" c="dimmed">
          {m.feedDescription}
        </Text>
      ) : null}
      {resetFeed.error ? (
        <Alert color="red" variant="light">
          {messageOf(resetFeed.error, m.somethingWrong)}
        </Alert>
      ) : null}
      {feedUrl ? <CopyableLink label="Calendar feed (copy it now: it is shown once)" url={feedUrl} /> : null}
      <Group gap="xs">
        <Button
          size="xs"
          variant={enabled ? 'light' : 'filled'}
          loading={resetFeed.isPending}
          onClick={() =>
            resetFeed.mutate(undefined, {
              onSuccess: (answer) => {
                setFeedUrl(answer.data.url);
                if (enabled) toastSuccess(answer.message);
              },
            })
          }
        >
          {enabled ? 'Reset link' : 'Create feed link'}
        </Button>
        {enabled && !feedUrl ? (
          <Text size="xs" c="dimmed">
            A feed link exists. Reset it to see a new one; the old one stops working.
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
