import { insightMessages as m, VIEW_REPEAT_MINUTES, type addAnalyticsSchema } from '@openhouse/shared/properties/insights';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { invalidField } from '../../platform/http/errors';
import { propertyAccess, type PropertyRow } from '../properties/properties.access';
import { hasViewSince, insertEvent } from './insights.repository';
import { userVisitorId, type Visitor } from './visitor';

type Recorded = { message: string; counted: boolean };
const notCounted: Recorded = { message: m.notCounted, counted: false };
const recorded: Recorded = { message: m.recorded, counted: true };

/**
 * POST /properties/{id}/viewcount (`actor`: a full session or nobody, see optionalActor). The listing side
 * looking at its own listing is not interest, and a visitor reloading the page is one view: a repeat within
 * VIEW_REPEAT_MINUTES is not counted again.
 */
export async function recordView(platform: Platform, actor: Actor | null, visitor: Visitor, propertyId: number): Promise<Recorded> {
  const property = await propertyAccess.require(platform.db, actor, 'see', propertyId);
  if (propertyAccess.can(actor, 'listingSide', property)) return notCounted;
  const since = new Date(Date.now() - VIEW_REPEAT_MINUTES * 60_000);
  if (await hasViewSince(platform.db, property.id, visitor.visitorId, since)) return notCounted;
  await insertEvent(platform.db, { property_id: property.id, user_id: visitor.userId, visitor_id: visitor.visitorId, event_type: 'view' });
  return recorded;
}

/**
 * POST /property/{id}/add-analytics: clicks (and views, counted as above). Downloads are refused here:
 * they are recorded by the document routes, after the caller's access to the document is checked.
 */
export async function recordInteraction(
  platform: Platform,
  actor: Actor | null,
  visitor: Visitor,
  propertyId: number,
  input: z.output<typeof addAnalyticsSchema>,
): Promise<Recorded> {
  if (input.event_type === 'download') throw invalidField('event_type', m.downloadsThroughDocuments);
  if (input.event_type === 'view') return recordView(platform, actor, visitor, propertyId);
  const property = await propertyAccess.require(platform.db, actor, 'see', propertyId);
  if (propertyAccess.can(actor, 'listingSide', property)) return notCounted;
  await insertEvent(platform.db, {
    property_id: property.id,
    user_id: visitor.userId,
    visitor_id: visitor.visitorId,
    event_type: 'click',
    target: input.target,
  });
  return recorded;
}

/** A document download by a user whose access the caller (the documents service) has already checked. */
export async function recordDownload(platform: Platform, actor: Actor, property: PropertyRow, documentId: number): Promise<boolean> {
  if (propertyAccess.can(actor, 'listingSide', property)) return false;
  await insertEvent(platform.db, { property_id: property.id, user_id: actor.id, visitor_id: userVisitorId(actor.id), event_type: 'download', document_id: documentId });
  return true;
}
