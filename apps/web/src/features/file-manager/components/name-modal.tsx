import { Button, Group, Modal, TextInput } from '@mantine/core';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { isSafeName } from '@openhouse/shared/file-manager/paths';
import { useState } from 'react';

type NameModalProps = { title: string | null; initial: string; submitLabel: string; busy: boolean; error: string | null; onSubmit: (name: string) => void; onClose: () => void };

/** A name for a new folder or a rename, checked with the server's own rule before it is sent (keyed by its use, so each opening starts afresh). */
export function NameModal({ title, initial, submitLabel, busy, error, onSubmit, onClose }: NameModalProps) {
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const invalid = trimmed !== '' && !isSafeName(trimmed);
  return (
    <Modal opened={title !== null} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && !invalid) onSubmit(trimmed);
        }}
      >
        <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={invalid ? m.nameRefused : error} data-autofocus />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!trimmed || invalid}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
