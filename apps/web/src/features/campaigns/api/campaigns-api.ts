import type {
  analyticsSchema,
  audienceSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignResponseSchema,
  recipientPreviewSchema,
  senderListSchema,
  senderResponseSchema,
  templateImageListSchema,
  templateInputSchema,
  templateListSchema,
  templateResponseSchema,
  testSendSchema,
} from '@openhouse/shared/campaigns/campaign-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type Message = { message: string };
export type CampaignFields = z.input<typeof campaignInputSchema>;
export type TemplateFields = z.input<typeof templateInputSchema>;
/** The lists as the picker holds them (ids as numbers, which the request schema also takes). */
export type AudienceFields = z.output<typeof audienceSchema>;
type Analytics = z.output<typeof analyticsSchema>['data'];
type Preview = z.output<typeof recipientPreviewSchema>['data'];

const keys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  one: (id: number) => ['campaigns', 'one', id] as const,
  analytics: (id: number, excludeMachine: boolean) => ['campaigns', 'analytics', id, excludeMachine] as const,
  templates: ['campaigns', 'templates'] as const,
  senders: ['campaigns', 'senders'] as const,
  images: ['campaigns', 'images'] as const,
  preview: (audience: AudienceFields) => ['campaigns', 'preview', audience] as const,
};

/** While a campaign is on its way, its figures are read again every two seconds (the live progress). */
const LIVE_MS = 2000;
const isLive = (status: string | undefined) => status === 'sending' || status === 'scheduled';

export function useCampaigns() {
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => api.get<z.output<typeof campaignListSchema>>('/email-campaigns', { signal }).then((answer) => answer.data),
    refetchInterval: (query) => (query.state.data?.some((campaign) => isLive(campaign.status)) ? LIVE_MS : false),
  });
}

/** GET /email-campaigns/{id}: the draft the edit screen starts from (off without an id). */
export function useCampaign(id: number | undefined) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<z.output<typeof campaignResponseSchema>>(`/email-campaigns/${id}`, { signal }).then((answer) => answer.data),
    enabled: id !== undefined,
  });
}

export function useAnalytics(id: number, excludeMachine: boolean) {
  return useQuery<Analytics>({
    queryKey: keys.analytics(id, excludeMachine),
    queryFn: ({ signal }) => api.get<z.output<typeof analyticsSchema>>('/email-campaign-analytics', { query: { campaign_id: id, exclude_machine: excludeMachine ? '1' : '0' }, signal }).then((answer) => answer.data),
    refetchInterval: (query) => (isLive(query.state.data?.campaign.status) ? LIVE_MS : false),
    placeholderData: keepPreviousData,
  });
}

export function useTemplates() {
  return useQuery({ queryKey: keys.templates, queryFn: ({ signal }) => api.get<z.output<typeof templateListSchema>>('/user-email-templates', { signal }).then((answer) => answer.data) });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: TemplateFields }) =>
      id === null ? api.post<z.output<typeof templateResponseSchema>>('/user-email-templates', fields) : api.put<z.output<typeof templateResponseSchema>>(`/user-email-templates/${id}`, fields),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.templates }),
  });
}

export function useTestSend() {
  return useMutation({ mutationFn: (body: z.input<typeof testSendSchema>) => api.post<Message>('/email-campaigns/test-send', body) });
}

export function useSenders() {
  return useQuery({ queryKey: keys.senders, queryFn: ({ signal }) => api.get<z.output<typeof senderListSchema>>('/user-email-verification', { signal }).then((answer) => answer.data) });
}

export function useSenderActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.senders });
  return {
    add: useMutation({ mutationFn: (email: string) => api.post<z.output<typeof senderResponseSchema>>('/user-email-verification', { email }), onSuccess: refresh }),
    resend: useMutation({ mutationFn: (id: number) => api.put<z.output<typeof senderResponseSchema>>(`/user-email-verification/${id}`), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<Message>(`/user-email-verification/${id}`), onSuccess: refresh }),
  };
}

export function useImages() {
  return useQuery({ queryKey: keys.images, queryFn: ({ signal }) => api.get<z.output<typeof templateImageListSchema>>('/email-template-images', { signal }).then((answer) => answer.data) });
}

export function useImageActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.images });
  return {
    upload: useMutation({
      mutationFn: (files: File[]) => {
        const form = new FormData();
        for (const file of files) form.append('images', file);
        return api.post<z.output<typeof templateImageListSchema>>('/email-campaign/upload-images', form);
      },
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (filename: string) => api.delete<Message>('/delete-email-template-image', { query: { filename } }), onSuccess: refresh }),
  };
}

/** POST /email-campaign-recipients/preview: the count and the skipped, as the lists are picked. */
export function useAudiencePreview(audience: AudienceFields, enabled: boolean) {
  return useQuery<Preview>({
    queryKey: keys.preview(audience),
    queryFn: ({ signal }) => api.post<z.output<typeof recipientPreviewSchema>>('/email-campaign-recipients/preview', audience, { signal }).then((answer) => answer.data),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: CampaignFields }) =>
      id === null ? api.post<z.output<typeof campaignResponseSchema>>('/email-campaigns', fields) : api.put<z.output<typeof campaignResponseSchema>>(`/email-campaigns/${id}`, fields),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export type CampaignAction = 'send' | 'pause' | 'resume' | 'cancel' | 'delete';

export function useCampaignAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, scheduledAt }: { id: number; action: CampaignAction; scheduledAt?: string | null }) =>
      action === 'delete' ? api.delete<Message>(`/email-campaigns/${id}`) : api.post<Message>(`/email-campaigns/${id}/${action}`, action === 'send' ? { scheduled_at: scheduledAt ?? null } : undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

