import { z } from 'zod';

/** What a prospect's timeline shows: how they came, the realtor's notes, messages with them, meetings with them. */
export const TIMELINE_KINDS = ['added', 'capture', 'import', 'note', 'message', 'meeting'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** When it happened (a meeting: when it starts). */
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  /** Where the entry opens in the app (a conversation, a meeting), when it has a page. */
  href: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** GET /network/{id}/timeline: newest first. */
export const timelineResponseSchema = z.object({ data: z.array(timelineEntrySchema) });
