import { Alert, Tabs } from '@mantine/core';
import { documentMessages, type DocumentPermission, type PermissionStatus } from '@openhouse/shared/properties/documents';
import { useState } from 'react';
import { LoadingRows } from '../../../components/loading-rows';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useDecideDocumentPermission, type PermissionDecision } from '../api/decide-document-permission';
import { useDocumentPermissions } from '../api/get-document-permissions';
import { AccessRequestsTable } from './access-requests-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';

const tabs: { value: PermissionStatus; label: string }[] = [
  { value: 'requested', label: 'Requested' },
  { value: 'granted', label: 'Granted' },
  { value: 'denied', label: 'Denied' },
];

type Pending = { permission: DocumentPermission; status: PermissionDecision };

/** The listing side's inbox of document requests, one tab per state, opening on the ones waiting. */
export function AccessRequests({ propertyId }: { propertyId: number }) {
  const [status, setStatus] = useState<PermissionStatus>('requested');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const { user } = useSession();
  const list = useDocumentPermissions({ propertyId, status, page });
  const decide = useDecideDocumentPermission();

  const confirm = () => {
    if (!pending) return;
    decide.mutate(
      { permissionId: pending.permission.id, status: pending.status },
      {
        onSuccess: (body) => toastSuccess(body?.message || (pending.status === 'granted' ? documentMessages.granted : documentMessages.denied)),
        onError: (error) => toastError(messageOf(error, 'The request could not be updated. Please try again.')),
        onSettled: () => setPending(null),
      },
    );
  };

  let content;
  if (list.isPending) content = <LoadingRows label="Loading access requests" count={3} />;
  else if (list.isError)
    content = (
      <Alert color="red" variant="light" role="alert">
        {messageOf(list.error, 'Access requests could not be loaded. Please try again.')}
      </Alert>
    );
  else
    content = (
      <>
        <AccessRequestsTable permissions={list.data.data} timeZone={user?.timezone} onDecide={(permission, next) => setPending({ permission, status: next })} />
        <PagingFooter page={list.data} onPage={setPage} fetching={list.isFetching} fetchingLabel="Updating access requests" />
      </>
    );

  const granting = pending?.status === 'granted';
  return (
    <>
      <Tabs
        value={status}
        onChange={(next) => {
          if (!next) return;
          setStatus(next as PermissionStatus);
          setPage(1);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {tab.value === status ? content : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      <ConfirmDialog
        opened={pending !== null}
        title={granting ? 'Grant access' : 'Deny access'}
        confirmLabel={granting ? 'Grant' : 'Deny'}
        confirmColor={granting ? 'teal' : 'red'}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {granting
          ? `Let ${pending?.permission.user.name} (${pending?.permission.user.email}) see and download this property's documents?`
          : `Refuse ${pending?.permission.user.name} (${pending?.permission.user.email}) access to this property's documents? They will be notified and may ask again.`}
      </ConfirmDialog>
    </>
  );
}
