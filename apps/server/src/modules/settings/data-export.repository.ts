import { desc, eq, getTableColumns, is, or, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import * as schema from '../../platform/db/schema';
import { dataExports } from './settings.schema';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function insertDataExport(db: Db, userId: number): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values({ user_id: userId, status: 'preparing' }).returning();
  return row!;
}

export async function dataExportsOf(db: Db, userId: number): Promise<DataExportRow[]> {
  return db.select().from(dataExports).where(eq(dataExports.user_id, userId)).orderBy(desc(dataExports.created_at), desc(dataExports.id)).limit(5);
}

export async function findDataExport(db: Db, id: number): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

export async function findDataExportByKey(db: Db, key: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.storage_key, key));
  return row ?? null;
}

export async function updateDataExport(db: Db, id: number, change: Partial<DataExportRow>): Promise<void> {
  await db.update(dataExports).set(change).where(eq(dataExports.id, id));
}

/** Columns that tie a row to a person: a row with the person in any of them is theirs to download. */
const OWNER_COLUMNS = ['user_id', 'realtor_id', 'seller_id', 'buyer_id', 'invitee_id', 'requester_id'];
/** Credentials are never exported, not even the person's own: digests of passwords, tokens and codes, and secrets. */
const SECRET_COLUMN = /hash|secret|token/i;

/**
 * Every row of every table that names the person (their user row, and rows with them in an owner column),
 * secrets left out, keyed by table name. Reads the schema itself, so a table added later is exported too.
 */
export async function rowsAbout(db: Db, userId: number): Promise<Record<string, Record<string, unknown>[]>> {
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const conditions: SQL[] = OWNER_COLUMNS.filter((name) => columns[name]).map((name) => eq(columns[name]!, userId));
    if (table === schema.users) conditions.push(eq(schema.users.id, userId));
    if (conditions.length === 0) continue;
    const kept = Object.fromEntries(Object.entries(columns).filter(([name]) => !SECRET_COLUMN.test(name)));
    const rows = (await db
      .select(kept)
      .from(table)
      .where(conditions.length === 1 ? conditions[0] : or(...conditions))) as Record<string, unknown>[];
    if (rows.length > 0) found[getTableConfig(table).name] = rows;
  }
  return found;
}
