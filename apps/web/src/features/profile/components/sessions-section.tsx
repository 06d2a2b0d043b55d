import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@openhouse/shared/format/datetime';
import { collapseSessions, endableIds, sessionsMessages, type SessionGroup } from '@openhouse/shared/settings/sessions';
import { LoadingRows } from '../../../components/loading-rows';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { SettingsSection } from './settings-section';
import { useActiveSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';

/**
 * Where I am signed in: each device and browser once (its sessions collapsed), with its address and when it was
 * last used; any but this one can be ended, all its sessions at once.
 */
export function SessionsSection() {
  const sessions = useActiveSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const zone = useSession().user?.timezone;

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toastSuccess((await work()).message);
    } catch (error) {
      toastError(messageOf(error, sessionsMessages.failed));
    }
  };

  const list = sessions.data?.data ?? [];
  const others = list.filter((session) => !session.current);

  return (
    <SettingsSection title="Where you're signed in" description="Sign out a browser you no longer use. It is refused at once, and its live updates stop.">
      {sessions.isPending ? (
        <LoadingRows label="Loading sessions" count={2} height={48} />
      ) : sessions.isError ? (
        <Text c="red" size="sm">
          Your sessions could not be loaded. Please try again.
        </Text>
      ) : (
        <Stack gap="sm">
          {collapseSessions(list).map((group) => (
            <SessionRow
              key={group.device}
              group={group}
              endable={endableIds(group, list).length}
              zone={zone}
              busy={signOutOne.isPending && group.ids.includes(signOutOne.variables ?? 0)}
              onSignOut={() =>
                run(async () => {
                  let answer: { message: string } = { message: sessionsMessages.signedOut };
                  for (const id of endableIds(group, list)) answer = await signOutOne.mutateAsync(id);
                  return answer;
                })
              }
            />
          ))}
          {others.length === 0 ? (
            <Text size="sm" c="dimmed">
              {sessionsMessages.empty}
            </Text>
          ) : (
            <Group>
              <Button variant="light" color="red" loading={signOutOthers.isPending} onClick={() => run(() => signOutOthers.mutateAsync())}>
                Sign out all other sessions
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}

type SessionRowProps = { group: SessionGroup; endable: number; zone: string | null | undefined; busy: boolean; onSignOut: () => void };

/** This browser's row offers to end its older sign-ins; another's, to end all of them. */
function SessionRow({ group, endable, zone, busy, onSignOut }: SessionRowProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" aria-label={`Session ${group.device}`} role="group">
      <div style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {group.device}
          </Text>
          {group.current ? (
            <Badge size="sm" variant="light" color="teal">
              This one
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {group.ip ?? 'Unknown address'} · last seen {formatDateTime(group.last_seen_at, zone)}
          {group.count > 1 ? ` · ${group.count} sign-ins` : ''}
        </Text>
      </div>
      {endable === 0 ? null : (
        <Button size="xs" variant="default" loading={busy} onClick={onSignOut}>
          {group.current ? 'Sign out its other sessions' : 'Sign out'}
        </Button>
      )}
    </Group>
  );
}
