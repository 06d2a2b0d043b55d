import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Conversation } from '@openhouse/shared/projects/task-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { forbidden, notFound } from '../../platform/http/errors';
import { plainTextOrRefuse } from './plain-text';
import { taskAccess } from './projects.access';
import { withAuthors } from './project-views';
import { commentsOf, deleteComment, findComment, insertComment, updateComment, type CommentRow } from './tasks.repository';

const plainText = (message: string) => plainTextOrRefuse(message, 'message', m.commentRequired);

async function toConversations(platform: Platform, actor: Actor, rows: readonly CommentRow[]): Promise<Conversation[]> {
  return (await withAuthors(platform.db, actor, rows)).map(({ row, ...authored }) => ({ ...authored, milestone_task_id: row.task_id, message: row.message }));
}

export async function listConversations(platform: Platform, actor: Actor, taskId: number) {
  await taskAccess.require(platform.db, actor, 'read', taskId);
  return { data: await toConversations(platform, actor, await commentsOf(platform.db, taskId)) };
}

export async function postConversation(platform: Platform, actor: Actor, input: { milestone_task_id: number; message: string }) {
  const task = await taskAccess.require(platform.db, actor, 'comment', input.milestone_task_id);
  const message = plainText(input.message);
  const row = await platform.events.transaction((tx) => insertComment(tx, { task_id: task.id, user_id: actor.id, message }));
  const [data] = await toConversations(platform, actor, [row]);
  return { message: m.commentSaved, data: data! };
}

/** Only the author edits or deletes a comment; others who can see the thread hear 403, everyone else 404. */
async function requireOwnComment(platform: Platform, actor: Actor, id: number): Promise<CommentRow> {
  const comment = await findComment(platform.db, id);
  if (!comment || !(await taskAccess.allows(platform.db, actor, 'read', comment.task_id))) throw notFound(m.commentNotFound);
  if (comment.user_id !== actor.id) throw forbidden();
  return comment;
}

export async function editConversation(platform: Platform, actor: Actor, id: number, input: { message: string }) {
  const comment = await requireOwnComment(platform, actor, id);
  const message = plainText(input.message);
  const row = await platform.events.transaction((tx) => updateComment(tx, comment.id, message));
  const [data] = await toConversations(platform, actor, [row]);
  return { message: m.commentSaved, data: data! };
}

export async function removeConversation(platform: Platform, actor: Actor, id: number) {
  const comment = await requireOwnComment(platform, actor, id);
  await platform.events.transaction((tx) => deleteComment(tx, comment.id));
  return { message: m.commentDeleted };
}
