import { Select, SimpleGrid, Table, Text } from '@mantine/core';
import type { ColumnMapping } from '@openhouse/shared/csv-import/mapping';
import { TableFrame } from '../table-frame';
import type { ImportPreview } from './csv-import-api';

type ImportMappingProps = { preview: ImportPreview; mapping: ColumnMapping; onChange: (mapping: ColumnMapping) => void };

/** The preview step: which column fills each field (suggested from the headers), over the file's first rows. */
export function ImportMapping({ preview, mapping, onChange }: ImportMappingProps) {
  const columns = preview.columns.map((column, index) => ({ value: String(index), label: column || `Column ${index + 1}` }));
  return (
    <>
      <Text size="sm">
        {preview.total_rows} {preview.total_rows === 1 ? 'row' : 'rows'} found. Choose the column for each field.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {preview.fields.map((field) => (
          <Select
            key={field.key}
            label={field.label}
            withAsterisk={field.required}
            placeholder="Not imported"
            clearable={!field.required}
            data={columns}
            value={mapping[field.key] === null || mapping[field.key] === undefined ? null : String(mapping[field.key])}
            onChange={(value) => onChange({ ...mapping, [field.key]: value === null ? null : Number(value) })}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600}>
        First rows of the file
      </Text>
      <TableFrame minWidth={120 * Math.max(1, preview.columns.length)} empty={preview.rows.length === 0}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {preview.columns.map((column, index) => (
                <Table.Th key={index}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((cells, row) => (
              <Table.Tr key={row}>
                {preview.columns.map((_, index) => (
                  <Table.Td key={index}>{cells[index] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableFrame>
    </>
  );
}
