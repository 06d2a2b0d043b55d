import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { canListProperties } from '@openhouse/shared/roles/roles';
import { IconLayoutGrid, IconList, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session-context';
import { HomeLists } from '../components/home-lists';
import { PropertyFiltersBar } from '../components/property-filters-bar';
import { PropertyResults } from '../components/property-results';
import { usePropertyFilters, type ResultsView } from '../hooks/use-property-filters';

/** /properties: the home lists, then search with filters kept in the URL, cards or table, and a map. */
export function PropertiesPage() {
  const { roles } = useSession();
  const { filters, view, active, update, clear } = usePropertyFilters();

  return (
    <>
      <PageHeader
        title="Properties"
        description="Browse listings, save your favourites and follow what is new."
        actions={
          canListProperties(roles) ? (
            <Button component={Link} to="/add-property" leftSection={<IconPlus size={16} aria-hidden />}>
              Add Property
            </Button>
          ) : null
        }
      />
      <Stack gap="xl">
        {active ? null : <HomeLists />}
        <Stack gap="md" component="section" aria-labelledby="property-search-heading">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id="property-search-heading">
              {active ? 'Search results' : 'All properties'}
            </Title>
            <SegmentedControl
              aria-label="Results view"
              size="xs"
              value={view}
              onChange={(value) => update({ view: value as ResultsView, page: filters.page })}
              data={[
                { value: 'cards', label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden />} text="Cards" /> },
                { value: 'list', label: <ViewLabel icon={<IconList size={16} aria-hidden />} text="List" /> },
              ]}
            />
          </Group>
          <PropertyFiltersBar filters={filters} update={update} clear={clear} active={active} />
          <PropertyResults filters={filters} view={view} onPage={(page) => update({ page })} />
        </Stack>
      </Stack>
    </>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
