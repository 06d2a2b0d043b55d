import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { CampaignForm } from '../components/campaign-form';
import { Loading } from '../components/loading';

/** /campaign/add: a new campaign, saved as a draft, sent now or scheduled. */
export function AddCampaignPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="New Campaign" description="Build the e-mail, choose who gets it, then send it now or later." />
      <Loading>{({ templates }) => <CampaignForm templates={templates} />}</Loading>
    </Stack>
  );
}
