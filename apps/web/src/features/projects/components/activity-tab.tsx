import { Avatar, Loader, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { activityLine, type ActivityEntry, type ActivityKind } from '@openhouse/shared/projects/activity';
import { formatMomentWithZone } from '@openhouse/shared/format/moment';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { IconCircleCheck, IconFlag, IconListCheck, IconPaperclip, IconArrowsRightLeft, IconUserPlus, IconHome, IconCalendarEvent, IconMessage, IconTrash } from '@tabler/icons-react';
import { useState, type ComponentType } from 'react';
import { FormError } from '../../../components/form-error';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media-url';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useActivity } from '../api/get-activity';

const ICONS: Record<ActivityKind, ComponentType<{ size?: number }>> = {
  project_created: IconHome,
  task_created: IconListCheck,
  task_assigned: IconUserPlus,
  task_moved: IconArrowsRightLeft,
  task_rescheduled: IconCalendarEvent,
  task_removed: IconTrash,
  comment_added: IconMessage,
  milestone_reached: IconFlag,
  file_added: IconPaperclip,
  realtor_added: IconUserPlus,
};

/** The bullet: who did it when the app knows, else what kind of thing happened. */
function Bullet({ entry }: { entry: ActivityEntry }) {
  if (entry.kind === 'milestone_reached' || entry.to_status === 'Completed') {
    return (
      <ThemeIcon size={28} radius="xl" color="green" variant="light" aria-hidden>
        {entry.kind === 'milestone_reached' ? <IconFlag size={16} /> : <IconCircleCheck size={16} />}
      </ThemeIcon>
    );
  }
  if (entry.actor) return <Avatar src={mediaUrl(entry.actor.picture)} name={entry.actor.name} size={28} alt="" />;
  const Icon = ICONS[entry.kind];
  return (
    <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
      <Icon size={16} />
    </ThemeIcon>
  );
}

/** A project's activity: who did what and when, newest first, 20 a page. */
export function ActivityTab({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const activity = useActivity(projectId, page);
  const zone = useTimeZone();
  if (activity.isPending) return <Loader size="sm" role="status" aria-label="Loading the activity" />;
  if (activity.isError) return <FormError message={messageOf(activity.error, projectMessages.somethingWrong)} />;
  if (activity.data.data.length === 0) {
    return (
      <Stack align="center" py="xl" gap="xs">
        <Text fw={600}>No activity yet</Text>
        <Text c="dimmed" size="sm" ta="center" maw={480}>
          Tasks added, assigned, moved, rescheduled, completed and removed, comments, milestones reached, files and new team members appear here as they happen.
        </Text>
      </Stack>
    );
  }
  return (
    <>
      {/* Only the list's own marks and margin go: the timeline's start padding is what keeps the bullets on screen at 320 px. */}
      <Timeline bulletSize={28} lineWidth={2} aria-label="Project activity" component="ol" styles={{ root: { listStyle: 'none', marginBlock: 0, paddingInlineEnd: 0 } }}>
        {activity.data.data.map((entry, index) => (
          <Timeline.Item key={`${entry.kind}-${entry.at}-${index}`} component="li" bullet={<Bullet entry={entry} />}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.actor ? <Text span fw={600} inherit>{`${entry.actor.name} `}</Text> : null}
              {activityLine(entry)}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              <time dateTime={entry.at}>{formatMomentWithZone(entry.at, zone)}</time>
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <PagingFooter page={activity.data} onPage={setPage} fetching={activity.isPlaceholderData} />
    </>
  );
}
