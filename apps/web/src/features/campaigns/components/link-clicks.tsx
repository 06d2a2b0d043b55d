import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { CampaignAnalytics } from '@openhouse/shared/campaigns/campaign-schemas';

type LinkClicks = CampaignAnalytics['links'][number];

/**
 * The links of a campaign's e-mail with their clicks: a table from the small breakpoint up, and on phones one card
 * per link with the address wrapped on its own lines (as the recipients list does), so nothing scrolls sideways.
 */
export function LinkClicksList({ links }: { links: LinkClicks[] }) {
  return (
    <>
      <Table visibleFrom="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Link</Table.Th>
            <Table.Th w={90}>Clicks</Table.Th>
            <Table.Th w={90}>People</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.url}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{link.url}</Table.Td>
              <Table.Td>{link.clicks}</Table.Td>
              <Table.Td>{link.unique_clicks}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" hiddenFrom="sm" role="list" aria-label="Links">
        {links.map((link) => (
          <Paper key={link.url} withBorder p="sm" role="listitem">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {link.url}
            </Text>
            <Group gap="md" mt={4}>
              <Text size="xs" c="dimmed">
                Clicks <Text span fw={600} c="var(--mantine-color-text)" inherit>{link.clicks}</Text>
              </Text>
              <Text size="xs" c="dimmed">
                People <Text span fw={600} c="var(--mantine-color-text)" inherit>{link.unique_clicks}</Text>
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
