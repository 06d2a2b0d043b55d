import { Alert, Button } from '@mantine/core';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { hasErrorCode } from '../../../lib/api-client';
import { usePropertyDetail } from '../../../lib/property-query';
import { TransactionsList } from '../components/transactions-list';

/** /properties/{id}/transactions: the transactions of one listing, as far as the caller may see them. */
export function PropertyTransactionsPage() {
  const propertyId = Number(useParams().propertyId);
  const valid = Number.isInteger(propertyId) && propertyId > 0;
  const property = usePropertyDetail(propertyId, valid);
  const missing = !valid || hasErrorCode(property.error, 'not_found');

  const description = property.data ? `${property.data.label} · ${formatAddress(property.data)}` : undefined;
  const back =
    valid && !missing ? (
      <Button component={Link} to={`/properties/${propertyId}`} variant="default" size="sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        Back to listing
      </Button>
    ) : null;

  return (
    <>
      <PageHeader title="Transactions" description={description} actions={back} />
      {missing ? (
        <Alert color="red" variant="light" role="alert">
          {propertyMessages.notFound}
        </Alert>
      ) : (
        <TransactionsList propertyId={propertyId} />
      )}
    </>
  );
}
