import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { calendarLinks, type CalendarLinkKind } from './calendar.schema';

export async function findCalendarLink(db: Db, userId: number, kind: CalendarLinkKind) {
  const [row] = await db
    .select()
    .from(calendarLinks)
    .where(and(eq(calendarLinks.user_id, userId), eq(calendarLinks.kind, kind)))
    .limit(1);
  return row ?? null;
}

export async function findCalendarLinkByHash(db: Db, kind: CalendarLinkKind, tokenHash: string) {
  const [row] = await db
    .select()
    .from(calendarLinks)
    .where(and(eq(calendarLinks.kind, kind), eq(calendarLinks.token_hash, tokenHash)))
    .limit(1);
  return row ?? null;
}

/** Replaces the person's link of this kind: the old secret stops working in the same statement. */
export async function replaceCalendarLink(db: Db, userId: number, kind: CalendarLinkKind, tokenHash: string) {
  const [row] = await db
    .insert(calendarLinks)
    .values({ user_id: userId, kind, token_hash: tokenHash })
    .onConflictDoUpdate({ target: [calendarLinks.user_id, calendarLinks.kind], set: { token_hash: tokenHash, created_at: new Date() } })
    .returning();
  return row!;
}

export async function deleteCalendarLink(db: Db, userId: number, kind: CalendarLinkKind) {
  await db.delete(calendarLinks).where(and(eq(calendarLinks.user_id, userId), eq(calendarLinks.kind, kind)));
}
