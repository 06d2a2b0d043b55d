import { Button, Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useAddProjectRealtors, useRealtorSearch } from '../api/project-people';

type AddRealtorsPickerProps = { projectId: number; excludeIds: readonly number[] };

/** Finds realtors by name and adds the chosen ones to the project (its owner only; the server checks). */
export function AddRealtorsPicker({ projectId, excludeIds }: AddRealtorsPickerProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const realtors = useRealtorSearch(query, query.length > 0);
  const add = useAddProjectRealtors(projectId);
  const rows = (realtors.data ?? []).filter((person) => !excludeIds.includes(person.id));

  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const submit = async () => {
    setFailure(null);
    try {
      const answer = await add.mutateAsync(chosen);
      toastSuccess(answer.message || projectMessages.realtorsAdded);
      setChosen([]);
      setSearch('');
    } catch (error) {
      setFailure(messageOf(error, projectMessages.somethingWrong));
    }
  };

  return (
    <Stack gap="xs" maw={420}>
      <TextInput label="Add realtors" placeholder="Type a realtor's name" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      {!query ? null : realtors.isFetching ? (
        <Loader size="sm" role="status" aria-label="Searching realtors" />
      ) : realtors.isError ? (
        <FormError message={messageOf(realtors.error, projectMessages.somethingWrong)} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No realtors match that name.
        </Text>
      ) : (
        <Stack gap={6} role="group" aria-label="Realtors found">
          {rows.map((person) => (
            <Checkbox key={person.id} label={person.name} checked={chosen.includes(person.id)} onChange={(event) => toggle(person.id, event.currentTarget.checked)} />
          ))}
        </Stack>
      )}
      <FormError message={failure} />
      <Button onClick={submit} loading={add.isPending} disabled={chosen.length === 0} style={{ alignSelf: 'flex-start' }}>
        Add selected realtors
      </Button>
    </Stack>
  );
}
