import { Avatar, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import { isStaff } from '@openhouse/shared/roles/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, messageOf } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media-url';
import { useSession } from '../../../lib/session-context';
import { searchAgents } from '../api/messages-api';

type People = { data: { id: number; name: string; picture?: string | null }[] };

type PersonPickerProps = {
  /** Searches only while shown (a closed modal asks nothing). */
  active: boolean;
  onChoose: (userId: number) => void;
  busy: boolean;
  /** People already chosen (a conversation's participants), left out of the results. */
  excludeIds?: number[];
};

/** Finds a person by name: realtors for everyone (/agent_list); staff find anyone (/user_search). */
export function PersonPicker({ active, onChoose, busy, excludeIds = [] }: PersonPickerProps) {
  const { roles } = useSession();
  const staff = isStaff(roles);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const people = useQuery({
    queryKey: ['messaging', 'people', staff, query],
    queryFn: ({ signal }): Promise<People> => (staff ? api.get<People>('/user_search', { query: { query }, signal }) : searchAgents(query, signal)),
    enabled: active && (query.length > 0 || !staff),
  });
  const rows = (people.data?.data ?? []).filter((person) => !excludeIds.includes(person.id));

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        label={staff ? 'Find a person' : 'Find a realtor'}
        placeholder="Type a name"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {people.isFetching ? (
        <Loader size="sm" role="status" aria-label="Searching" />
      ) : people.isError ? (
        <Text c="red" size="sm" role="alert">
          {messageOf(people.error, m.agentsFailed)}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {query || !staff ? 'No Records Found' : 'Type a name to search.'}
        </Text>
      ) : (
        <Stack gap={4} role="list" aria-label="People">
          {rows.map((person) => (
            <UnstyledButton key={person.id} role="listitem" onClick={() => onChoose(person.id)} disabled={busy} p={6}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={mediaUrl(person.picture)} name={person.name} color="initials" radius="xl" size="sm" />
                <Text size="sm">{person.name}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
