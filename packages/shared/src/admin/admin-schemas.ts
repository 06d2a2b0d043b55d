import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { singleLineText } from '../http/text';
import { ADMIN_ACTIONS, type AdminAction } from './messages';

/** GET /admin/users: a name or e-mail fragment (empty: everyone), paged like every list. */
export const adminUserQuerySchema = pageQuerySchema.extend({ query: singleLineText().trim().max(100).default('') });

export const ACCOUNT_STATES = ['active', 'disabled'] as const;

/** A user as the admin page lists them: who, their roles and whether they may sign in. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  user_name: z.string(),
  roles: z.array(z.string()),
  state: z.enum(ACCOUNT_STATES),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchema(adminUserSchema);
export const adminUserResponseSchema = z.object({ message: z.string(), data: adminUserSchema });

/** One recorded admin action; names are kept as they were, so the entry still reads after an account is gone. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(Object.keys(ADMIN_ACTIONS) as [AdminAction, ...AdminAction[]]),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  target: z.object({ id: z.number().int().nullable(), name: z.string() }),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
