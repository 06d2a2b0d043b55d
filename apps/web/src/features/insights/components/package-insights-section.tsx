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

type ActivityRow = { key: string | number; name: ReactNode; badge?: ReactNode; activity: Activity };

/**
 * Packages or viewers with their counts: on a phone, each one an item of a list (a table's six columns would
 * scroll sideways); from the small breakpoint up, a table. A `statusHeader` adds the badges as a column.
 */
function ActivityRows({ label, nameHeader, statusHeader, minWidth, rows, when }: { label: string; nameHeader: string; statusHeader?: string; minWidth: number; rows: ActivityRow[]; when: (iso: string | null) => string }) {
  return (
    <>
      <Stack component="ul" hiddenFrom="sm" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {rows.map((row) => (
          <Paper component="li" key={row.key} withBorder p="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ wordBreak: 'break-word', minWidth: 0 }}>
                {row.name}
              </Text>
              {row.badge}
            </Group>
            <Text size="sm">{countsLine(row.activity)}</Text>
            <Text size="xs" c="dimmed">
              Last activity: {when(row.activity.last_at)}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <TableFrame minWidth={minWidth} empty={false}>
          <Table verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{nameHeader}</Table.Th>
                {statusHeader ? <Table.Th>{statusHeader}</Table.Th> : null}
                <Table.Th ta="right">Opens</Table.Th>
                <Table.Th ta="right">Viewed</Table.Th>
                <Table.Th ta="right">Downloads</Table.Th>
                <Table.Th>Last activity</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{row.name}</Table.Td>
                  {statusHeader ? <Table.Td>{row.badge}</Table.Td> : null}
                  <Table.Td ta="right">{row.activity.opens}</Table.Td>
                  <Table.Td ta="right">{row.activity.views}</Table.Td>
                  <Table.Td ta="right">{row.activity.downloads}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(row.activity.last_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableFrame>
      </Box>
    </>
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

      <ActivityRows
        label="Packages"
        nameHeader="Package"
        statusHeader="Status"
        minWidth={600}
        rows={insights.packages.map((row) => ({ key: row.id, name: row.title, badge: <StatusBadge status={row.status} />, activity: row }))}
        when={when}
      />

      {insights.viewers.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center">
          Nobody opened these packages in this period.
        </Text>
      ) : (
        // A visitor of a link to anyone who was not signed in gives no e-mail; they are counted together.
        <ActivityRows
          label="Package viewers"
          nameHeader="Viewer"
          minWidth={560}
          rows={insights.viewers.map((viewer) => ({ key: viewer.email ?? '', name: viewer.email ?? anonymous, activity: viewer }))}
          when={when}
        />
      )}
      {insights.viewer_count > insights.viewers.length ? (
        <Text size="xs" c="dimmed">
          The {insights.viewers.length} most recent of {count.format(insights.viewer_count)} viewers.
        </Text>
      ) : null}
    </Stack>
  );
}
