import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardList } from '../../../components/card-list';
import { mediaUrl } from '../../../lib/media-url';

export type ListedPerson = { id: number; name: string; email: string | null; picture?: string | null; note?: string };

type PeopleListProps = { label: string; people: readonly ListedPerson[]; emptyText: string; action?: (person: ListedPerson) => ReactNode };

/** People on a project (team, realtors, prospects) with an optional action each; says so when there are none. */
export function PeopleList({ label, people, emptyText, action }: PeopleListProps) {
  return (
    <CardList items={people} label={label} keyOf={(person) => person.id} emptyText={emptyText}>
      {(person) => (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={mediaUrl(person.picture)} name={person.name} alt="" />
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate>
                {person.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[person.email, person.note].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
          {action?.(person)}
        </Group>
      )}
    </CardList>
  );
}
