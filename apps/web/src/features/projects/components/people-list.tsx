import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { mediaUrl } from '../../../lib/media-url';

export type ListedPerson = { id: number; name: string; email: string | null; picture?: string | null; note?: string };

type PeopleListProps = { label: string; people: readonly ListedPerson[]; emptyText: string; action?: (person: ListedPerson) => ReactNode };

/** People on a project (team, realtors, prospects) with an optional action each; says so when there are none. */
export function PeopleList({ label, people, emptyText, action }: PeopleListProps) {
  if (people.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {people.map((person) => (
        <Paper component="li" withBorder p="sm" key={person.id}>
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
        </Paper>
      ))}
    </Stack>
  );
}
