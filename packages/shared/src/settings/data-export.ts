import { z } from 'zod';

/** How long a prepared download of my data can be fetched. */
export const DATA_EXPORT_DAYS = 7;

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(['preparing', 'ready', 'failed']),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size: z.number().int().nullable(),
  /** The file's storage path, while it can be downloaded (GET /storage/{path}, mine only). */
  path: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportsResponseSchema = z.object({ data: z.array(dataExportSchema) });
export const dataExportRequestedSchema = z.object({ message: z.string(), data: dataExportSchema });

export const dataExportMessages = {
  requested: 'We are preparing your data. You will be notified when it is ready.',
  alreadyPreparing: 'Your data is already being prepared.',
  failed: 'Your data could not be prepared, try again.',
  ready: `Your data is ready to download from Profile Settings for ${DATA_EXPORT_DAYS} days.`,
} as const;
