import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
// Whether a listing has an auction is part of what the index holds ("auctions only"): a read of the bidding module's table.
import { biddingProperties } from '../../bidding/bidding.schema';
import { cover, summaryColumns } from '../catalogue.repository';
import { catalogueRemovals, properties } from '../properties.schema';
import type { IndexedListing } from './catalogue-index';

/**
 * What changed in the catalogue since a horizon, read in one snapshot, and whether anything has since. Triggers stamp each listing with the
 * transaction that last changed what lists show of it (migration 0022). Transactions do not commit in the
 * order they start, so "changed after the last one seen" could miss a slow one; instead the next horizon is
 * the oldest transaction still running when the snapshot was taken: everything older is committed and in
 * this snapshot, and anything at or past it is read again next time, so no committed change is ever missed.
 */
export type CatalogueChanges = {
  /** Pass it back as `since` to read what changed after this read. */
  horizon: number;
  /** What catalogueFingerprint(horizon) answers for as long as nothing more is committed (null: it cannot tell). */
  fingerprint: string | null;
  /** The changed listings, published or not (a listing may have gone back out of the index). */
  listings: (IndexedListing & { published: boolean })[];
  /** Listings deleted since (their realtor's account was). */
  removed: number[];
};

/** Everything with `since` null, else only what changed from that horizon on. */
export async function readCatalogueChanges(db: Db, since: number | null): Promise<CatalogueChanges> {
  // One snapshot for the horizon and both reads, so the horizon describes exactly what was read.
  return db.transaction(
    async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`)) as unknown as { rows: { horizon: string }[] };
      const horizon = Number(rows[0]!.horizon);
      const coverPhoto = cover(tx);
      const changed = await tx
        .select({
          ...summaryColumns(coverPhoto),
          words: sql<string[]>`tsvector_to_array(${properties.search_document})`,
          createdMicros: sql<string>`(extract(epoch from ${properties.created_at}) * 1000000)::bigint::text`.mapWith(Number),
          hasAuction: sql<boolean>`exists (select 1 from ${biddingProperties} where ${biddingProperties.property_id} = ${properties.id})`,
          published: sql<boolean>`${properties.published_at} is not null`,
        })
        .from(properties)
        .leftJoinLateral(coverPhoto, sql`true`)
        .where(since === null ? undefined : gte(properties.catalogue_change, since));
      const removed =
        since === null
          ? []
          : await tx.select({ id: catalogueRemovals.property_id }).from(catalogueRemovals).where(gte(catalogueRemovals.catalogue_change, since));
      return {
        horizon,
        fingerprint: await catalogueFingerprint(tx, horizon),
        listings: changed.map(({ words, createdMicros, hasAuction, published, ...row }) => ({
          row: { ...row, favourite: false },
          words,
          createdMicros,
          hasAuction,
          published,
        })),
        removed: removed.map((removal) => removal.id),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The latest changes a fingerprint sums; with more past the horizon it cannot vouch for anything. */
const FINGERPRINT_SPAN = 10_000;

function prepareFingerprint(db: Db) {
  const recent = db
    .select({ change: properties.catalogue_change })
    .from(properties)
    .where(gte(properties.catalogue_change, sql.placeholder('horizon') as unknown as number))
    // Ordered and limited, so that even the generic plan of this named statement reads the index's tail.
    .orderBy(properties.catalogue_change)
    .limit(FINGERPRINT_SPAN)
    .as('recent');
  return db
    .select({
      changes: sql<number>`count(*)`.mapWith(Number),
      fingerprint: sql<string>`count(*) || ':' || coalesce(sum(${recent.change}), 0) || ':' || (select count(*) from ${catalogueRemovals})`,
    })
    .from(recent)
    .prepare('catalogue_fingerprint');
}

/** Prepared once per database handle: it runs before every search the index answers. */
const fingerprintQueries = new WeakMap<Db, ReturnType<typeof prepareFingerprint>>();

/**
 * A summary of the changes stamped at or past `horizon` and of all deletions. Stamps only grow, and a change
 * committed after the read that gave `horizon` is stamped at or past it, so the summary differs from the
 * read's as soon as anything more is committed. It reads the index's tail (the few latest changes) and the
 * small table of deletions: cheap enough to ask before every search the index answers. Null when too many
 * changes lie past the horizon to sum (a long transaction holds it back): then nothing can be vouched for.
 */
export async function catalogueFingerprint(db: Db, horizon: number): Promise<string | null> {
  let query = fingerprintQueries.get(db);
  if (!query) fingerprintQueries.set(db, (query = prepareFingerprint(db)));
  const [row] = await query.execute({ horizon });
  return row!.changes >= FINGERPRINT_SPAN ? null : row!.fingerprint;
}
