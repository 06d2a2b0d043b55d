import type { NoticeChannels, NoticeKind } from '@openhouse/shared/notifications/kinds';
import { isSafeNotificationPath, type Notification } from '@openhouse/shared/notifications/schemas';
import type { Platform } from '../../platform/context';
import type { EventType } from '../../platform/events/events';
import { findPerson, type Person } from '../accounts/people';
import { noticeChannelsFor } from '../settings/notice-settings.service';
import { insertNotification, refreshUnread, type NotificationRow } from './notifications.repository';

/**
 * One thing to tell one person: in the app, and by e-mail or text when their settings ask for it. A message
 * that names a time is written for its reader, from the zone they chose in settings (null until chosen).
 */
export type Notice = { userId: number; message: string | ((chosenZone: string | null) => string); path: string | null };

const messageFor = (notice: Notice, person: Person): string => (typeof notice.message === 'string' ? notice.message : notice.message(person.timezone));

/**
 * How one domain event becomes notices. `kind` names the event for the notification settings (one of the
 * shared NOTICE_KINDS), which decide per person whether it is stored, mailed or texted; `latest`
 * marks news that supersedes itself (outbid again): while the last such notice on the same path is unread
 * it is rewritten, and no further e-mail or text goes out.
 */
export type NoticeRule<T extends object> = {
  event: EventType<T>;
  kind: NoticeKind;
  notices(payload: T): Notice[];
  latest?: (payload: T) => string;
};

export const defineNoticeRule = <T extends object>(rule: NoticeRule<T>) => rule as unknown as NoticeRule<object>;

export function toNotification(row: NotificationRow): Notification {
  return { id: row.id, message: row.message, path: row.path, read: row.read_at ? 1 : 0, created_at: row.created_at.toISOString() };
}

/** Subscribes the notification service to every rule's event. */
export function subscribeNotices(platform: Platform, rules: NoticeRule<object>[]): void {
  for (const rule of rules) {
    platform.events.on(rule.event, 'notices', (payload, delivery) => deliverRule(platform, rule, payload, delivery.id));
  }
}

/** What one rule's subscriber does with one delivery of its event: every notice goes through the person's settings for the rule's kind. */
export async function deliverRule(platform: Platform, rule: NoticeRule<object>, payload: object, deliveryId: string): Promise<void> {
  const notices = rule.notices(payload).filter((notice, index, all) => all.findIndex((other) => other.userId === notice.userId) === index);
  await deliverNotices(platform, deliveryId, rule.kind, notices, rule.latest?.(payload));
}

/**
 * Stores each notice once per delivery (a retried delivery finds it written and skips it), pushes it to
 * the person's sockets, then sends the e-mail or text their settings ask for. Should the process stop
 * between the notice and its e-mail, the retry skips both: a notice is never doubled, and its mail may be
 * the part that is lost, never the notice itself.
 */
async function deliverNotices(platform: Platform, deliveryId: string, kind: NoticeKind, notices: Notice[], latestPrefix?: string): Promise<void> {
  const channels = new Map<number, NoticeChannels>();
  for (const notice of notices) channels.set(notice.userId, await noticeChannelsFor(platform.db, notice.userId, kind));
  // Only a notice the person keeps in the app can be rewritten in place.
  const inApp = notices.filter((notice) => channels.get(notice.userId)!.in_app);
  const rewritten = latestPrefix ? await rewriteUnread(platform, inApp, latestPrefix) : new Set<number>();
  for (const notice of notices) {
    if (!rewritten.has(notice.userId)) await deliver(platform, notice, channels.get(notice.userId)!, `${deliveryId}:${notice.userId}`);
  }
}

/**
 * Sends one notice of a kind the way the person's notification settings say. Answers the stored notice,
 * or null when it was not kept in the app (switched off), the source already wrote it, or the person is
 * gone. Only this module's event subscribers call it (and tests, to make notices).
 */
export async function sendNotice(platform: Platform, kind: NoticeKind, notice: Notice, sourceKey: string | null): Promise<Notification | null> {
  return deliver(platform, notice, await noticeChannelsFor(platform.db, notice.userId, kind), sourceKey);
}

/**
 * Stores the notice (once per `sourceKey`) and pushes it to the person's sockets when they keep this kind
 * in the app, then sends the e-mail and text their settings ask for. A notice switched off in the app has
 * no row to mark it sent, so a delivery retried after a crash may send its e-mail again (docs/DECISIONS.md).
 */
async function deliver(platform: Platform, notice: Notice, channels: NoticeChannels, sourceKey: string | null): Promise<Notification | null> {
  const person = await findPerson(platform.db, notice.userId);
  if (!person) return null;
  const path = notice.path && isSafeNotificationPath(notice.path) ? notice.path : null;
  const message = messageFor(notice, person);
  let notification: Notification | null = null;
  if (channels.in_app) {
    const row = await insertNotification(platform.db, { user_id: notice.userId, message, path, ...(sourceKey ? { source_key: sourceKey } : {}) });
    if (!row) return null;
    notification = toNotification(row);
    platform.realtime?.toUser(notice.userId, 'notification:new', notification);
  }
  await sendElsewhere(platform, person, { message, path }, channels);
  return notification;
}

/**
 * Rewrites the unread notices that this news supersedes, one statement for everyone told the same thing
 * (a busy auction rewrites many a second); answers who had theirs rewritten.
 */
async function rewriteUnread(platform: Platform, notices: Notice[], prefix: string): Promise<Set<number>> {
  const groups = new Map<string, { message: string; path: string; userIds: number[] }>();
  for (const notice of notices) {
    // News that supersedes itself names no time, so its text is the same for every reader.
    if (!notice.path || typeof notice.message !== 'string') continue;
    const key = JSON.stringify([notice.message, notice.path]);
    const group = groups.get(key) ?? { message: notice.message, path: notice.path, userIds: [] };
    group.userIds.push(notice.userId);
    groups.set(key, group);
  }
  const rewritten = new Set<number>();
  for (const { message, path, userIds } of groups.values()) {
    const rows = await refreshUnread(platform.db, { user_ids: userIds, message, path }, prefix);
    for (const row of rows) {
      if (rewritten.has(row.user_id)) continue;
      rewritten.add(row.user_id);
      platform.realtime?.toUser(row.user_id, 'notification:new', toNotification(row));
    }
  }
  return rewritten;
}

async function sendElsewhere(platform: Platform, person: Person, notification: { message: string; path: string | null }, channels: NoticeChannels): Promise<void> {
  const link = notification.path ? (notification.path.startsWith('/') ? `${platform.config.publicUrl}${notification.path}` : notification.path) : null;
  if (channels.email) {
    await platform.mailer.send({
      to: person.email,
      subject: 'New notification on Openhouse',
      text: `${notification.message}${link ? `\n\n${link}` : ''}\n\nYou get these e-mails because e-mail is on for this kind of notification in your settings.`,
    });
  }
  if (channels.sms && person.phone && person.phone_verified_at) {
    await platform.sms.send(person.phone, `Openhouse: ${notification.message}`.slice(0, 320));
  }
}
