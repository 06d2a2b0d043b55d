import { Group, Stack, Switch } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PropertyResults } from '../components/property-results';
import { usePropertyFilters } from '../hooks/use-property-filters';

const NO_SAVED = 'No saved homes yet. Tap the heart on a listing to keep it here.';
const NO_SAVED_AUCTIONS = 'None of your saved homes is up for auction.';

/** /saved-homes: the signed-in visitor's favourites, with the same sort, list and map as the search. */
export function SavedHomesPage() {
  const { filters, view, update } = usePropertyFilters();
  const [params] = useSearchParams();
  const auctionsOnly = params.get('auctions_only') === '1';

  return (
    <>
      <PageHeader title="Saved homes" description="The homes you favourited, in one place." />
      <Stack gap="md">
        <Group>
          <Switch label="Auctions only" checked={auctionsOnly} onChange={(event) => update({ auctions_only: event.currentTarget.checked ? 1 : null })} />
        </Group>
        <PropertyResults
          filters={filters}
          view={view}
          update={update}
          scope={{ favourites: true, ...(auctionsOnly ? { auctions_only: true } : {}) }}
          empty={auctionsOnly ? NO_SAVED_AUCTIONS : NO_SAVED}
        />
      </Stack>
    </>
  );
}
