import type { adminUserPageSchema, adminUserQuerySchema, adminUserResponseSchema, auditPageSchema } from '@openhouse/shared/admin/admin-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type AdminUserPage = z.output<typeof adminUserPageSchema>;
export type AdminUser = AdminUserPage['data'][number];
export type AuditPage = z.output<typeof auditPageSchema>;
type AdminUserAnswer = z.output<typeof adminUserResponseSchema>;

const adminKey = ['admin'] as const;

/** GET /admin/users: one page of accounts matching a name or e-mail; the previous page stays while the next loads. */
export function useAdminUsers(filter: { page: number; query: string }) {
  const query = { page: filter.page, per_page: 10, query: filter.query || undefined } satisfies z.input<typeof adminUserQuerySchema>;
  return useQuery({
    queryKey: [...adminKey, 'users', filter],
    queryFn: ({ signal }) => api.get<AdminUserPage>('/admin/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/audit: every admin action, newest first. */
export function useAdminAudit(page: number) {
  return useQuery({
    queryKey: [...adminKey, 'audit', page],
    queryFn: ({ signal }) => api.get<AuditPage>('/admin/audit', { query: { page, per_page: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/users/{id}/disable or /enable; the users and the activity list refresh. */
export function useChangeAccountState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, disable }: { user: AdminUser; disable: boolean }) =>
      api.post<AdminUserAnswer>(`/admin/users/${user.id}/${disable ? 'disable' : 'enable'}`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
