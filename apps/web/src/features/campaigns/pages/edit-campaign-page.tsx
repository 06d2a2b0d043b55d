import { Alert, Anchor, Stack } from '@mantine/core';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { CampaignForm } from '../components/campaign-form';
import { Loading } from '../components/loading';

/** /campaign/edit/:id: a draft's fields, template and recipients, changed in place; anything past draft is read-only. */
export function EditCampaignPage() {
  const id = Number(useParams().id);
  return (
    <Stack gap="lg">
      <PageHeader title="Edit Campaign" description="Change the draft, then save it, send it now or schedule it." />
      <Loading campaignId={id}>
        {({ templates, campaign }) =>
          campaign?.status === 'draft' ? (
            <CampaignForm draft={campaign} templates={templates} />
          ) : (
            // What was sent (or is on its way) stays as it was sent: the server refuses a change too.
            <Alert color="yellow" role="alert" title={campaign?.name}>
              {m.campaignNotEditable}{' '}
              <Anchor component={Link} to={`/campaign/analytics/${id}`}>
                See its analytics
              </Anchor>
            </Alert>
          )
        }
      </Loading>
    </Stack>
  );
}
