import type { NoticeChannels, NoticeKind } from '@openhouse/shared/notifications/kinds';
import { isSafeNotificationPath, type Notification } from '@openhouse/shared/notifications/schemas';
import type { Platform } from '../../platform/context';
import type { EventType } from '../../platform/events/events';
import { findPeople, type Person } from '../accounts/people';
import { noticeChannelsOf } from '../settings/notice-settings.service';
import { insertNotifications, refreshUnread, toldSince, type NotificationRow } from './notifications.repository';

/**
 * One thing to tell one person: in the app, and by e-mail or text when their settings ask for it. A message
 * that names a time is written for its reader, from the zone they chose in settings (null until chosen).
 */
export type Notice = {
  userId: number;
  message: string | ((chosenZone: string | null) => string);
  path: string | null;
  /** The event's own module e-mails this person (a meeting's invitation with its .ics): no second e-mail saying the same. */
  mailedBySource?: true;
};

const messageFor = (notice: Notice, person: Person): string => (typeof notice.message === 'string' ? notice.message : notice.message(person.timezone));

/**
 * How one domain event becomes notices. `kind` names the event for the notification settings (one of the
 * shared NOTICE_KINDS), which decide per person whether it is stored, mailed or texted. `latest` marks news
 * that supersedes itself (outbid again): `prefix` starts every such notice; while the last one on the same
 * path is unread it is rewritten, and no further e-mail or text goes out; and after `quietMs` of a notice
 * written or rewritten on that path, a new one goes in the app only, without e-mail or text
 * (docs/DECISIONS.md, Bidding).
 */
export type NoticeRule<T extends object> = {
  event: EventType<T>;
  kind: NoticeKind;
  notices(payload: T): Notice[];
  latest?: (payload: T) => Latest;
};

/** News that supersedes itself: see NoticeRule. */
type Latest = { prefix: string; quietMs: number };

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
  if (notices.length === 0) return;
  const channels = await noticeChannelsOf(platform.db, notices.map((notice) => notice.userId), rule.kind);
  const latest = rule.latest?.(payload);
  // Only a notice the person keeps in the app can be rewritten in place.
  const rewritten = latest ? await rewriteUnread(platform, notices.filter((notice) => channels.get(notice.userId)!.in_app), latest.prefix) : new Set<number>();
  const told = notices.filter((notice) => !rewritten.has(notice.userId));
  await deliverMany(platform, told, channels, (notice) => `${deliveryId}:${notice.userId}`, latest);
}

/**
 * Sends one notice of a kind the way the person's notification settings say. Answers the stored notice,
 * or null when it was not kept in the app (switched off), the source already wrote it, or the person is
 * gone. Only this module's event subscribers call it (and tests, to make notices).
 */
export async function sendNotice(platform: Platform, kind: NoticeKind, notice: Notice, sourceKey: string | null): Promise<Notification | null> {
  const channels = await noticeChannelsOf(platform.db, [notice.userId], kind);
  return (await deliverMany(platform, [notice], channels, () => sourceKey)).get(notice.userId) ?? null;
}

/**
 * Stores the notices (each once per source key: a retried delivery finds its notice written and skips it,
 * e-mail included) and pushes them to the people's sockets, for those who keep this kind in the app; then
 * sends the e-mails and texts their settings ask for. A handful of statements however many people are told:
 * one read of the people, one insert of the notices, one of the e-mails. Every e-mail is recorded after its
 * notice: should the process stop in between, the retry skips both, so the e-mail may be the part that is
 * lost, never the notice, and neither is doubled. A notice switched off in the app has no row to mark it
 * sent, so a delivery retried after a crash may send its e-mail again (docs/DECISIONS.md).
 */
async function deliverMany(
  platform: Platform,
  notices: readonly Notice[],
  channels: Map<number, NoticeChannels>,
  sourceKeyOf: (notice: Notice) => string | null,
  latest?: Latest,
): Promise<Map<number, Notification>> {
  const stored = new Map<number, Notification>();
  if (notices.length === 0) return stored;
  const people = new Map((await findPeople(platform.db, notices.map((notice) => notice.userId))).map((person) => [person.id, person]));
  const told = notices.flatMap((notice) => {
    const person = people.get(notice.userId);
    if (!person) return [];
    const path = notice.path && isSafeNotificationPath(notice.path) ? notice.path : null;
    const theirs = channels.get(notice.userId)!;
    // A notice whose source mails the person itself (an invitation with its .ics) sends no second e-mail.
    return [{ person, path, message: messageFor(notice, person), sourceKey: sourceKeyOf(notice), channels: notice.mailedBySource ? { ...theirs, email: false } : theirs }];
  });
  // Asked before the new notices are written, which would count as told lately themselves.
  const wantsMore = told.some((one) => one.channels.email || one.channels.sms);
  const quiet = latest && wantsMore && told[0]?.path ? await toldSince(platform.db, told.map((one) => one.person.id), told[0].path, latest.prefix, new Date(Date.now() - latest.quietMs)) : new Set<number>();
  const inApp = told.filter((one) => one.channels.in_app);
  const rows = await insertNotifications(
    platform.db,
    inApp.map((one) => ({ user_id: one.person.id, message: one.message, path: one.path, ...(one.sourceKey ? { source_key: one.sourceKey } : {}) })),
  );
  for (const row of rows) {
    const notification = toNotification(row);
    stored.set(row.user_id, notification);
    platform.realtime?.toUser(row.user_id, 'notification:new', notification);
  }
  // Someone whose notice was already written (a retried delivery) had their e-mail and text then.
  const onward = told.filter((one) => (!one.channels.in_app || stored.has(one.person.id)) && !quiet.has(one.person.id));
  await sendElsewhere(platform, onward);
  return stored;
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

type Onward = { person: Person; path: string | null; message: string; channels: NoticeChannels };

/** The e-mails (recorded in one statement) and texts that go with notices already stored. */
async function sendElsewhere(platform: Platform, told: readonly Onward[]): Promise<void> {
  const linkOf = (path: string | null) => (path ? (path.startsWith('/') ? `${platform.config.publicUrl}${path}` : path) : null);
  await platform.mailer.sendMany(
    told
      .filter((one) => one.channels.email)
      .map(({ person, path, message }) => {
        const link = linkOf(path);
        return {
          to: person.email,
          subject: 'New notification on Openhouse',
          text: `${message}${link ? `\n\n${link}` : ''}\n\nYou get these e-mails because e-mail is on for this kind of notification in your settings.`,
        };
      }),
  );
  for (const { person, message, channels } of told) {
    if (channels.sms && person.phone && person.phone_verified_at) await platform.sms.send(person.phone, `Openhouse: ${message}`.slice(0, 320));
  }
}
