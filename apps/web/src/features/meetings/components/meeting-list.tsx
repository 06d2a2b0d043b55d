import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { withDaySeparators } from '@openhouse/shared/format/chat-time';
import { describeMeetingTime } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import { openGlobalModal } from '../../../lib/global-modals';

/** Who the meeting is with, from the viewer's side: the organiser when invited, else the first invitee (or the visitor who booked it). */
function otherSide(invite: MeetingInvite): string {
  if (!invite.is_organiser) return `From ${invite.participants.sender.name}`;
  const [first, ...rest] = invite.participants.recipients;
  if (!first) return invite.guest ? `With ${invite.guest.name}` : 'Only you';
  return `With ${first.name}${rest.length > 0 ? ` and ${rest.length} more` : ''}`;
}

type MeetingListProps = { invites: MeetingInvite[]; timeZone?: string | null; label: string; byDay?: boolean };

/**
 * Meetings as rows; each opens its details (and the cancel) in the meeting details modal. `byDay` heads each
 * day's meetings with the day ("Today", "Dec 1"), so the day's meetings read as one group.
 */
export function MeetingList({ invites, timeZone, label, byDay = false }: MeetingListProps) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {withDaySeparators(invites, (invite) => invite.start, timeZone).map(({ item: invite, day }) => (
        <li key={invite.id}>
          {byDay && day ? (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={2}>
              {day}
            </Text>
          ) : null}
          <UnstyledButton
            w="100%"
            // Named by its own text (title, time, who): a shorter label would leave out words a speech-input user reads on it.
            onClick={() => openGlobalModal('meetingDetails', { meetingId: invite.id })}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500} c="blue" lineClamp={1}>
                  {invite.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {describeMeetingTime(invite.start, invite.end, timeZone)} · {otherSide(invite)}
                </Text>
              </Stack>
              {invite.all_day ? (
                <Badge size="xs" variant="light">
                  All day
                </Badge>
              ) : null}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
