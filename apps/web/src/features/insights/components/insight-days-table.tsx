import { Table, Text } from '@mantine/core';
import { formatInsightDate } from '@openhouse/shared/properties/insight-chart';
import type { InsightSeries } from '../api/get-insight-series';

/** The chart's numbers as a table, newest day first; long ranges scroll inside their own box. */
export function InsightDaysTable({ series }: { series: InsightSeries }) {
  const newestFirst = [...series.rows].reverse();
  return (
    <Table.ScrollContainer minWidth={newestFirst.length === 0 ? 0 : 560} maxHeight={360}>
      <Table striped verticalSpacing="xs" stickyHeader aria-label="Activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Unique views</Table.Th>
            <Table.Th ta="right">Unique clicks</Table.Th>
            <Table.Th ta="right">Total views</Table.Th>
            <Table.Th ta="right">Total clicks</Table.Th>
            <Table.Th ta="right">Total downloads</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text ta="center" c="dimmed" py="md">
                  No Records Found
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            newestFirst.map((row) => (
              <Table.Tr key={row.date}>
                <Table.Td>{formatInsightDate(row.date, series.bucket)}</Table.Td>
                <Table.Td ta="right">{row.unique_views}</Table.Td>
                <Table.Td ta="right">{row.unique_clicks}</Table.Td>
                <Table.Td ta="right">{row.total_views}</Table.Td>
                <Table.Td ta="right">{row.total_clicks}</Table.Td>
                <Table.Td ta="right">{row.total_downloads}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
