import { Button, Checkbox, Collapse, Group, Pagination, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatDate } from '@openhouse/shared/format/datetime';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useAddChecklistNote, useChecklistNotes, useUpdateChecklist, type Checklist } from '../api/checklists';
import { DeleteChecklist } from './delete-checklist';

/** One checklist item: tick it, and open its notes. */
export function ChecklistItem({ projectId, item, canManage }: { projectId: number; item: Checklist; canManage: boolean }) {
  const update = useUpdateChecklist(projectId);
  const [notesOpen, setNotesOpen] = useState(false);
  // The tick is local state set in the change handler itself, so the controlled box shows it in the same render as the
  // click. (The mutation's own pending state reaches React a tick later, and in between React put the box back.)
  // It stays until the refreshed list arrives (the mutation waits for it), and goes back on failure.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const tick = async (checked: boolean) => {
    setTicking(checked);
    try {
      await update.mutateAsync({ id: item.id, changes: { is_checked: checked } });
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    } finally {
      setTicking(null);
    }
  };
  const checked = ticking ?? item.is_checked;
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox label={item.name} checked={checked} onChange={(event) => tick(event.currentTarget.checked)} disabled={ticking !== null} />
        <Button size="xs" variant="subtle" onClick={() => setNotesOpen((open) => !open)} aria-expanded={notesOpen} aria-label={`Notes of ${item.name}`}>
          Notes ({item.note_count})
        </Button>
      </Group>
      {canManage ? <DeleteChecklist projectId={projectId} item={item} /> : null}
      <Collapse expanded={notesOpen}>{notesOpen ? <ChecklistNotes checklistId={item.id} /> : null}</Collapse>
    </Paper>
  );
}

function ChecklistNotes({ checklistId }: { checklistId: number }) {
  const [page, setPage] = useState(1);
  const notes = useChecklistNotes(checklistId, page);
  const zone = useTimeZone();
  const add = useAddChecklistNote(checklistId);
  const [text, setText] = useState('');
  const save = async () => {
    if (!text.trim()) return toastError(projectMessages.noteRequired);
    try {
      await add.mutateAsync({ checklist_id: checklistId, note: text.trim() });
      setText('');
      setPage(1);
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <Stack gap="xs" mt="sm">
      {notes.data && notes.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        (notes.data?.data ?? []).map((note) => (
          <Text key={note.id} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <b>{note.author.name}</b> · {formatDate(note.created_at, zone)}: {note.note}
          </Text>
        ))
      )}
      {notes.data && notes.data.last_page > 1 ? <Pagination size="sm" total={notes.data.last_page} value={page} onChange={setPage} /> : null}
      <Textarea label="Add a note" autosize minRows={2} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Button size="xs" onClick={save} loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
        Save Note
      </Button>
    </Stack>
  );
}
