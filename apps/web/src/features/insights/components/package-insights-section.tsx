import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/moment';
import type { InsightDuration } from '@openhouse/shared/properties/insights';
import type { PackageInsights } from '@openhouse/shared/properties/package-insights';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { SectionCard } from '../../../components/section-card';
import { TableFrame } from '../../../components/table-frame';
import { useTimeZone } from '../../../lib/use-time-zone';
import { usePackageInsights } from '../api/get-package-insights';
import { InsightsError } from './insights-error';

const count = new Intl.NumberFormat('en-US');
const STATUS_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const;
const totals = [
  { key: 'opens', label: 'Opens' },
  { key: 'views', label: 'Files viewed' },
  { key: 'downloads', label: 'Downloads' },
] as const;

/**
 * The property's shared document packages in its insights (docs/DECISIONS.md, Shared documents): how often they
 * were opened, their files viewed and downloaded over the chosen duration, and who did it, most recent first.
 */
export function PackageInsightsSection({ propertyId, duration }: { propertyId: number; duration: InsightDuration }) {
  const insights = usePackageInsights({ propertyId, duration });
  return (
    <SectionCard title="Shared document packages">
      {insights.isError ? (
        <InsightsError error={insights.error} />
      ) : !insights.data ? (
        <LoadingRows label="Loading shared document packages" count={3} />
      ) : insights.data.packages.length === 0 ? (
        <Text c="dimmed" size="sm">
          No document packages have been shared from this property’s projects yet. Share its project’s files from{' '}
          <Anchor component={Link} to="/sharedocs" size="sm" underline="always">
            Share Documents
          </Anchor>{' '}
          to see here who opens, views and downloads them.
        </Text>
      ) : (
        <PackageInsightsBody insights={insights.data} />
      )}
    </SectionCard>
  );
}

type Activity = { opens: number; views: number; downloads: number; last_at: string | null };

/** One line of counts, as the phone's list gives them instead of a table's columns. */
const countsLine = (row: Activity) => `${row.opens} ${row.opens === 1 ? 'open' : 'opens'} · ${row.views} viewed · ${row.downloads} ${row.downloads === 1 ? 'download' : 'downloads'}`;

/** On a phone, each package or viewer is an item of a list: a table's six columns would scroll sideways. */
function PhoneList({ label, items }: { label: string; items: { key: string | number; name: ReactNode; badge?: ReactNode; counts: string; when: string }[] }) {
  return (
    <Stack component="ul" hiddenFrom="sm" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <Paper component="li" key={item.key} withBorder p="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={600} style={{ wordBreak: 'break-word', minWidth: 0 }}>
              {item.name}
            </Text>
            {item.badge}
          </Group>
          <Text size="sm">{item.counts}</Text>
          <Text size="xs" c="dimmed">
            Last activity: {item.when}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function StatusBadge({ status }: { status: PackageInsights['packages'][number]['status'] }) {
  return (
    <Badge size="xs" variant="light" color={STATUS_COLOR[status]} style={{ flexShrink: 0, overflow: 'visible' }}>
      {status}
    </Badge>
  );
}

function PackageInsightsBody({ insights }: { insights: PackageInsights }) {
  const zone = useTimeZone();
  const when = (iso: string | null) => (iso ? formatNotificationTime(iso, zone) : '—');
  const anonymous = (
    <Text span c="dimmed" inherit>
      Anonymous visitors
    </Text>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing="xs">
        {totals.map((total) => (
          <Paper key={total.key} withBorder p="xs" role="group" aria-label={`Package ${total.label.toLowerCase()}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" fw={500} tt="uppercase">
                {total.label}
              </Text>
              <Text fz={{ base: 'lg', sm: 'xl' }} fw={700}>
                {count.format(insights[total.key])}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>

      <PhoneList
        label="Packages"
        items={insights.packages.map((row) => ({ key: row.id, name: row.title, badge: <StatusBadge status={row.status} />, counts: countsLine(row), when: when(row.last_at) }))}
      />
      <Box visibleFrom="sm">
        <TableFrame minWidth={600} empty={false}>
          <Table verticalSpacing="xs" aria-label="Packages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Package</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Opens</Table.Th>
                <Table.Th ta="right">Viewed</Table.Th>
                <Table.Th ta="right">Downloads</Table.Th>
                <Table.Th>Last activity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {insights.packages.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{row.title}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td ta="right">{row.opens}</Table.Td>
                  <Table.Td ta="right">{row.views}</Table.Td>
                  <Table.Td ta="right">{row.downloads}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(row.last_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableFrame>
      </Box>

      {insights.viewers.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center">
          Nobody opened these packages in this period.
        </Text>
      ) : (
        <>
          {/* A visitor of a link to anyone who was not signed in gives no e-mail; they are counted together. */}
          <PhoneList
            label="Package viewers"
            items={insights.viewers.map((viewer) => ({ key: viewer.email ?? '', name: viewer.email ?? anonymous, counts: countsLine(viewer), when: when(viewer.last_at) }))}
          />
          <Box visibleFrom="sm">
            <TableFrame minWidth={560} empty={false}>
              <Table verticalSpacing="xs" aria-label="Package viewers">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Viewer</Table.Th>
                    <Table.Th ta="right">Opens</Table.Th>
                    <Table.Th ta="right">Viewed</Table.Th>
                    <Table.Th ta="right">Downloads</Table.Th>
                    <Table.Th>Last activity</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {insights.viewers.map((viewer) => (
                    <Table.Tr key={viewer.email ?? ''}>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{viewer.email ?? anonymous}</Table.Td>
                      <Table.Td ta="right">{viewer.opens}</Table.Td>
                      <Table.Td ta="right">{viewer.views}</Table.Td>
                      <Table.Td ta="right">{viewer.downloads}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(viewer.last_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableFrame>
          </Box>
        </>
      )}
      {insights.viewer_count > insights.viewers.length ? (
        <Text size="xs" c="dimmed">
          The {insights.viewers.length} most recent of {count.format(insights.viewer_count)} viewers.
        </Text>
      ) : null}
    </Stack>
  );
}
