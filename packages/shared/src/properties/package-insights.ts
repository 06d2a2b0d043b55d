import { z } from 'zod';
import { recordId } from '../http/record-id';
import { INSIGHT_DURATIONS } from './insights';

/**
 * GET /property/document-packages: the use of the shared document packages made from a property's project
 * folders (docs/DECISIONS.md, Shared documents), in the property's insights beside its views and clicks.
 */
export const packageInsightsQuerySchema = z.object({
  property_id: recordId,
  duration: z.enum(INSIGHT_DURATIONS).default('week'),
});

/** The most recent viewers listed; the totals count every one of them. */
export const PACKAGE_VIEWERS_SHOWN = 50;

const activity = {
  /** The package opened in the viewer. */
  opens: z.number().int(),
  /** A file viewed in the viewer. */
  views: z.number().int(),
  /** A file downloaded, or Download All. */
  downloads: z.number().int(),
  last_at: z.string().nullable(),
};

export const packageActivitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
  ...activity,
});

/** One viewer: their e-mail, or null for everyone who opened a link to anyone signed out (they give no e-mail). */
export const packageViewerSchema = z.object({ email: z.string().nullable(), ...activity, last_at: z.string() });

export const packageInsightsResponseSchema = z.object({
  data: z.object({
    property_id: z.number().int(),
    duration: z.enum(INSIGHT_DURATIONS),
    opens: z.number().int(),
    views: z.number().int(),
    downloads: z.number().int(),
    packages: z.array(packageActivitySchema),
    viewers: z.array(packageViewerSchema),
    /** How many viewers there are in all (the list holds the PACKAGE_VIEWERS_SHOWN most recent). */
    viewer_count: z.number().int(),
  }),
});
export type PackageInsights = z.infer<typeof packageInsightsResponseSchema>['data'];
