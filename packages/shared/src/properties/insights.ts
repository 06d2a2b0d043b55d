import { z } from 'zod';
import { recordId } from '../http/record-id';
import { pageQuerySchema, pageSchema } from '../http/pagination';

/** Spec: durations week ('Last 7 Days'), month ('Monthly'), year ('All Time'); default week, event type view. */
export const INSIGHT_DURATIONS = ['week', 'month', 'year'] as const;
export type InsightDuration = (typeof INSIGHT_DURATIONS)[number];
export const durationLabels: Record<InsightDuration, string> = { week: 'Last 7 Days', month: 'Monthly', year: 'All Time' };

export const EVENT_TYPES = ['view', 'click', 'download'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** What a click was on, for POST /property/{id}/add-analytics. */
export const CLICK_TARGETS = ['photo', 'contact', 'phone', 'email', 'map', 'tour', 'share', 'documents', 'bid', 'other'] as const;

export const insightQuerySchema = pageQuerySchema.extend({
  property_id: recordId,
  duration: z.enum(INSIGHT_DURATIONS).default('week'),
  event_type: z.enum(EVENT_TYPES).default('view'),
});
export type InsightQuery = z.infer<typeof insightQuerySchema>;

export const addAnalyticsSchema = z.object({
  event_type: z.enum(EVENT_TYPES).default('click'),
  target: z.enum(CLICK_TARGETS).default('other'),
});

export const insightUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.object({ name: z.string() })),
});

/** Spec's Insight row: one day (or one user) of activity. */
export const insightRowSchema = z.object({
  date: z.string(),
  unique_views: z.number().int(),
  unique_clicks: z.number().int(),
  total_views: z.number().int(),
  total_clicks: z.number().int(),
  total_downloads: z.number().int(),
  /** The spec names both spellings; they carry the same number. */
  total_download: z.number().int(),
  user: insightUserSchema.nullable(),
});
export type InsightRow = z.infer<typeof insightRowSchema>;

/** GET /analytics/user_details and /property/download_user: one page of rows, each with its user. */
export const insightRowPageSchema = pageSchema(insightRowSchema);

/** GET /property/list: the headline numbers of one property for the analytics modal. */
export const insightSummarySchema = z.object({
  property_id: z.number().int(),
  duration: z.enum(INSIGHT_DURATIONS),
  documents: z.number().int(),
  disclosures: z.number().int(),
  views: z.number().int(),
  unique_views: z.number().int(),
  clicks: z.number().int(),
  unique_clicks: z.number().int(),
  downloads: z.number().int(),
});
export type InsightSummary = z.infer<typeof insightSummarySchema>;

/** The first day a duration covers, counted back from `now` in UTC days. */
export function durationStart(duration: InsightDuration, now: Date): Date | null {
  if (duration === 'year') return null;
  const days = duration === 'week' ? 7 : 30;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start;
}

export const insightMessages = {
  recorded: 'Recorded.',
  /** The listing side's own activity, or a repeat view within the counting window. */
  notCounted: 'Not counted.',
  downloadsThroughDocuments: 'Downloads are recorded when a document is downloaded.',
} as const;

/** A repeat view by the same visitor of the same property within this many minutes is not counted again. */
export const VIEW_REPEAT_MINUTES = 30;

/** POST /properties/{id}/viewcount and /property/{id}/add-analytics. */
export const eventRecordedSchema = z.object({
  message: z.string(),
  counted: z.boolean(),
});

export const insightSummaryResponseSchema = z.object({ data: insightSummarySchema });

/** Rows are per UTC day; 'All Time' spanning more than MONTHLY_AFTER_DAYS is grouped by month (date = first day of the month). */
export const INSIGHT_INTERVALS = ['day', 'month'] as const;
export type InsightInterval = (typeof INSIGHT_INTERVALS)[number];
export const MONTHLY_AFTER_DAYS = 90;

/** GET /property/views, /property/clicks, /property/downloads: every bucket of the window, zeros included. */
export const insightSeriesResponseSchema = z.object({
  data: z.array(insightRowSchema),
  duration: z.enum(INSIGHT_DURATIONS),
  interval: z.enum(INSIGHT_INTERVALS),
  /** First and last bucket (YYYY-MM-DD); null when 'All Time' has no events yet. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type InsightSeries = z.infer<typeof insightSeriesResponseSchema>;

/** GET /export: the CSV download of the per-day rows; token is a bearer token, for a plain link. */
export const insightExportQuerySchema = z.object({
  property_id: recordId,
  duration: z.enum(INSIGHT_DURATIONS).default('week'),
  token: z.string().max(200).optional(),
});
