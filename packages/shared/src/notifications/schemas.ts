import { z } from 'zod';
import { messageResponseSchema } from '../accounts/responses';
import { recordId } from '../http/record-id';
import { MAX_PER_PAGE, pageQuerySchema } from '../http/pagination';

// The messages and the path rule live apart, without zod, so the pages that only show notifications do not
// download the schema library; they are re-exported here for the server's imports.
export { isSafeNotificationPath, settingsMessages } from './messages';

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  path: z.string().nullable(),
  read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notification with a limit: the newest few and the unread count, not a page. */
export const latestNotificationsSchema = z.object({ data: z.array(notificationSchema), unread_count: z.number().int() });

export const notificationListQuerySchema = pageQuerySchema.extend({
  /** With a limit the answer is a short list (the bell, the dashboard), not a page. */
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/**
 * PUT /notifications: one with notification_id, or all of the caller's with user_id; or, beyond the spec, the
 * ones a page of the list showed with notification_ids (opening /notifications reads what it shows).
 */
export const markNotificationsSchema = z
  .object({
    notification_id: recordId.optional(),
    user_id: recordId.optional(),
    notification_ids: z.array(recordId).min(1).max(MAX_PER_PAGE).optional(),
  })
  .refine((value) => value.notification_id !== undefined || value.user_id !== undefined || value.notification_ids !== undefined, {
    error: 'Either notification_id, notification_ids or user_id is required.',
  });

/** The unread count after the change, so the bell needs no second call. */
export const markNotificationsResponseSchema = messageResponseSchema.extend({ unread_count: z.number().int() });

export const USER_SETTING_KEYS = ['enable_email', 'enable_sms'] as const;
export type UserSettingKey = (typeof USER_SETTING_KEYS)[number];

export const userSettingSchema = z.object({
  key: z.enum(USER_SETTING_KEYS),
  value: z.enum(['0', '1']),
});
export type UserSetting = z.infer<typeof userSettingSchema>;

export const userSettingsMultipleSchema = z.object({
  settings: z.array(userSettingSchema).min(1).max(USER_SETTING_KEYS.length),
});

export const userSettingsResponseSchema = z.object({ data: z.array(userSettingSchema) });

/** Saving answers every setting as stored, so the page shows what the server kept. */
export const userSettingsSavedSchema = userSettingsResponseSchema.extend({ message: z.string() });


