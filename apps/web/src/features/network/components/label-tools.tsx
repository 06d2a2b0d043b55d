import { Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useCreateLabel, useLabels } from '../api/labels';
import { useBulkLabel } from '../api/prospects';

/** Create a label (label_name). */
export function NewLabelModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateLabel();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  const save = async () => {
    if (!name.trim()) return setError(m.labelNameRequired);
    try {
      toastSuccess((await create.mutateAsync({ label_name: name })).message ?? m.labelSaved);
      close();
    } catch (failure) {
      setError(messageOf(failure, m.saveDataFailed));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="New Label" centered>
      <form onSubmit={(event) => (event.preventDefault(), void save())} noValidate>
        <Stack>
          <TextInput label="Label name" withAsterisk data-autofocus value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} />
          <Button type="submit" loading={create.isPending}>
            Save Label
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** The list's bulk action: add labels to the selected prospects. */
export function BulkLabelBar({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const labels = useLabels();
  const bulk = useBulkLabel();
  const [labelIds, setLabelIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const apply = async () => {
    if (labelIds.length === 0) return setError(m.selectLabels);
    try {
      toastSuccess((await bulk.mutateAsync({ prospect_ids: selected, label_ids: labelIds.map(Number) })).message);
      setLabelIds([]);
      setError(null);
      onDone();
    } catch (failure) {
      setError(messageOf(failure, m.saveDataFailed));
    }
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Text size="sm" fw={500}>
          {selected.length} selected
        </Text>
        <MultiSelect
          label="Labels to add"
          data={(labels.data ?? []).map((label) => ({ value: String(label.id), label: label.label_name }))}
          value={labelIds}
          onChange={setLabelIds}
          miw={200}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void apply()} loading={bulk.isPending}>
          Apply Labels
        </Button>
      </Group>
      <FormError message={error} />
    </Stack>
  );
}
