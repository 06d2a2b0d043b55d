import { Button, Center, Group, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { vendorMessages as m } from '@openhouse/shared/vendors/messages';
import { VENDOR_LIST_SEARCH_DEBOUNCE_MS } from '@openhouse/shared/vendors/rules';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LazyCsvImportModal } from '../../../components/csv-import/lazy-csv-import-modal';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useDeleteVendor, useVendors, vendorImport, type Vendor } from '../api/vendors-api';
import { VendorTable } from '../components/vendor-table';

// The modals (their form inputs, file picker and schema) load on first opening: the list page and the entry
// that lists every route's dependencies stay small.
const VendorFormModal = lazy(() => import('../components/vendor-form-modal').then((module) => ({ default: module.VendorFormModal })));

/** /vendors: the realtor's vendor list, paged and searchable, with add, edit, delete and CSV import. */
export function VendorsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), VENDOR_LIST_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const vendors = useVendors({ page, search: debounced });
  const [editing, setEditing] = useState<Vendor | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<Vendor | null>(null);
  const remove = useDeleteVendor();

  const openForm = (vendor: Vendor | null) => {
    setEditing(vendor);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toastSuccess((await remove.mutateAsync(deleting.id)).message);
    } catch (error) {
      toastError(messageOf(error, m.deleteFailed));
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Vendors"
        description="The people you hire for your transactions; assign them tasks in your projects."
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setImportOpen(true)}>
              Import CSV
            </Button>
            <Button onClick={() => openForm(null)}>Add Vendor</Button>
          </Group>
        }
      />
      <TextInput
        mb="md"
        maw={360}
        label="Search vendors"
        placeholder="Name, user name or e-mail"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      {vendors.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading vendors" />
        </Center>
      ) : vendors.isError ? (
        <FormError message={messageOf(vendors.error, 'The vendors could not be loaded. Please try again.')} />
      ) : (
        <>
          <VendorTable vendors={vendors.data.data} onEdit={openForm} onDelete={setDeleting} />
          <PagingFooter page={vendors.data} onPage={setPage} fetching={vendors.isPlaceholderData} />
        </>
      )}
      <Suspense fallback={null}>
        {formOpen ? <VendorFormModal opened vendor={editing} onClose={() => setFormOpen(false)} taken={vendors.data?.data.map((entry) => entry.user_name)} /> : null}
        {importOpen ? <LazyCsvImportModal opened onClose={() => setImportOpen(false)} {...vendorImport} /> : null}
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete vendor"
        confirmLabel="Delete"
        confirmColor="red"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        Remove {deleting?.name} from your vendors? Their account and the tasks they hold stay as they are.
      </ConfirmDialog>
    </>
  );
}
