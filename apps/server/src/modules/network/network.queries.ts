import type { Db } from '../../platform/db/client';
import { prospectsOfProjectRows } from './network.repository';

/* What other modules (a project's prospects tab) may read of prospects. */

/** The prospects attached to a project, newest first: the caller has already checked who may read the project. */
export async function prospectsOfProject(db: Db, projectId: number): Promise<{ id: number; name: string; email: string | null; phone: string | null }[]> {
  const rows = await prospectsOfProjectRows(db, projectId, 500);
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, phone: row.phone }));
}
