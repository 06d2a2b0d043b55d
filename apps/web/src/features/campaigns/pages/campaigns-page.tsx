import { Button, Center, Grid, Loader, Stack, Text } from '@mantine/core';
import type { Campaign } from '@openhouse/shared/campaigns/campaign-schemas';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useCampaignAction, useCampaigns, type CampaignAction } from '../api/campaigns-api';
import { CampaignList } from '../components/campaign-list';
import { SendersPanel } from '../components/senders-panel';

/** /campaign: my campaigns with their live progress, and my sender addresses. */
export function CampaignsPage() {
  const campaigns = useCampaigns();
  const action = useCampaignAction();
  const [params, setParams] = useSearchParams();

  // The verification link lands here with its outcome.
  useEffect(() => {
    const sender = params.get('sender');
    if (!sender) return;
    if (sender === 'verified') toastSuccess(m.senderVerified);
    else toastError(m.senderLinkInvalid);
    setParams({}, { replace: true });
  }, [params, setParams]);

  const act = async (campaign: Campaign, what: CampaignAction) => {
    try {
      toastSuccess((await action.mutateAsync({ id: campaign.id, action: what })).message);
    } catch (error) {
      toastError(messageOf(error, 'That did not work. Please try again.'));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Email Campaigns"
        description="Newsletters and announcements to your prospects, vendors and clients, with honest figures."
        actions={
          <Button component={Link} to="/campaign/add">
            New Campaign
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {campaigns.isPending ? (
            <Center py="xl">
              <Loader role="status" aria-label="Loading campaigns" />
            </Center>
          ) : campaigns.isError ? (
            <FormError message={messageOf(campaigns.error, 'The campaigns could not be loaded. Please try again.')} />
          ) : campaigns.data.length === 0 ? (
            <Text c="dimmed" py="xl" ta="center">
              No campaigns yet. Start one with New Campaign.
            </Text>
          ) : (
            <CampaignList campaigns={campaigns.data} onAction={(campaign, what) => void act(campaign, what)} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SendersPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
