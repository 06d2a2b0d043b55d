import type { addAnalyticsSchema, CLICK_TARGETS, eventRecordedSchema } from '@openhouse/shared/properties/insights';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ClickTarget = (typeof CLICK_TARGETS)[number];
type EventRecorded = z.output<typeof eventRecordedSchema>;

/**
 * Insight events are best effort: a visitor must never see an error, nor the login modal,
 * because a counter could not be bumped. Anonymous visitors are counted too.
 */
function quietly(request: Promise<unknown>): void {
  request.catch(() => undefined);
}

/** POST /properties/{id}/viewcount, once per opening of the detail page. */
export function recordPropertyView(propertyId: number): void {
  quietly(api.post<EventRecorded>(`/properties/${propertyId}/viewcount`, undefined, { skipAuthHandling: true }));
}

/** POST /property/{id}/add-analytics on a meaningful click. */
export function recordPropertyClick(propertyId: number, target: ClickTarget): void {
  const body: z.input<typeof addAnalyticsSchema> = { event_type: 'click', target };
  quietly(api.post<EventRecorded>(`/property/${propertyId}/add-analytics`, body, { skipAuthHandling: true }));
}
