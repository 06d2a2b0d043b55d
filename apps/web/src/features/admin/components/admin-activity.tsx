import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ADMIN_ACTIONS, adminMessages as m } from '@openhouse/shared/admin/messages';
import { formatDateTime } from '@openhouse/shared/format/datetime';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useAdminAudit } from '../api/admin-api';

/** "Admin activity": every recorded admin action, newest first, as a list that reads the same on any width. */
export function AdminActivity() {
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  const zone = useTimeZone();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="admin-activity-heading" mt="xl">
      <Title order={2} size="h4" id="admin-activity-heading" mb="sm">
        Admin activity
      </Title>
      {audit.isPending ? (
        <Center py="md">
          <Loader role="status" aria-label="Loading admin activity" />
        </Center>
      ) : audit.isError ? (
        <FormError message={messageOf(audit.error, m.auditLoadFailed)} />
      ) : audit.data.data.length === 0 ? (
        <Text c="dimmed">{m.noActivity}</Text>
      ) : (
        <>
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Admin activity">
            {audit.data.data.map((entry) => (
              <li key={entry.id}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <b>{entry.actor.name}</b> · {ADMIN_ACTIONS[entry.action]}: <b>{entry.target.name}</b>
                  {entry.detail ? ` (${entry.detail})` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.created_at, zone)}
                </Text>
              </li>
            ))}
          </Stack>
          <PagingFooter page={audit.data} onPage={setPage} fetching={audit.isPlaceholderData} />
        </>
      )}
    </Paper>
  );
}
