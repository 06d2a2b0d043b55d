import { Alert, Anchor, Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { agentMessages as m, type AgentCard, type AgentDirectoryQuery, type agentDirectorySchema } from '@openhouse/shared/agents/schemas';
import { IconCalendarEvent, IconMessageCircle, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { PagingFooter } from '../../../components/paging-footer';
import { api } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media-url';
import { useSession } from '../../../lib/session-context';

const PER_PAGE = 12;

/** GET /agents: a page of the directory. */
function useAgentDirectory(query: AgentDirectoryQuery) {
  return useQuery({
    queryKey: ['agents', query],
    queryFn: ({ signal }) => api.get<z.output<typeof agentDirectorySchema>>('/agents', { query: { search: query.search, page: query.page as number, per_page: PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One agent: picture, name, brokerage, licence, active listings, and the ways to reach them. */
function AgentCardView({ agent, signedIn }: { agent: AgentCard; signedIn: boolean }) {
  const { count, latest } = agent.active_listings;
  return (
    <Paper withBorder p="md" component="li" aria-label={agent.name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={mediaUrl(agent.picture)} name={agent.name} color="initials" size={56} radius="xl" />
          <Stack gap={2} miw={0}>
            <Text fw={600}>{agent.name}</Text>
            {agent.brokerage ? <Text size="sm">{agent.brokerage}</Text> : null}
            {agent.licence ? (
              <Text size="xs" c="dimmed">
                Licence (DRE) #{agent.licence}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <div>
          <Text size="sm" fw={500}>
            {count === 0 ? 'No active listings' : `${count} active listing${count === 1 ? '' : 's'}`}
          </Text>
          {latest.map((listing) => (
            <Anchor key={listing.id} component={Link} to={`/properties/${listing.id}`} size="sm" display="block" style={{ overflowWrap: 'anywhere' }}>
              {listing.label} · {listing.city}
            </Anchor>
          ))}
        </div>
        <Group gap="xs" grow>
          <Button size="xs" component={Link} to={`/${agent.user_name}`} leftSection={<IconCalendarEvent size={14} aria-hidden />} aria-label={`Book a time with ${agent.name}`}>
            Book a time
          </Button>
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={signedIn ? `/messages?with=${agent.id}` : '/auth'}
            leftSection={<IconMessageCircle size={14} aria-hidden />}
            aria-label={`Message ${agent.name}`}
          >
            Message
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /agents: the directory of realtors and agents buyers use to find one (visitors too). */
export function AgentsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAgentDirectory({ search: debounced || undefined, page });

  return (
    <>
      <PageHeader title="Agents" description="Find a realtor or agent, see their listings, book a time or send a message." />
      <TextInput
        mb="md"
        maw={420}
        label="Search agents"
        placeholder="Name, user name or brokerage"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          if (page !== 1) setParams({});
        }}
      />
      {list.isPending ? (
        <LoadingRows label="Loading agents" count={4} height={96} />
      ) : list.isError ? (
        <Alert color="red" variant="light">
          {m.listFailed}
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {m.noAgents}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Agents">
            {list.data.data.map((agent) => (
              <AgentCardView key={agent.id} agent={agent} signedIn={Boolean(user)} />
            ))}
          </SimpleGrid>
          <PagingFooter page={list.data} onPage={(next) => setParams({ page: String(next) })} fetching={list.isPlaceholderData} fetchingLabel="Loading agents" />
        </>
      )}
    </>
  );
}
