import { Table } from '@mantine/core';
import { formatInsightDate } from '@openhouse/shared/properties/insight-chart';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import type { InsightSeries } from '../api/get-insight-series';

/** The chart's numbers as a table, newest day first; long ranges scroll inside their own box. */
export function InsightDaysTable({ series }: { series: InsightSeries }) {
  const newestFirst = [...series.rows].reverse();
  return (
    <TableFrame minWidth={560} empty={newestFirst.length === 0} maxHeight={360}>
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
            <EmptyTableRow colSpan={6} />
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
    </TableFrame>
  );
}
