import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { shareLinkPasses } from './share-links.schema';

export type SharePassRow = typeof shareLinkPasses.$inferSelect;

/** A new code for this link and e-mail, replacing a live one (and its tries): only the newest code works. */
export async function replaceAccessCode(db: Db, values: { link_id: number; email: string; code_hash: string; code_expires_at: Date }): Promise<void> {
  await db
    .insert(shareLinkPasses)
    .values(values)
    .onConflictDoUpdate({ target: [shareLinkPasses.link_id, shareLinkPasses.email], set: { code_hash: values.code_hash, code_expires_at: values.code_expires_at, attempts: 0 } });
}

export async function findPassRow(db: Db, linkId: number, email: string): Promise<SharePassRow | null> {
  const [row] = await db
    .select()
    .from(shareLinkPasses)
    .where(and(eq(shareLinkPasses.link_id, linkId), eq(shareLinkPasses.email, email)))
    .limit(1);
  return row ?? null;
}

export async function countWrongCode(db: Db, id: number): Promise<void> {
  await db
    .update(shareLinkPasses)
    .set({ attempts: sql`${shareLinkPasses.attempts} + 1` })
    .where(eq(shareLinkPasses.id, id));
}

/** Spends the code and stores the pass it buys; false when another request spent the same code first. */
export async function exchangeCode(db: Db, id: number, codeHash: string, pass: { pass_hash: string; pass_expires_at: Date }): Promise<boolean> {
  const rows = await db
    .update(shareLinkPasses)
    .set({ ...pass, code_hash: null, code_expires_at: null, attempts: 0 })
    .where(and(eq(shareLinkPasses.id, id), eq(shareLinkPasses.code_hash, codeHash)))
    .returning({ id: shareLinkPasses.id });
  return rows.length > 0;
}

/** The e-mail a live pass confirmed for this link, or null. */
export async function emailOfPass(db: Db, linkId: number, passHash: string): Promise<string | null> {
  const [row] = await db
    .select({ email: shareLinkPasses.email })
    .from(shareLinkPasses)
    .where(and(eq(shareLinkPasses.link_id, linkId), eq(shareLinkPasses.pass_hash, passHash), gt(shareLinkPasses.pass_expires_at, new Date())))
    .limit(1);
  return row?.email ?? null;
}
