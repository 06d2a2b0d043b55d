import { ActionIcon, Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { formatUsPhone } from '@openhouse/shared/accounts/phone-format';
import type { Prospect } from '@openhouse/shared/network/network-schemas';
import { IconNotes, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';

type ProspectsTableProps = {
  prospects: Prospect[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (prospect: Prospect) => void;
  onNotes: (prospect: Prospect) => void;
  onDelete: (prospect: Prospect) => void;
};

/** The prospect list: a checkbox each for the bulk action, contact, roles, labels, project and actions. */
export function ProspectsTable({ prospects, selected, onSelect, onEdit, onNotes, onDelete }: ProspectsTableProps) {
  const allIds = prospects.map((prospect) => prospect.id);
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.includes(id));
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <TableFrame minWidth={860} empty={prospects.length === 0}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label="Select all prospects on this page" checked={allSelected} onChange={() => onSelect(allSelected ? [] : allIds)} />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Labels</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th w={120}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prospects.length === 0 ? <EmptyTableRow colSpan={7} /> : null}
          {prospects.map((prospect) => (
            <Table.Tr key={prospect.id}>
              <Table.Td>
                <Checkbox aria-label={`Select ${prospect.name}`} checked={selected.includes(prospect.id)} onChange={() => toggle(prospect.id)} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/prospects/${prospect.id}`} size="sm" fw={500}>
                  {prospect.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {prospect.user_name}
                  {prospect.source === 'capture' ? ' · via QR page' : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                {/* Links, so a tap on a phone writes or dials. */}
                {prospect.email ? (
                  <Anchor href={`mailto:${prospect.email}`} size="sm" display="block">
                    {prospect.email}
                  </Anchor>
                ) : (
                  <Text size="sm">—</Text>
                )}
                {prospect.phone ? (
                  <Anchor href={`tel:${prospect.phone}`} size="xs" c="dimmed" display="block">
                    {formatUsPhone(prospect.phone)}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{prospect.roles.map((role) => role.name).join(', ') || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {prospect.labels.map((label) => (
                    <Badge key={label.id} variant="light" size="sm">
                      {label.label_name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{prospect.project?.property_address ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Notes about ${prospect.name}`} onClick={() => onNotes(prospect)}>
                    <IconNotes size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`Edit ${prospect.name}`} onClick={() => onEdit(prospect)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Delete ${prospect.name}`} onClick={() => onDelete(prospect)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
