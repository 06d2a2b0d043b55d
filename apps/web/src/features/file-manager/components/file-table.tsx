import { ActionIcon, Anchor, Checkbox, Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFile, IconFolder } from '@tabler/icons-react';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import type { Item } from '../api/file-manager-api';
import { ItemMenu, type ItemActions } from './item-menu';
import { modifiedLabel, sizeLabel, type Sort, type SortField } from './file-views';

type FileTableProps = {
  items: readonly Item[];
  selected: ReadonlySet<string>;
  onToggle: (path: string) => void;
  onToggleAll: () => void;
  sort: Sort;
  onSort: (field: SortField) => void;
  actions: ItemActions;
  emptyMessage: string;
};

function SortHeader({ label, field, sort, onSort }: { label: string; field: SortField; sort: Sort; onSort: (field: SortField) => void }) {
  const active = sort.field === field;
  const Arrow = sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          {active ? <Arrow size={14} aria-hidden /> : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The table view (the default, spec part 2 section 9): name, size in MB with 2 decimals, when changed, actions. */
export function FileTable({ items, selected, onToggle, onToggleAll, sort, onSort, actions, emptyMessage }: FileTableProps) {
  const all = items.length > 0 && items.every((item) => selected.has(item.path));
  return (
    <TableFrame minWidth={560} empty={items.length === 0}>
      <Table highlightOnHover withTableBorder aria-label="Files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label="Select all" checked={all} indeterminate={!all && selected.size > 0} onChange={onToggleAll} />
            </Table.Th>
            <SortHeader label="Name" field="name" sort={sort} onSort={onSort} />
            <SortHeader label="Size" field="size" sort={sort} onSort={onSort} />
            <SortHeader label="Modified" field="modified" sort={sort} onSort={onSort} />
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 ? (
            <EmptyTableRow colSpan={5} message={emptyMessage} />
          ) : (
            items.map((item) => (
              <Table.Tr key={item.path} bg={selected.has(item.path) ? 'var(--mantine-color-blue-light)' : undefined} onContextMenu={(event) => actions.onContextMenu(event, item)}>
                <Table.Td>
                  <Checkbox aria-label={`Select ${item.basename}`} checked={selected.has(item.path)} onChange={() => onToggle(item.path)} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {item.type === 'dir' ? <IconFolder size={18} color="var(--mantine-color-yellow-7)" aria-hidden /> : <IconFile size={18} aria-hidden />}
                    <Anchor component="button" type="button" size="sm" onClick={() => actions.onOpen(item)} style={{ wordBreak: 'break-word', textAlign: 'left' }}>
                      {item.basename}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{sizeLabel(item)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{modifiedLabel(item)}</Table.Td>
                <Table.Td>
                  <ItemMenu item={item} actions={actions} target={<ActionIcon variant="subtle" aria-label={`Actions for ${item.basename}`}>⋯</ActionIcon>} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
