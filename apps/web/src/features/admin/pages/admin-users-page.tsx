import { Center, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { adminMessages as m } from '@openhouse/shared/admin/messages';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useAdminUsers, useChangeAccountState, type AdminUser } from '../api/admin-api';
import { AdminActivity } from '../components/admin-activity';
import { UsersList } from '../components/users-list';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/users (admins): find an account, see its roles and state, disable or re-enable it; below, the admin activity. */
export function AdminUsersPage() {
  const { user: self } = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ page, query: debounced });
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const change = useChangeAccountState();
  const disabling = changing?.state === 'active';

  const confirm = async () => {
    if (!changing) return;
    try {
      toastSuccess((await change.mutateAsync({ user: changing, disable: disabling })).message);
    } catch (error) {
      toastError(messageOf(error, 'The account could not be changed. Please try again.'));
    }
    setChanging(null);
  };

  return (
    <>
      <PageHeader title="Users" description="Find an account, see its roles, and disable or re-enable it. Every action is recorded below." />
      <TextInput
        mb="md"
        maw={360}
        label="Search users"
        placeholder="Name or e-mail"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {users.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading users" />
        </Center>
      ) : users.isError ? (
        <FormError message={messageOf(users.error, m.loadFailed)} />
      ) : (
        <>
          <UsersList users={users.data.data} selfId={self?.id ?? 0} onChange={setChanging} />
          <PagingFooter page={users.data} onPage={setPage} fetching={users.isPlaceholderData} />
        </>
      )}
      <AdminActivity />
      <ConfirmDialog
        opened={changing !== null}
        title={disabling ? 'Disable account' : 'Enable account'}
        confirmLabel={disabling ? 'Disable' : 'Enable'}
        confirmColor={disabling ? 'red' : 'green'}
        busy={change.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setChanging(null)}
      >
        {disabling
          ? `Disable ${changing?.name}'s account? They are signed out everywhere at once and cannot sign in until re-enabled.`
          : `Enable ${changing?.name}'s account again? They can sign in with their password; sessions that ended stay ended.`}
      </ConfirmDialog>
    </>
  );
}
