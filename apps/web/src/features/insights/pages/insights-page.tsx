import { Alert, Anchor, Group, Paper } from '@mantine/core';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import { isStaff } from '@openhouse/shared/roles/roles';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { messageOf } from '../../../lib/api-client';
import { openGlobalModal } from '../../../lib/global-modals';
import { useSession } from '../../../lib/session-context';
import { useMyListings } from '../../../lib/my-listings';
import { usePropertyDetail } from '../../../lib/property-query';
import { InsightsPanel } from '../components/insights-panel';
import { NoListings } from '../components/no-listings';
import { PropertyPicker } from '../components/property-picker';

function idFrom(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /insights?property_id=ID: the chosen property lives in the URL so a listing can link straight to it. */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const { roles } = useSession();
  const listings = useMyListings();
  const requested = idFrom(params.get('property_id'));
  const propertyId = requested ?? listings.data?.data[0]?.id ?? null;
  const property = usePropertyDetail(propertyId);

  const description = property.data ? (
    <>
      {property.data.label}, {formatAddress(property.data)} ·{' '}
      {/* Underlined: inside a line of text, colour alone would not mark it as a link. */}
      <Anchor component={Link} to={`/properties/${property.data.id}`} size="sm" underline="always">
        View listing
      </Anchor>
    </>
  ) : undefined;

  let body;
  if (propertyId !== null) {
    body = (
      <>
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} mb="md">
          <Group align="flex-end" gap="sm">
            <PropertyPicker
              listings={listings.data?.data ?? []}
              value={propertyId}
              currentLabel={property.data?.label}
              onChange={(id) => setParams({ property_id: String(id) })}
            />
          </Group>
        </Paper>
        {/* A new key starts the next property on the spec's defaults rather than the last one's filters. */}
        <InsightsPanel key={propertyId} propertyId={propertyId} onFullScreen={(view) => openGlobalModal('analytics', { propertyId, view })} />
      </>
    );
  } else if (listings.isPending) {
    body = <PageLoader />;
  } else if (listings.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {messageOf(listings.error, 'Your listings could not be loaded. Please try again.')}
      </Alert>
    );
  } else {
    body = <NoListings canAddProperty={isStaff(roles)} />;
  }

  return (
    <>
      <PageHeader title="Insights" description={description} />
      {body}
    </>
  );
}
