import { Button, Center, Group, Loader, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { Prospect } from '@openhouse/shared/network/network-schemas';
import { IconQrcode, IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LazyCsvImportModal } from '../../../components/csv-import/lazy-csv-import-modal';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useLabels, useNetworkRoles } from '../api/labels';
import { prospectImport, useDeleteProspect, useProspects } from '../api/prospects';
import { BulkLabelBar, NewLabelModal } from '../components/label-tools';
import { ManageLabelsModal } from '../components/manage-labels-modal';
import { NotesModal } from '../components/notes-modal';
import { ProspectModal } from '../components/prospect-modal';
import { ProspectsTable } from '../components/prospects-table';

type Editing = { prospect: Prospect | null } | null;

/** /prospects: the realtor's network, with search, label and role filters, the bulk label action and notes. */
export function ProspectsPage() {
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [labelId, setLabelId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [notesOf, setNotesOf] = useState<Prospect | null>(null);
  const [deleting, setDeleting] = useState<Prospect | null>(null);
  const [newLabel, setNewLabel] = useState(false);
  const [manageLabels, setManageLabels] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const labels = useLabels();
  const roles = useNetworkRoles();
  const remove = useDeleteProspect();
  const prospects = useProspects({ page, search: debounced || undefined, label_id: labelId ? Number(labelId) : undefined, role_id: roleId ? Number(roleId) : undefined });
  // A new filter starts again at page 1, with nothing selected.
  const resetPaging = () => {
    setPage(1);
    setSelected([]);
  };
  const filter = (set: (value: string | null) => void) => (value: string | null) => {
    set(value);
    resetPaging();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toastSuccess((await remove.mutateAsync(deleting.id)).message);
      setSelected((ids) => ids.filter((id) => id !== deleting.id));
    } catch (error) {
      toastError(messageOf(error, m.saveDataFailed));
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Prospects"
        description="Your network: contacts with roles, labels and notes."
        actions={
          <>
            <Button variant="default" leftSection={<IconQrcode size={18} />} component={Link} to={`/qrcode/${user?.uuid ?? ''}`}>
              QR Code
            </Button>
            <Button variant="default" onClick={() => setNewLabel(true)}>
              New Label
            </Button>
            <Button variant="default" onClick={() => setManageLabels(true)}>
              Manage Labels
            </Button>
            <Button variant="default" onClick={() => setImportOpen(true)}>
              Import
            </Button>
            <Button onClick={() => setEditing({ prospect: null })}>Add Prospect</Button>
          </>
        }
      />
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput label="Search" placeholder="Name, user name, e-mail or phone" leftSection={<IconSearch size={16} />} value={search} onChange={(event) => (setSearch(event.currentTarget.value), resetPaging())} style={{ flex: '1 1 220px' }} />
        <Select label="Label" placeholder="All labels" clearable data={(labels.data ?? []).map((label) => ({ value: String(label.id), label: label.label_name }))} value={labelId} onChange={filter(setLabelId)} style={{ flex: '1 1 160px' }} />
        <Select label="Role" placeholder="All roles" clearable data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name }))} value={roleId} onChange={filter(setRoleId)} style={{ flex: '1 1 160px' }} />
      </Group>
      {selected.length > 0 ? (
        <Paper withBorder p="sm" mb="md">
          <BulkLabelBar selected={selected} onDone={() => setSelected([])} />
        </Paper>
      ) : null}
      {prospects.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading prospects" />
        </Center>
      ) : prospects.isError ? (
        <FormError message={messageOf(prospects.error, m.saveDataFailed)} />
      ) : (
        <>
          <ProspectsTable
            prospects={prospects.data.data}
            selected={selected}
            onSelect={setSelected}
            onEdit={(prospect) => setEditing({ prospect })}
            onNotes={setNotesOf}
            onDelete={setDeleting}
          />
          <PagingFooter page={prospects.data} onPage={(next) => (setPage(next), setSelected([]))} fetching={prospects.isFetching} fetchingLabel="Updating prospects" />
        </>
      )}
      <ProspectModal opened={editing !== null} prospect={editing?.prospect ?? null} onClose={() => setEditing(null)} taken={prospects.data?.data.map((entry) => entry.user_name)} />
      <NewLabelModal opened={newLabel} onClose={() => setNewLabel(false)} />
      <ManageLabelsModal opened={manageLabels} onClose={() => setManageLabels(false)} onDeleted={(id) => labelId === String(id) && filter(setLabelId)(null)} />
      <NotesModal prospect={notesOf} onClose={() => setNotesOf(null)} />
      <Suspense fallback={null}>
        {importOpen ? <LazyCsvImportModal opened onClose={() => setImportOpen(false)} {...prospectImport} /> : null}
      </Suspense>
      <ConfirmDialog opened={deleting !== null} title="Delete prospect" confirmLabel="Delete" confirmColor="red" busy={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
        Delete {deleting?.name} and the notes about them? This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
