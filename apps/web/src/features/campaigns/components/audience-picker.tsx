import { Alert, Badge, Group, Loader, MultiSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { SKIP_REASONS } from '@openhouse/shared/campaigns/campaign-schemas';
import { useQuery } from '@tanstack/react-query';
import { api, messageOf } from '../../../lib/api-client';
import { useAudiencePreview, type AudienceFields } from '../api/campaigns-api';

type Option = { value: string; label: string };
const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: number[] | undefined) => (ids ?? []).map(String);

/** The choices of one list kind (my labels, prospects, vendors, projects), read from their own pages' calls. */
export function useChoices(path: string, query: Record<string, number> | undefined, toOption: (row: Record<string, unknown>) => Option) {
  return useQuery({
    queryKey: ['campaigns', 'choices', path],
    queryFn: ({ signal }) => api.get<{ data: Record<string, unknown>[] }>(path, { query, signal }).then((answer) => answer.data.map(toOption)),
  });
}

/** Recipients from labels, prospects, vendors and a project's people, with the live count and who is skipped. */
export function AudiencePicker({ value, onChange }: { value: AudienceFields; onChange: (value: AudienceFields) => void }) {
  const labels = useChoices('/network-labels', undefined, (row) => ({ value: String(row.id), label: String(row.label_name) }));
  const prospects = useChoices('/prospects', { per_page: 100 }, (row) => ({ value: String(row.id), label: `${row.name}${row.email ? ` (${row.email})` : ''}` }));
  const vendors = useChoices('/vendors', { per_page: 100 }, (row) => ({ value: String(row.id), label: `${row.name} (${row.email})` }));
  const projects = useChoices('/task/project_list', undefined, (row) => ({ value: String(row.id), label: String(row.property_address) }));
  const chosen = (value.label_ids?.length ?? 0) + (value.prospect_ids?.length ?? 0) + (value.vendor_ids?.length ?? 0) + (value.project_ids?.length ?? 0);
  const preview = useAudiencePreview(value, chosen > 0);

  const field = (label: string, key: keyof AudienceFields, choices: typeof labels, empty: string) => (
    <MultiSelect
      label={label}
      searchable
      clearable
      data={choices.data ?? []}
      placeholder={choices.isPending ? 'Loading…' : choices.data?.length ? 'Choose…' : empty}
      value={toValues(value[key])}
      onChange={(values) => onChange({ ...value, [key]: toIds(values) })}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('Labels', 'label_ids', labels, 'No labels yet')}
        {field('Prospects', 'prospect_ids', prospects, 'No prospects yet')}
        {field('Vendors', 'vendor_ids', vendors, 'No vendors yet')}
        {field("A project's people (seller and prospects)", 'project_ids', projects, 'No projects yet')}
      </SimpleGrid>
      {chosen === 0 ? (
        <Text size="sm" c="dimmed">
          Choose at least one list. Each address gets one e-mail, however many lists it is on.
        </Text>
      ) : preview.isPending ? (
        <Group gap="xs">
          <Loader size="xs" /> <Text size="sm">Counting recipients…</Text>
        </Group>
      ) : preview.isError ? (
        <Alert color="red">{messageOf(preview.error, 'The recipients could not be counted.')}</Alert>
      ) : (
        <Stack gap="xs">
          <Text fw={600} aria-live="polite">
            {preview.data.count} {preview.data.count === 1 ? 'recipient' : 'recipients'} will get this e-mail
            {preview.data.skipped.length > 0 && `; ${preview.data.skipped.length} skipped`}
          </Text>
          {preview.data.skipped.length > 0 && (
            <Table.ScrollContainer minWidth={360} mah={220}>
              <Table striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Skipped</Table.Th>
                    <Table.Th>Why</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.data.skipped.slice(0, 50).map((entry, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>
                        {entry.name} {entry.email && <Text span c="dimmed" size="xs">({entry.email})</Text>}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color="gray">
                          {SKIP_REASONS[entry.reason]}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}
