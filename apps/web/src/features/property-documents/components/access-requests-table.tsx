import { Button, Group, Table, Text } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import type { DocumentPermission } from '@openhouse/shared/properties/documents';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import type { PermissionDecision } from '../api/decide-document-permission';

type AccessRequestsTableProps = {
  permissions: DocumentPermission[];
  timeZone?: string | null;
  onDecide: (permission: DocumentPermission, status: PermissionDecision) => void;
};

/** Which decisions make sense from each state: a grant can be withdrawn, a denial reconsidered. */
function Actions({ permission, onDecide }: { permission: DocumentPermission; onDecide: AccessRequestsTableProps['onDecide'] }) {
  const name = permission.user.name;
  return (
    <Group gap={6} wrap="nowrap">
      {permission.status !== 'granted' ? (
        <Button size="compact-sm" color="teal" variant="light" onClick={() => onDecide(permission, 'granted')} aria-label={`Grant ${name}`}>
          Grant
        </Button>
      ) : null}
      {permission.status !== 'denied' ? (
        <Button size="compact-sm" color="red" variant="light" onClick={() => onDecide(permission, 'denied')} aria-label={`Deny ${name}`}>
          {permission.status === 'granted' ? 'Revoke' : 'Deny'}
        </Button>
      ) : null}
    </Group>
  );
}

export function AccessRequestsTable({ permissions, timeZone, onDecide }: AccessRequestsTableProps) {
  return (
    <TableFrame minWidth={640} empty={permissions.length === 0}>
      <Table verticalSpacing="xs" aria-label="Access requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Requested</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {permissions.length === 0 ? (
            <EmptyTableRow colSpan={5} />
          ) : (
            permissions.map((permission) => (
              <Table.Tr key={permission.id}>
                <Table.Td>{permission.user.name}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{permission.user.email}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{permission.message || <Text c="dimmed" span>—</Text>}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatNotificationTime(permission.created_at, timeZone)}</Table.Td>
                <Table.Td>
                  <Actions permission={permission} onDecide={onDecide} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
