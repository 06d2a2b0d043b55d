import { Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useConversations, useDeleteComment, useEditComment, usePostComment, type Conversation } from '../api/conversations';

/** A task's conversation: its comments, each editable and deletable by its author, and a box to add one. */
export function TaskComments({ taskId }: { taskId: number }) {
  const thread = useConversations(taskId);
  const post = usePostComment();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (!text.trim()) return setProblem(projectMessages.commentRequired);
    setProblem(null);
    try {
      await post.mutateAsync({ milestone_task_id: taskId, message: text.trim() });
      setText('');
    } catch (error) {
      setProblem(messageOf(error, projectMessages.somethingWrong));
    }
  };

  return (
    <Stack gap="xs">
      {thread.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading comments" />
      ) : thread.isError ? (
        <FormError message={messageOf(thread.error, projectMessages.somethingWrong)} />
      ) : thread.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comments">
          {thread.data.map((comment) => (
            <Comment key={comment.id} comment={comment} />
          ))}
        </Stack>
      )}
      <Textarea label="Add a comment" autosize minRows={2} value={text} onChange={(event) => setText(event.currentTarget.value)} error={problem} />
      <Button size="xs" onClick={send} loading={post.isPending} style={{ alignSelf: 'flex-start' }}>
        Post Comment
      </Button>
    </Stack>
  );
}

function Comment({ comment }: { comment: Conversation }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.message);
  const edit = useEditComment();
  const remove = useDeleteComment();

  const save = async () => {
    if (!text.trim()) return toastError(projectMessages.commentRequired);
    try {
      await edit.mutateAsync({ id: comment.id, body: { message: text.trim() } });
      setEditing(false);
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };
  const zone = useTimeZone();
  const erase = async () => {
    try {
      await remove.mutateAsync(comment.id);
    } catch (error) {
      toastError(messageOf(error, projectMessages.somethingWrong));
    }
  };

  return (
    <Paper component="li" withBorder p="xs" aria-label={`Comment by ${comment.author.name}`}>
      <Text size="xs" c="dimmed">
        {comment.author.name} · {formatNotificationTime(comment.created_at, zone)}
      </Text>
      {editing ? (
        <Stack gap={6} mt={4}>
          <Textarea aria-label="Edit comment" autosize minRows={2} value={text} onChange={(event) => setText(event.currentTarget.value)} />
          <Group gap="xs">
            <Button size="xs" onClick={save} loading={edit.isPending}>
              Save
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.message}
        </Text>
      )}
      {comment.can_edit && !editing ? (
        <Group gap="xs" mt={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={erase} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
