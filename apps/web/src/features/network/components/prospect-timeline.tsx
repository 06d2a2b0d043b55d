import { Anchor, Loader, Text, ThemeIcon, Timeline } from '@mantine/core';
import { formatMomentWithZone } from '@openhouse/shared/format/moment';
import type { TimelineEntry, TimelineKind } from '@openhouse/shared/network/timeline-schemas';
import { IconCalendarEvent, IconFileImport, IconMessage, IconNote, IconQrcode, IconUserPlus } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useProspectTimeline } from '../api/prospects';

const ICONS: Record<TimelineKind, ComponentType<{ size?: number }>> = {
  added: IconUserPlus,
  capture: IconQrcode,
  import: IconFileImport,
  note: IconNote,
  message: IconMessage,
  meeting: IconCalendarEvent,
};

function EntryTitle({ entry }: { entry: TimelineEntry }) {
  if (!entry.href) return <>{entry.title}</>;
  return (
    <Anchor component={Link} to={entry.href} inherit>
      {entry.title}
    </Anchor>
  );
}

/** A prospect's timeline: how they came, notes, messages and meetings, newest first, each with its time. */
export function ProspectTimeline({ prospectId }: { prospectId: number }) {
  const timeline = useProspectTimeline(prospectId);
  const zone = useTimeZone();
  if (timeline.isPending) return <Loader size="sm" role="status" aria-label="Loading the timeline" />;
  if (timeline.isError) return <FormError message={messageOf(timeline.error, 'The timeline could not be loaded. Please try again.')} />;
  return (
    <Timeline bulletSize={28} lineWidth={2} aria-label="Timeline" component="ol" styles={{ root: { listStyle: 'none', padding: 0 } }}>
      {timeline.data.map((entry, index) => {
        const Icon = ICONS[entry.kind];
        return (
          <Timeline.Item
            key={`${entry.kind}-${entry.at}-${index}`}
            component="li"
            bullet={
              <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                <Icon size={16} />
              </ThemeIcon>
            }
            title={<EntryTitle entry={entry} />}
          >
            {entry.detail ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {entry.detail}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed" mt={2}>
              <time dateTime={entry.at}>{formatMomentWithZone(entry.at, zone)}</time>
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
