import type { Actor } from '../auth/session';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/errors';

/**
 * The one way a service asks "may this actor do P on these records". A policy names the actor's relations
 * to a record (admin, realtor, seller, buyer, requester, member, anyone...), which relations grant each
 * permission, and which relations may know the record exists. The refusal is the same for every resource:
 * an actor who may not know the record hears 404 (as if it were not there), one who may know it but is not
 * granted the permission hears 403. This file holds the mechanism only; each module owns its policy in
 * `<module>.access.ts`.
 */

export type Decision = 'allow' | 'forbidden' | 'not_found';

type Record = { id: number };

/**
 * R is what `load` returns; S (R or less) is what the decision reads, so a record already in hand with those
 * columns (a list row, a joined read) can be decided without loading it again.
 */
export type AccessRules<R extends S, S extends Record, P extends string, L extends string> = {
  /** Named in the decision table and in test output. */
  resource: string;
  /** The records with these ids (missing ones left out), with whatever the relations read (owners, participants). */
  load(db: Db, ids: readonly number[]): Promise<R[]>;
  /** The actor's relations to the record; null is an anonymous caller. */
  relations(actor: Actor | null, record: S): readonly L[];
  /** Whether an actor with these relations may know the record exists; refusals to those who may not are 404. */
  known(relations: readonly L[], record: S): boolean;
  /** For each permission, the relations that grant it. */
  permissions: { readonly [permission in P]: readonly L[] };
  /** The 404's message, when the resource has its own. */
  notFoundMessage?: string;
};

export type Access<R extends S, S extends Record, P extends string, L extends string> = AccessRules<R, S, P, L> & {
  decide(actor: Actor | null, permission: P, record: S): Decision;
  can(actor: Actor | null, permission: P, record: S): boolean;
  /** The record when the actor may do P on it; otherwise the 404 or 403 (AppError). */
  require(db: Db, actor: Actor | null, permission: P, id: number): Promise<R>;
  /** The records, in the order of the ids, when the actor may do P on every one: one load, one refusal (404 before 403). */
  requireEach(db: Db, actor: Actor | null, permission: P, ids: readonly number[]): Promise<R[]>;
  /** Whether the actor may do P on the record with this id, without throwing (a missing record: no). */
  allows(db: Db, actor: Actor | null, permission: P, id: number): Promise<boolean>;
  /** The refusal for a decision that is not 'allow' (for services that decide and then throw themselves). */
  refusal(decision: Exclude<Decision, 'allow'>): Error;
};

/** Every policy defined, by resource name, so one test can put each of them in its decision table. */
export const accessRegistry = new Map<string, Access<Record, Record, string, string>>();

export function defineAccess<R extends S, S extends Record, P extends string, L extends string>(rules: AccessRules<R, S, P, L>): Access<R, S, P, L> {
  const refusal = (decision: Exclude<Decision, 'allow'>) => (decision === 'forbidden' ? forbidden() : notFound(rules.notFoundMessage));
  const decide = (actor: Actor | null, permission: P, record: S): Decision => {
    const relations = rules.relations(actor, record);
    if (!rules.known(relations, record)) return 'not_found';
    return rules.permissions[permission].some((relation) => relations.includes(relation)) ? 'allow' : 'forbidden';
  };
  const requireEach = async (db: Db, actor: Actor | null, permission: P, ids: readonly number[]): Promise<R[]> => {
    const unique = [...new Set(ids)];
    const byId = new Map((await rules.load(db, unique)).map((record) => [record.id, record]));
    const records = ids.map((id) => byId.get(id));
    const decisions = records.map((record) => (record ? decide(actor, permission, record) : 'not_found'));
    if (decisions.includes('not_found')) throw refusal('not_found');
    if (decisions.includes('forbidden')) throw refusal('forbidden');
    return records as R[];
  };
  const access: Access<R, S, P, L> = {
    ...rules,
    decide,
    can: (actor, permission, record) => decide(actor, permission, record) === 'allow',
    require: async (db, actor, permission, id) => (await requireEach(db, actor, permission, [id]))[0]!,
    requireEach,
    allows: async (db, actor, permission, id) => {
      const [record] = await rules.load(db, [id]);
      return record !== undefined && decide(actor, permission, record) === 'allow';
    },
    refusal,
  };
  if (accessRegistry.has(rules.resource)) throw new Error(`Access to ${rules.resource} is defined twice`);
  accessRegistry.set(rules.resource, access as unknown as Access<Record, Record, string, string>);
  return access;
}

/** A load for repositories that find one record by id: fine for the few ids a request names. */
export function loadEach<R extends Record>(find: (db: Db, id: number) => Promise<R | null>): (db: Db, ids: readonly number[]) => Promise<R[]> {
  return async (db, ids) => {
    const found: (R | null)[] = await Promise.all(ids.map((id) => find(db, id)));
    return found.filter((record): record is R => record !== null);
  };
}

/** Admins are on every side of everything; policies grant them through an 'admin' relation. */
export function isAdmin(actor: Actor | null): boolean {
  return actor?.roles.includes('Admin') ?? false;
}

/**
 * A record that is its owner's alone (a notification, a session): not even an admin reads or changes
 * someone else's, and to anyone else it does not exist (404).
 */
export function defineOwnerOnlyAccess<P extends string>(resource: string, load: (db: Db, ids: readonly number[]) => Promise<{ id: number; user_id: number }[]>, permissions: readonly P[]) {
  return defineAccess({
    resource,
    load,
    relations: (actor, record: { id: number; user_id: number }) => (actor?.id === record.user_id ? ['owner' as const] : []),
    known: (relations) => relations.length > 0,
    permissions: Object.fromEntries(permissions.map((permission) => [permission, ['owner' as const]])) as { [permission in P]: 'owner'[] },
  });
}
