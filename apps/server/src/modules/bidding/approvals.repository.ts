import type { ApprovalState } from '@openhouse/shared/bidding/rules';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { requestParties, type RequestedListing, type Requester } from '../properties/listing-request-columns';
import { properties } from '../properties/properties.schema';
import { biddingApprovals } from './bidding.schema';

export type ApprovalRow = typeof biddingApprovals.$inferSelect;
export type NewApproval = typeof biddingApprovals.$inferInsert;

/** An approval with its buyer and the listing it is about, as the API shows it. */
export type ApprovalView = ApprovalRow & { user: Requester; property: RequestedListing };

const approvalColumns = { approval: biddingApprovals, ...requestParties };

function approvalQuery(db: Db) {
  return db
    .select(approvalColumns)
    .from(biddingApprovals)
    .innerJoin(users, eq(users.id, biddingApprovals.user_id))
    .innerJoin(properties, eq(properties.id, biddingApprovals.property_id));
}

function toView(row: { approval: ApprovalRow; user: ApprovalView['user']; property: ApprovalView['property'] }): ApprovalView {
  return { ...row.approval, user: row.user, property: row.property };
}

export async function findApproval(db: Db, id: number): Promise<ApprovalView | null> {
  const [row] = await approvalQuery(db).where(eq(biddingApprovals.id, id)).limit(1);
  return row ? toView(row) : null;
}

/** The one approval a user may have on a property. */
export async function findApprovalFor(db: Db, propertyId: number, userId: number): Promise<ApprovalView | null> {
  const [row] = await approvalQuery(db)
    .where(and(eq(biddingApprovals.property_id, propertyId), eq(biddingApprovals.user_id, userId)))
    .limit(1);
  return row ? toView(row) : null;
}

export async function findApprovalByProof(db: Db, proofPath: string): Promise<ApprovalView | null> {
  const [row] = await approvalQuery(db).where(eq(biddingApprovals.proof_path, proofPath)).limit(1);
  return row ? toView(row) : null;
}

export async function insertApproval(db: Db, values: NewApproval): Promise<number> {
  const [row] = await db.insert(biddingApprovals).values(values).returning({ id: biddingApprovals.id });
  return row!.id;
}

/** Decides a submitted approval; false when it was already decided (by someone else a moment ago). */
export async function decideApproval(db: Db, id: number, decision: { approval: Exclude<ApprovalState, 'submitted'>; decided_by: number }): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(biddingApprovals)
    .set({ ...decision, decided_at: now, updated_at: now })
    .where(and(eq(biddingApprovals.id, id), eq(biddingApprovals.approval, 'submitted')))
    .returning({ id: biddingApprovals.id });
  return rows.length > 0;
}

export type ApprovalFilter = {
  /** Every approval (an admin without a property). */
  all?: boolean;
  /** Approvals on listings this user is the realtor or seller of, plus their own. */
  visibleTo?: number;
  /** Only this user's own. */
  userId?: number;
  propertyId?: number;
  approval?: ApprovalState;
};

function approvalWhere(filter: ApprovalFilter): SQL | undefined {
  const visible =
    filter.all || filter.visibleTo === undefined
      ? undefined
      : or(eq(biddingApprovals.user_id, filter.visibleTo), eq(properties.realtor_id, filter.visibleTo), eq(properties.seller_id, filter.visibleTo));
  return and(
    visible,
    filter.userId !== undefined ? eq(biddingApprovals.user_id, filter.userId) : undefined,
    filter.propertyId !== undefined ? eq(biddingApprovals.property_id, filter.propertyId) : undefined,
    filter.approval ? eq(biddingApprovals.approval, filter.approval) : undefined,
  );
}

export async function listApprovals(db: Db, filter: ApprovalFilter, window: { limit: number; offset: number }): Promise<ApprovalView[]> {
  const rows = await approvalQuery(db)
    .where(approvalWhere(filter))
    .orderBy(desc(biddingApprovals.created_at), desc(biddingApprovals.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(toView);
}

export async function countApprovals(db: Db, filter: ApprovalFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(biddingApprovals)
    .innerJoin(properties, eq(properties.id, biddingApprovals.property_id))
    .where(approvalWhere(filter));
  return Number(row?.n ?? 0);
}
