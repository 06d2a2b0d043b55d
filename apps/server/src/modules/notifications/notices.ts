import { isSafeNotificationPath, type Notification } from '@openhouse/shared/notifications/schemas';
import type { Platform } from '../../platform/context';
import type { EventType } from '../../platform/events/events';
import { findPerson, type Person } from '../accounts/people';
import { readUserSettings } from '../settings/settings.service';
import { insertNotification, refreshUnread, type NotificationRow } from './notifications.repository';

/** One thing to tell one person: in the app, and by e-mail or text when their settings ask for it. */
export type Notice = { userId: number; message: string; path: string | null };

/**
 * How one domain event becomes notices. `kind` names the event for the notification settings; `latest`
 * marks news that supersedes itself (outbid again): while the last such notice on the same path is unread
 * it is rewritten, and no further e-mail or text goes out.
 */
export type NoticeRule<T extends object> = {
  event: EventType<T>;
  kind: string;
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
    platform.events.on(rule.event, 'notices', async (payload, delivery) => {
      const notices = rule.notices(payload).filter((notice, index, all) => all.findIndex((other) => other.userId === notice.userId) === index);
      const prefix = rule.latest?.(payload);
      await deliverNotices(platform, delivery.id, notices, prefix);
    });
  }
}

/**
 * Stores each notice once per delivery (a retried delivery finds it written and skips it), pushes it to
 * the person's sockets, then sends the e-mail or text their settings ask for. Should the process stop
 * between the notice and its e-mail, the retry skips both: a notice is never doubled, and its mail may be
 * the part that is lost, never the notice itself.
 */
async function deliverNotices(platform: Platform, deliveryId: string, notices: Notice[], latestPrefix?: string): Promise<void> {
  const pending = latestPrefix ? await rewriteUnread(platform, notices, latestPrefix) : notices;
  for (const notice of pending) await sendNotice(platform, notice, `${deliveryId}:${notice.userId}`);
}

/**
 * Stores one notice (once per `sourceKey`), pushes it to the person's sockets and sends the e-mail or
 * text their settings ask for. Answers the notice, or null when the source already wrote it or the
 * person is gone. Only this module's event subscribers call it (and tests, to make notices).
 */
export async function sendNotice(platform: Platform, notice: Notice, sourceKey: string | null): Promise<Notification | null> {
  const person = await findPerson(platform.db, notice.userId);
  if (!person) return null;
  const path = notice.path && isSafeNotificationPath(notice.path) ? notice.path : null;
  const row = await insertNotification(platform.db, { user_id: notice.userId, message: notice.message, path, ...(sourceKey ? { source_key: sourceKey } : {}) });
  if (!row) return null;
  const notification = toNotification(row);
  platform.realtime?.toUser(notice.userId, 'notification:new', notification);
  await sendElsewhere(platform, person, notification);
  return notification;
}

/**
 * Rewrites the unread notices that this news supersedes, one statement for everyone told the same thing
 * (a busy auction rewrites many a second); answers the notices still to be written.
 */
async function rewriteUnread(platform: Platform, notices: Notice[], prefix: string): Promise<Notice[]> {
  const groups = new Map<string, Notice[]>();
  for (const notice of notices) {
    if (!notice.path) continue;
    const key = JSON.stringify([notice.message, notice.path]);
    groups.set(key, [...(groups.get(key) ?? []), notice]);
  }
  const rewritten = new Set<number>();
  for (const group of groups.values()) {
    const { message, path } = group[0]!;
    const rows = await refreshUnread(platform.db, { user_ids: group.map((notice) => notice.userId), message, path: path! }, prefix);
    for (const row of rows) {
      if (rewritten.has(row.user_id)) continue;
      rewritten.add(row.user_id);
      platform.realtime?.toUser(row.user_id, 'notification:new', toNotification(row));
    }
  }
  return notices.filter((notice) => !rewritten.has(notice.userId));
}

async function sendElsewhere(platform: Platform, person: Person, notification: Notification): Promise<void> {
  const settings = await readUserSettings(platform.db, person.id);
  const link = notification.path ? (notification.path.startsWith('/') ? `${platform.config.publicUrl}${notification.path}` : notification.path) : null;
  if (settings.enable_email === '1') {
    await platform.mailer.send({
      to: person.email,
      subject: 'New notification on Openhouse',
      text: `${notification.message}${link ? `\n\n${link}` : ''}\n\nYou get these e-mails because e-mail notifications are on in your communication settings.`,
    });
  }
  if (settings.enable_sms === '1' && person.phone && person.phone_verified_at) {
    await platform.sms.send(person.phone, `Openhouse: ${notification.message}`.slice(0, 320));
  }
}
