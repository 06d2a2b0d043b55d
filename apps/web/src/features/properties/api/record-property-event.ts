import { api } from '../../../lib/api-client';

export type ClickTarget = 'photo' | 'contact' | 'phone' | 'email' | 'map' | 'tour' | 'share' | 'documents' | 'bid' | 'other';

/**
 * Insight events are best effort: a visitor must never see an error, nor the login modal,
 * because a counter could not be bumped. Anonymous visitors are counted too.
 */
function quietly(request: Promise<unknown>): void {
  request.catch(() => undefined);
}

/** POST /properties/{id}/viewcount, once per opening of the detail page. */
export function recordPropertyView(propertyId: number): void {
  quietly(api.post(`/properties/${propertyId}/viewcount`, undefined, { skipAuthHandling: true }));
}

/** POST /property/{id}/add-analytics on a meaningful click. */
export function recordPropertyClick(propertyId: number, target: ClickTarget): void {
  quietly(api.post(`/property/${propertyId}/add-analytics`, { event_type: 'click', target }, { skipAuthHandling: true }));
}
