import { Alert, Anchor, Button, Paper, TextInput } from '@mantine/core';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { canListProperties } from '@openhouse/shared/roles/roles';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useListingFigures } from '../api/get-listing-figures';
import { useProperties } from '../api/get-properties';
import { listingFigureColumns } from '../components/listing-figure-columns';
import { ListingActions } from '../components/listing-actions';
import { PropertiesTable } from '../components/properties-table';
import { useDraft } from '../hooks/use-draft';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /my-listings: the realtor's own listings (GET /properties?mine=1), paged by the server, with what each is managed by. */
export function MyListingsPage() {
  const { roles } = useSession();
  const lists = canListProperties(roles);
  // A seller who lists nothing follows their home's bids and deal on My home; this page only offers it.
  const sellsOnly = !lists && (roles?.includes('Seller') ?? false);
  const figures = useListingFigures();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const q = params.get('q') ?? '';
  const list = useProperties({ mine: true, page, ...(q ? { q } : {}) });

  const [draft, setDraft] = useDraft(q, (value) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true }), (value) => value.trim());

  return (
    <>
      <PageHeader
        title="My Listings"
        description="Your listings: edit them, follow their insights, manage their documents and run their bidding."
        actions={
          // Only those who list properties may add one: the server refuses everyone else.
          lists ? (
            <Button component={Link} to="/add-property" leftSection={<IconPlus size={16} aria-hidden />}>
              Add Property
            </Button>
          ) : undefined
        }
      />
      {sellsOnly ? (
        <Alert color="blue" variant="light" mb="md" title="Selling your home?">
          Its bids, offers to accept and the deal are on{' '}
          <Anchor component={Link} to="/my-home" inherit fw={600}>
            My home
          </Anchor>
          .
        </Alert>
      ) : null}
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <TextInput
          aria-label="Search my listings"
          placeholder="Search by address, city or zip"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          mb="md"
          maw={{ sm: 360 }}
        />
        {list.isPending ? (
          <LoadingRows label="Loading listings" count={5} height={44} />
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {messageOf(list.error, propertyMessages.fetchFailed('My Listings'))}
          </Alert>
        ) : (
          <>
            <PropertiesTable properties={list.data.data} columns={listingFigureColumns(figures)} actions={{ label: 'Actions', render: (property) => <ListingActions property={property} /> }} />
            <PagingFooter
              page={list.data}
              onPage={(next) => {
                const nextParams = new URLSearchParams(params);
                if (next === 1) nextParams.delete('page');
                else nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          </>
        )}
      </Paper>
    </>
  );
}
