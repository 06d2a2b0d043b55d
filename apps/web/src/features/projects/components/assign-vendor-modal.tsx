import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { VENDOR_SEARCH_DEBOUNCE_MS, VENDOR_SEARCH_MIN } from '@openhouse/shared/projects/rules';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import type { Task } from '../api/get-tasks';
import { useVendorSearch, type VendorOption } from '../api/search-vendors';
import { useUpdateTask } from '../api/update-task';

type AssignVendorModalProps = { task: Task | null; onClose: () => void };

/** Assign a vendor to a task: search from 2 characters, 300 ms after the last key (spec part 2 section 4). */
export function AssignVendorModal({ task, onClose }: AssignVendorModalProps) {
  return (
    <Modal opened={task !== null} onClose={onClose} title="Assign Vendor" centered>
      {task ? <VendorPicker key={task.id} task={task} onDone={onClose} /> : null}
    </Modal>
  );
}

function VendorPicker({ task, onDone }: { task: Task; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), VENDOR_SEARCH_DEBOUNCE_MS);
  const vendors = useVendorSearch(debounced);
  const update = useUpdateTask();
  const [failure, setFailure] = useState<string | null>(null);
  const assigned = new Set(task.assignees.map((person) => person.id));

  const assign = async (vendor: VendorOption) => {
    try {
      await update.mutateAsync({ taskId: task.id, changes: { assignees: [...assigned, vendor.id] } });
      toastSuccess(`${vendor.name} assigned to ${task.title}.`);
      onDone();
    } catch (error) {
      setFailure(messageOf(error, projectMessages.assigneeFailed));
    }
  };

  const tooShort = debounced.length < VENDOR_SEARCH_MIN;
  return (
    <Stack>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Task: <b>{task.title}</b>
      </Text>
      <FormError message={failure} />
      <TextInput
        label="Search vendors"
        description="Type at least 2 characters of a name, user name or e-mail."
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={vendors.isFetching ? <Loader size="xs" role="status" aria-label="Searching vendors" /> : null}
        data-autofocus
      />
      {tooShort ? null : vendors.isError ? (
        <FormError message={messageOf(vendors.error, projectMessages.somethingWrong)} />
      ) : vendors.data && vendors.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No vendors found.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Vendors">
          {(vendors.data ?? []).map((vendor) => (
            <Group component="li" key={vendor.id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {vendor.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {vendor.email}
                </Text>
              </div>
              <Button size="xs" onClick={() => assign(vendor)} disabled={assigned.has(vendor.id)} loading={update.isPending} aria-label={`Assign ${vendor.name}`}>
                {assigned.has(vendor.id) ? 'Assigned' : 'Assign'}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
