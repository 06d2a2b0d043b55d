import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { httpMessages } from '@openhouse/shared/http/messages';
import { isStaff } from '@openhouse/shared/roles/roles';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useMyLinks, useReceivedPackages } from '../api/share-api';
import { FileBrowser } from '../components/file-browser';
import { MySharedLinks, ReceivedPackages } from '../components/share-lists';

// Each list asks for its data when its tab opens, so the counts of views and downloads are fresh.
function SharedByMe() {
  const mine = useMyLinks();
  if (mine.isPending) return <PageLoader />;
  if (mine.isError) return <Alert color="red">{messageOf(mine.error, httpMessages.serverError)}</Alert>;
  return <MySharedLinks links={mine.data} />;
}

function SharedWithMe() {
  const received = useReceivedPackages();
  if (received.isPending) return <PageLoader />;
  if (received.isError) return <Alert color="red">{messageOf(received.error, httpMessages.serverError)}</Alert>;
  return <ReceivedPackages packages={received.data} action="view" />;
}

/** /sharedocs and /ShareDocs: my files, the packages I shared with their viewers, and those shared with me. */
export function ShareDocsPage() {
  const { roles } = useSession();
  const staff = isStaff(roles);
  return (
    <Stack>
      <PageHeader title="Share Documents" description="Keep your documents and projects' files in one place, and share them as a package through a private link." />
      <Tabs defaultValue="files" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="files">Files</Tabs.Tab>
          {staff ? <Tabs.Tab value="shared">Shared by me</Tabs.Tab> : null}
          <Tabs.Tab value="received">Shared with me</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="files" pt="md">
          <FileBrowser />
        </Tabs.Panel>
        <Tabs.Panel value="shared" pt="md">
          <Title order={2} size="h4" mb="sm">
            Packages I shared
          </Title>
          <SharedByMe />
        </Tabs.Panel>
        <Tabs.Panel value="received" pt="md">
          <SharedWithMe />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
