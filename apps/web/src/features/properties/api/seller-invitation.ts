import type { sellerInvitationResponseSchema } from '@openhouse/shared/properties/seller-invitations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { propertiesKey } from '../../../lib/property-query';
import { useSession } from '../../../lib/session-context';

type InvitationAnswer = z.output<typeof sellerInvitationResponseSchema>;

const invitationKey = (id: number) => ['seller-invitations', id] as const;

/** GET /seller-invitations/{id}: the invitee, the listing's realtor or an admin. */
export const sellerInvitationQuery = (id: number) =>
  queryOptions({
    queryKey: invitationKey(id),
    queryFn: ({ signal }) => api.get<InvitationAnswer>(`/seller-invitations/${id}`, { signal }),
  });

export function useSellerInvitation(id: number) {
  return useQuery(sellerInvitationQuery(id));
}

/**
 * POST /seller-invitations/{id}/accept or /decline. Accepting grants the Seller role, so the session user
 * (menus) is read again, and the listing's cached copies now have a seller.
 */
export function useAnswerSellerInvitation(id: number) {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') => api.post<InvitationAnswer>(`/seller-invitations/${id}/${answer}`),
    onSuccess: async (answered) => {
      queryClient.setQueryData(invitationKey(id), answered);
      void queryClient.invalidateQueries({ queryKey: propertiesKey });
      if (answered.data.status === 'accepted') await refreshUser().catch(() => undefined);
    },
  });
}
