import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { useProperty } from '../../../lib/property-query';
import { PropertyForm } from '../components/property-form/property-form';

/** /properties/{id}/edit: the same form as Add Property, filled from the saved listing. */
export function EditPropertyPage() {
  const propertyId = Number(useParams().propertyId);
  const detail = useProperty(propertyId);

  let body;
  if (!Number.isInteger(propertyId) || propertyId <= 0 || hasErrorCode(detail.error, 'not_found')) {
    body = <Alert color="yellow">{propertyMessages.notFound}</Alert>;
  } else if (detail.isPending) {
    body = (
      <Stack gap="sm" aria-label="Loading property">
        <Skeleton h={48} />
        <Skeleton h={240} />
      </Stack>
    );
  } else if (detail.isError) {
    body = <Alert color="red">{messageOf(detail.error, 'This listing could not be loaded.')}</Alert>;
  } else if (!detail.data.data.can_edit) {
    body = (
      <Alert color="yellow" title="You cannot edit this listing">
        Only the listing&apos;s realtor (or an admin) can change it.{' '}
        <Button component={Link} to={`/properties/${propertyId}`} variant="subtle" size="compact-sm">
          View the listing
        </Button>
      </Alert>
    );
  } else {
    // Keyed by id: another listing's edit page starts from that listing's values.
    body = <PropertyForm key={propertyId} property={detail.data.data} />;
  }

  return (
    <>
      <PageHeader title="Edit Property" description={detail.data ? detail.data.data.label : undefined} />
      {body}
    </>
  );
}
