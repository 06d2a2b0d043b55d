import type { EventType, InsightDuration, insightQuerySchema } from '@openhouse/shared/properties/insights';
import type { z } from 'zod';

/** Every insights query lives under this key, so one invalidation refreshes the whole panel. */
export const insightsKey = ['insights'] as const;

/** The filters every insights call takes (spec: property_id, duration, event_type). */
export type InsightFilters = { propertyId: number; duration: InsightDuration; eventType: EventType };

export function insightQuery(filters: InsightFilters) {
  return { property_id: filters.propertyId, duration: filters.duration, event_type: filters.eventType } satisfies z.input<typeof insightQuerySchema>;
}
