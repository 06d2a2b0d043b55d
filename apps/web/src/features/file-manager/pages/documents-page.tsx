import { Alert, Stack, TextInput, Title } from '@mantine/core';
import { httpMessages } from '@openhouse/shared/http/messages';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { messageOf } from '../../../lib/api-client';
import { useMyLinks, useReceivedPackages } from '../api/share-api';
import { MySharedLinks, ReceivedPackages } from '../components/share-lists';

/**
 * /docs and /viewdocs: the document packages I can open (shared with me, and those I shared), searchable, each
 * opening in the viewer with Back to the dashboard (action=views). My own files are on /sharedocs.
 */
export function DocumentsPage() {
  const [search, setSearch] = useState('');
  const received = useReceivedPackages();
  const mine = useMyLinks();
  const needle = search.trim().toLowerCase();
  const matches = (title: string) => title.toLowerCase().includes(needle);
  return (
    <Stack>
      <PageHeader title="Documents" description="Every document package you can open, shared with you or by you." />
      <TextInput placeholder="Search packages" aria-label="Search packages" value={search} onChange={(event) => setSearch(event.currentTarget.value)} maw={360} />
      <Title order={2} size="h4">
        Shared with me
      </Title>
      {received.isPending ? <PageLoader /> : received.isError ? <Alert color="red">{messageOf(received.error, httpMessages.serverError)}</Alert> : <ReceivedPackages packages={received.data.filter((pkg) => matches(pkg.title))} action="views" />}
      <Title order={2} size="h4">
        Shared by me
      </Title>
      {mine.isPending ? <PageLoader /> : mine.isError ? <Alert color="red">{messageOf(mine.error, httpMessages.serverError)}</Alert> : <MySharedLinks links={mine.data.filter((link) => matches(link.title))} />}
    </Stack>
  );
}
