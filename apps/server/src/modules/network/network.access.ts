import { networkMessages as m } from '@openhouse/shared/network/messages';
import { defineAccess, defineOwnerOnlyAccess } from '../../platform/access/access';
import type { Db } from '../../platform/db/client';
import { findLabels, findNotes, findProspects, type ProspectRow } from './network.repository';

/*
 * A realtor's network is theirs alone (docs/DECISIONS.md, Who may do what: prospects belong to the owning
 * realtor only): another realtor, an admin or anyone else hears 404 for a prospect, a label or a note.
 */

const owned = <R extends { realtor_id: number }>(rows: R[]) => rows.map((row) => ({ ...row, user_id: row.realtor_id }));

export const prospectAccess = defineAccess({
  resource: 'prospect',
  load: findProspects,
  relations: (actor, prospect: Pick<ProspectRow, 'id' | 'realtor_id'>) => (actor?.id === prospect.realtor_id ? ['owner' as const] : []),
  known: (relations) => relations.length > 0,
  permissions: { read: ['owner'], manage: ['owner'] },
  notFoundMessage: m.prospectNotFound,
});

export const labelAccess = defineOwnerOnlyAccess('network label', async (db: Db, ids) => owned(await findLabels(db, ids)), ['use']);

/** A note of the notes thread is its prospect's realtor's. */
export const noteAccess = defineOwnerOnlyAccess(
  'prospect note',
  async (db: Db, ids) => {
    const notes = await findNotes(db, ids);
    const owners = new Map((await findProspects(db, notes.map((note) => note.network_id))).map((prospect) => [prospect.id, prospect.realtor_id]));
    return notes.filter((note) => owners.has(note.network_id)).map((note) => ({ ...note, user_id: owners.get(note.network_id)! }));
  },
  ['manage'],
);
