import type { Db } from '../../platform/db/client';
import { findLabels, prospectContactRows, prospectsLabelledWithin, prospectsOfProjectRows } from './network.repository';

/* What other modules (a project's prospects tab) may read of prospects. */

/** The prospects attached to a project, newest first: the caller has already checked who may read the project. */
export async function prospectsOfProject(db: Db, projectId: number): Promise<{ id: number; name: string; email: string | null; phone: string | null }[]> {
  const rows = await prospectsOfProjectRows(db, projectId, 500);
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, phone: row.phone }));
}

/** A realtor's own prospects on these labels or with these ids (a campaign's audience); others' are never read. */
export async function prospectContacts(db: Db, realtorId: number, picked: { labelIds: readonly number[]; prospectIds: readonly number[] }, page?: { afterId: number; limit: number }) {
  return prospectContactRows(db, realtorId, picked.labelIds, picked.prospectIds, page);
}

/** Which of these label ids are this realtor's own. */
export async function ownedLabelIds(db: Db, realtorId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await findLabels(db, ids);
  return rows.filter((row) => row.realtor_id === realtorId).map((row) => row.id);
}

/** A realtor's prospects who got this label after the cursor and by `until` (a sequence step's due people), in label order. */
export async function prospectsLabelledBetween(db: Db, realtorId: number, labelId: number, window: { after: { at: Date; id: number }; until: Date }, limit: number) {
  return prospectsLabelledWithin(db, realtorId, labelId, window, limit);
}

/** Label names by id (a campaign showing its sequence step). */
export async function labelNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map((await findLabels(db, ids)).map((row) => [row.id, row.label_name]));
}
