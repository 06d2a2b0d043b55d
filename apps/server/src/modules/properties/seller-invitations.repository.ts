import { and, desc, eq } from 'drizzle-orm';
import type { SellerInvitationStatus } from '@openhouse/shared/properties/seller-invitations';
import type { Db } from '../../platform/db/client';
import { properties, sellerInvitations } from './properties.schema';

export type SellerInvitationRow = typeof sellerInvitations.$inferSelect;
/** An invitation with what its policy decides on: the listing's realtor. */
export type SellerInvitationAccess = SellerInvitationRow & {
  realtor_id: number;
};

const withListing = {
  invitation: sellerInvitations,
  realtor_id: properties.realtor_id,
};

export async function findInvitationWithListing(db: Db, id: number): Promise<SellerInvitationAccess | null> {
  const [row] = await db
    .select(withListing)
    .from(sellerInvitations)
    .innerJoin(properties, eq(properties.id, sellerInvitations.property_id))
    .where(eq(sellerInvitations.id, id))
    .limit(1);
  return row ? { ...row.invitation, realtor_id: row.realtor_id } : null;
}

/** Locks the invitation's row: an answer and a newer choice of seller (which cancels it) take turns on it. */
export async function lockInvitation(tx: Db, id: number): Promise<SellerInvitationRow | null> {
  const [row] = await tx.select().from(sellerInvitations).where(eq(sellerInvitations.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insertInvitation(
  tx: Db,
  values: {
    property_id: number;
    invitee_id: number;
    invited_by: number;
    expires_at: Date;
  },
): Promise<SellerInvitationRow> {
  const [row] = await tx.insert(sellerInvitations).values(values).returning();
  return row!;
}

/** Cancels the listing's pending invitation, if any (a newer choice of seller replaces it). */
export async function cancelPendingInvitation(tx: Db, propertyId: number): Promise<void> {
  await tx
    .update(sellerInvitations)
    .set({ status: 'cancelled', answered_at: new Date() })
    .where(and(eq(sellerInvitations.property_id, propertyId), eq(sellerInvitations.status, 'pending')));
}

export async function setInvitationStatus(tx: Db, id: number, status: Exclude<SellerInvitationStatus, 'pending'>): Promise<void> {
  await tx.update(sellerInvitations).set({ status, answered_at: new Date() }).where(eq(sellerInvitations.id, id));
}

export async function pendingInvitationOf(db: Db, propertyId: number): Promise<SellerInvitationRow | null> {
  const [row] = await db
    .select()
    .from(sellerInvitations)
    .where(and(eq(sellerInvitations.property_id, propertyId), eq(sellerInvitations.status, 'pending')))
    .orderBy(desc(sellerInvitations.id))
    .limit(1);
  return row ?? null;
}
