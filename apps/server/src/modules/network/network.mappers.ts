import { networkRolesOf } from '@openhouse/shared/network/roles';
import type { Prospect } from '@openhouse/shared/network/network-schemas';
import type { Db } from '../../platform/db/client';
import { projectSummaries } from '../projects/projects.queries';
import { labelsOfProspects, type ProspectRow } from './network.repository';

/** Rows to the API's prospects, with their labels, roles and project, in two queries whatever their number. */
export async function toProspects(db: Db, rows: ProspectRow[]): Promise<Prospect[]> {
  const labels = await labelsOfProspects(db, rows.map((row) => row.id));
  const projectIds = rows.map((row) => row.project_id).filter((id): id is number => id !== null);
  const projects = new Map((await projectSummaries(db, projectIds)).map((project) => [project.id, project]));
  return rows.map((row) => {
    const own = labels.filter((label) => label.prospect_id === row.id).map(({ id, label_name }) => ({ id, label_name }));
    return {
      id: row.id,
      name: row.name,
      user_name: row.user_name,
      email: row.email,
      phone: row.phone,
      role: row.role_ids,
      roles: networkRolesOf(row.role_ids),
      label_ids: own.map((label) => label.id),
      labels: own,
      project_id: row.project_id,
      project: (row.project_id !== null && projects.get(row.project_id)) || null,
      source: row.source,
      created_at: row.created_at.toISOString(),
    };
  });
}

export async function toProspect(db: Db, row: ProspectRow): Promise<Prospect> {
  return (await toProspects(db, [row]))[0]!;
}
