import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@openhouse/shared/format/datetime';
import { sessionsMessages, type ActiveSession } from '@openhouse/shared/settings/sessions';
import { LoadingRows } from '../../../components/loading-rows';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { SettingsSection } from './settings-section';
import { useActiveSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';

/** Where I am signed in: each browser with its address and when it was last used; any but this one can be ended. */
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
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              zone={zone}
              busy={signOutOne.isPending && signOutOne.variables === session.id}
              onSignOut={() => run(() => signOutOne.mutateAsync(session.id))}
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

type SessionRowProps = { session: ActiveSession; zone: string | null | undefined; busy: boolean; onSignOut: () => void };

function SessionRow({ session, zone, busy, onSignOut }: SessionRowProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" aria-label={`Session ${session.device}`} role="group">
      <div style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {session.device}
          </Text>
          {session.current ? (
            <Badge size="sm" variant="light" color="teal">
              This one
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {session.ip ?? 'Unknown address'} · last seen {formatDateTime(session.last_seen_at, zone)}
        </Text>
      </div>
      {session.current ? null : (
        <Button size="xs" variant="default" loading={busy} onClick={onSignOut}>
          Sign out
        </Button>
      )}
    </Group>
  );
}
