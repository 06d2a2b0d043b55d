import { Alert, Table, Text } from '@mantine/core';
import { TableFrame } from '../table-frame';
import type { ImportReport } from './csv-import-api';

/** What an import adds, as its texts name it: "1 vendor added", "2 vendors added". */
export type ImportNoun = { one: string; many: string };

/** The last step: how many records were added, and each skipped row with its reason. */
export function ImportReportView({ report, noun }: { report: ImportReport; noun: ImportNoun }) {
  return (
    <>
      <Alert color={report.skipped.length === 0 ? 'green' : 'yellow'} title="Import finished">
        {report.created} {report.created === 1 ? noun.one : noun.many} added, {report.skipped.length} {report.skipped.length === 1 ? 'row' : 'rows'} skipped.
      </Alert>
      {report.skipped.length > 0 ? (
        <>
          <Text size="sm" fw={600}>
            Skipped rows
          </Text>
          <TableFrame minWidth={280} empty={false} maxHeight={280}>
            <Table striped withTableBorder aria-label="Skipped rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.skipped.map((skipped) => (
                  <Table.Tr key={skipped.row}>
                    <Table.Td>{skipped.row}</Table.Td>
                    <Table.Td>{skipped.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableFrame>
        </>
      ) : null}
    </>
  );
}
