import { ActionIcon, Button, Center, Group, Modal, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { Prospect } from '@openhouse/shared/network/network-schemas';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { useNoteActions, useNotes } from '../api/notes';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The notes thread about one prospect (network conversations), oldest first, with a box to add one. */
function NotesThread({ prospect }: { prospect: Prospect }) {
  const notes = useNotes(prospect.id);
  const actions = useNoteActions(prospect.id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    if (!draft.trim()) return setError(m.noteRequired);
    setError(null);
    try {
      await actions.add.mutateAsync({ network_id: prospect.id, message: draft });
      setDraft('');
    } catch (failure) {
      setError(messageOf(failure, m.saveDataFailed));
    }
  };
  const remove = (id: number) => actions.remove.mutateAsync(id).catch((failure: unknown) => setError(messageOf(failure, m.saveDataFailed)));

  return (
    <Stack>
      {notes.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading notes" />
        </Center>
      ) : notes.isError ? (
        <FormError message={messageOf(notes.error, m.saveDataFailed)} />
      ) : notes.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No notes yet.
        </Text>
      ) : (
        notes.data.map((note) => (
          <Paper key={note.id} withBorder p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.message}
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label="Delete note" onClick={() => void remove(note.id)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {when(note.created_at)}
            </Text>
          </Paper>
        ))
      )}
      <FormError message={error} />
      <Textarea label="New note" autosize minRows={3} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} />
      <Button onClick={() => void add()} loading={actions.add.isPending}>
        Add Note
      </Button>
    </Stack>
  );
}

export function NotesModal({ prospect, onClose }: { prospect: Prospect | null; onClose: () => void }) {
  return (
    <Modal opened={prospect !== null} onClose={onClose} title={prospect ? `Notes: ${prospect.name}` : 'Notes'} size="lg">
      {prospect ? <NotesThread prospect={prospect} /> : null}
    </Modal>
  );
}
