import { Badge, Group, Paper, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { CampaignAnalytics } from '@openhouse/shared/campaigns/campaign-schemas';

type Recipient = CampaignAnalytics['recipients'][number];
/** A moment in the reader's locale, or a dash for never. */
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '–');
const color = (status: Recipient['status']) => (status === 'sent' ? 'green' : status === 'unknown' ? 'orange' : status === 'queued' ? 'gray' : 'red');

function Status({ recipient }: { recipient: Recipient }) {
  return (
    <Group gap={4}>
      <Tooltip label={recipient.error ?? recipient.status} disabled={!recipient.error}>
        <Badge variant="light" color={color(recipient.status)}>
          {recipient.status}
        </Badge>
      </Tooltip>
      {recipient.unsubscribed && (
        <Badge variant="outline" color="gray">
          unsubscribed
        </Badge>
      )}
    </Group>
  );
}

/**
 * A campaign's recipients with their status: a table from the small breakpoint up, and on phones one card per
 * recipient, so the status badges are never cut off inside a sideways scroller.
 */
export function RecipientList({ recipients }: { recipients: Recipient[] }) {
  return (
    <>
      <Table.ScrollContainer minWidth={640} mah={480} visibleFrom="sm">
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Recipient</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Opened</Table.Th>
              <Table.Th>Clicked</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recipients.map((recipient) => (
              <Table.Tr key={recipient.email}>
                <Table.Td>
                  {recipient.name}
                  <Text size="xs" c="dimmed">
                    {recipient.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Status recipient={recipient} />
                </Table.Td>
                <Table.Td>{when(recipient.sent_at)}</Table.Td>
                <Table.Td>{when(recipient.opened_at)}</Table.Td>
                <Table.Td>{when(recipient.clicked_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ScrollArea.Autosize mah={480} hiddenFrom="sm" type="auto">
        <Stack gap="xs" role="list" aria-label="Recipients">
          {recipients.map((recipient) => (
            <Paper key={recipient.email} withBorder p="sm" role="listitem">
              <Group justify="space-between" align="flex-start" gap="xs">
                <div style={{ minWidth: 0, flex: '1 1 140px' }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {recipient.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {recipient.email}
                  </Text>
                </div>
                <Status recipient={recipient} />
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                Sent {when(recipient.sent_at)} · Opened {when(recipient.opened_at)} · Clicked {when(recipient.clicked_at)}
              </Text>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </>
  );
}
