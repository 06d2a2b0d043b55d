import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/http/errors';
import { findProperty } from './properties.queries';
import type { properties } from './properties.schema';

export type PropertyRow = typeof properties.$inferSelect;

/**
 * Who may do what with a listing (DECISIONS.md, "Who may do what"). Every module that acts on a property
 * (photos, documents, insights, bidding, transactions) asks here, so the rules live in one place.
 */
export function isAdmin(actor: Actor | null): boolean {
  return actor?.roles.includes('Admin') ?? false;
}

/** Its realtor, or an admin: edits, uploads media and documents, enables bidding. */
export function canManageProperty(actor: Actor | null, property: Pick<PropertyRow, 'realtor_id'>): boolean {
  return actor !== null && (actor.id === property.realtor_id || isAdmin(actor));
}

/** The listing side (its realtor and its seller), plus admins: sees insights, decides document access, reviews bids. */
export function isListingSide(actor: Actor | null, property: Pick<PropertyRow, 'realtor_id' | 'seller_id'>): boolean {
  return actor !== null && (actor.id === property.realtor_id || actor.id === property.seller_id || isAdmin(actor));
}

/** The listing side's accounts (its realtor and its seller, once each), as told of what happens on a listing. */
export function listingSideIds(property: Pick<PropertyRow, 'realtor_id' | 'seller_id'>): number[] {
  return [...new Set([property.realtor_id, property.seller_id])].filter((id): id is number => id !== null);
}

/** The property, or 404 when there is none. Listings are public, so existence is no secret. */
export async function requireProperty(db: Db, id: number): Promise<PropertyRow> {
  const property = await findProperty(db, id);
  if (!property) throw notFound(m.notFound);
  return property;
}

/** Withdrawn listings are off the market: only their listing side (and admins) may still know they exist. */
export function isVisibleTo(actor: Actor | null, property: Pick<PropertyRow, 'status' | 'realtor_id' | 'seller_id'>): boolean {
  return property.status !== 'withdrawn' || isListingSide(actor, property);
}

/** The property when the caller may know of it: 404 when missing, and for a withdrawn listing to outsiders. */
export async function requireVisibleProperty(db: Db, actor: Actor | null, id: number): Promise<PropertyRow> {
  const property = await requireProperty(db, id);
  if (!isVisibleTo(actor, property)) throw notFound(m.notFound);
  return property;
}

/** Whether the caller may know of the property at all (the same rule as requireVisibleProperty, without throwing). */
export async function canSeeProperty(db: Db, actor: Actor | null, id: number): Promise<boolean> {
  const property = await findProperty(db, id);
  return property !== null && isVisibleTo(actor, property);
}

/** The property when the actor may manage it: 404 when missing, 403 when it is someone else's. */
export async function requireManageableProperty(db: Db, actor: Actor, id: number): Promise<PropertyRow> {
  const property = await requireProperty(db, id);
  if (!canManageProperty(actor, property)) throw forbidden();
  return property;
}

/** The property when the actor is on its listing side: 404 when missing, 403 otherwise. */
export async function requireListingSide(db: Db, actor: Actor, id: number): Promise<PropertyRow> {
  const property = await requireProperty(db, id);
  if (!isListingSide(actor, property)) throw forbidden();
  return property;
}
