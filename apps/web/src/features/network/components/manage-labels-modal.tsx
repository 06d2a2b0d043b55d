import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { Label } from '@openhouse/shared/network/network-schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useDeleteLabel, useLabels, useRenameLabel } from '../api/labels';

/** My labels, each renamed in place or deleted after a confirmation; the server's answer is shown either way. */
export function ManageLabelsModal({ opened, onClose, onDeleted }: { opened: boolean; onClose: () => void; onDeleted: (id: number) => void }) {
  const labels = useLabels();
  const rename = useRenameLabel();
  const remove = useDeleteLabel();
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setEditing(null);
    setError(null);
    onClose();
  };

  const saveName = async () => {
    if (!editing) return;
    if (!editing.name.trim()) return setError(m.labelNameRequired);
    try {
      toastSuccess((await rename.mutateAsync({ id: editing.id, label_name: editing.name })).message ?? m.labelUpdated);
      setEditing(null);
      setError(null);
    } catch (failure) {
      setError(messageOf(failure, m.saveDataFailed));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toastSuccess((await remove.mutateAsync(deleting.id)).message);
      onDeleted(deleting.id);
      setError(null);
    } catch (failure) {
      setError(messageOf(failure, m.saveDataFailed));
    }
    setDeleting(null);
  };

  const rows = labels.data ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Labels" centered>
      <Stack gap="xs">
        {labels.isError ? <FormError message={messageOf(labels.error, m.saveDataFailed)} /> : null}
        {labels.isSuccess && rows.length === 0 ? <Text c="dimmed">No labels yet. Create one with New Label.</Text> : null}
        {rows.map((label) =>
          editing?.id === label.id ? (
            <form key={label.id} onSubmit={(event) => (event.preventDefault(), void saveName())} noValidate>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput label={`New name for ${label.label_name}`} data-autofocus value={editing.name} onChange={(event) => setEditing({ id: label.id, name: event.currentTarget.value })} style={{ flex: 1, minWidth: 0 }} />
                <Button type="submit" loading={rename.isPending}>
                  Save
                </Button>
                <Button variant="default" onClick={() => (setEditing(null), setError(null))}>
                  Cancel
                </Button>
              </Group>
            </form>
          ) : (
            <Group key={label.id} gap="xs" wrap="nowrap">
              <Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{label.label_name}</Text>
              <Button variant="subtle" size="compact-sm" aria-label={`Rename ${label.label_name}`} onClick={() => (setEditing({ id: label.id, name: label.label_name }), setError(null))}>
                Rename
              </Button>
              <Button variant="subtle" color="red" size="compact-sm" aria-label={`Delete ${label.label_name}`} onClick={() => setDeleting(label)}>
                Delete
              </Button>
            </Group>
          ),
        )}
        <FormError message={error} />
      </Stack>
      <ConfirmDialog opened={deleting !== null} title="Delete label" confirmLabel="Delete" confirmColor="red" busy={remove.isPending} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
        Delete the label {deleting?.label_name}? The prospects stay; only the label is taken off them.
      </ConfirmDialog>
    </Modal>
  );
}
