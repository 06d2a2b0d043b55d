import { Center, Loader } from '@mantine/core';
import type { Campaign, EmailTemplate } from '@openhouse/shared/campaigns/campaign-schemas';
import type { ReactNode } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { useCampaign, useTemplates } from '../api/campaigns-api';

/** Waits for the templates (and the campaign being edited) that the campaign form starts from. */
export function Loading({ campaignId, children }: { campaignId?: number; children: (loaded: { templates: EmailTemplate[]; campaign: Campaign | undefined }) => ReactNode }) {
  const templates = useTemplates();
  const campaign = useCampaign(campaignId);
  const failed = templates.error ?? campaign.error;
  if (failed) return <FormError message={messageOf(failed, 'The campaign could not be loaded. Please try again.')} />;
  if (templates.data === undefined || (campaignId !== undefined && campaign.isPending)) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the campaign" />
      </Center>
    );
  }
  return children({ templates: templates.data, campaign: campaign.data });
}
