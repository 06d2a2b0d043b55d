import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { adminMessages as m } from '@openhouse/shared/admin/messages';
import { CardList } from '../../../components/card-list';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import type { AdminUser } from '../api/admin-api';
import { AccountStateBadge } from './account-state-badge';

type UsersListProps = { users: readonly AdminUser[]; selfId: number; onChange: (user: AdminUser) => void };

const rolesOf = (user: AdminUser) => user.roles.join(', ') || 'No role';

/** Disable for an active account, Enable for a disabled one; none on the admin's own row (the server refuses it). */
function StateAction({ user, selfId, onChange }: { user: AdminUser; selfId: number; onChange: (user: AdminUser) => void }) {
  if (user.id === selfId) {
    return (
      <Text size="sm" c="dimmed">
        You
      </Text>
    );
  }
  const disabling = user.state === 'active';
  return (
    <Button size="compact-sm" variant="light" color={disabling ? 'red' : 'green'} aria-label={`${disabling ? 'Disable' : 'Enable'} ${user.name}`} onClick={() => onChange(user)}>
      {disabling ? 'Disable' : 'Enable'}
    </Button>
  );
}

/** The accounts found: a table from the sm breakpoint, cards on phones (docs/ARCHITECTURE.md, Phones). */
export function UsersList({ users, selfId, onChange }: UsersListProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  if (phone) {
    return (
      <CardList items={users} label="Users" keyOf={(user) => user.id} cardLabel={(user) => user.name} emptyText={m.noUsers}>
        {(user) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {user.name}
              </Text>
              <AccountStateBadge user={user} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Text size="sm" c="dimmed">
              {rolesOf(user)}
            </Text>
            <Group justify="flex-end">
              <StateAction user={user} selfId={selfId} onChange={onChange} />
            </Group>
          </Stack>
        )}
      </CardList>
    );
  }
  return (
    <TableFrame minWidth={720} empty={users.length === 0}>
      <Table striped highlightOnHover withTableBorder aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 ? (
            <EmptyTableRow colSpan={5} message={m.noUsers} />
          ) : (
            users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    @{user.user_name}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                <Table.Td>{rolesOf(user)}</Table.Td>
                <Table.Td>
                  <AccountStateBadge user={user} />
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <StateAction user={user} selfId={selfId} onChange={onChange} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
