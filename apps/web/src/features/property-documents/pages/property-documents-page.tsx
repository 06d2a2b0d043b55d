import { Alert, Button, Stack } from '@mantine/core';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { usePropertyDetail } from '../../../lib/property-query';
import { usePropertyDocuments, type PropertyDocuments } from '../api/get-property-documents';
import { AccessRequests } from '../components/access-requests';
import { DocumentUpload } from '../components/document-upload';
import { DocumentsTable } from '../components/documents-table';
import { RequestAccess } from '../components/request-access';
import { SignInPrompt } from '../components/sign-in-prompt';

const NOT_FOUND = 'This property was not found.';

function loadError(error: unknown): string {
  if (hasErrorCode(error, 'not_found')) return NOT_FOUND;
  return messageOf(error, 'The documents could not be loaded. Please try again.');
}

/** What the page shows depends on where the caller stands, as the server says (`access`). */
function DocumentsFor({ propertyId, docs }: { propertyId: number; docs: PropertyDocuments }) {
  switch (docs.access) {
    case 'listing_side':
      return (
        <Stack gap="md">
          <SectionCard title="Documents">
            <DocumentsTable propertyId={propertyId} documents={docs.data} canDelete />
          </SectionCard>
          <SectionCard title="Upload documents">
            <DocumentUpload propertyId={propertyId} />
          </SectionCard>
          <SectionCard title="Access requests">
            <AccessRequests propertyId={propertyId} />
          </SectionCard>
        </Stack>
      );
    case 'granted':
      return (
        <SectionCard title="Documents">
          <DocumentsTable propertyId={propertyId} documents={docs.data} canDelete={false} />
        </SectionCard>
      );
    case 'anonymous':
      return (
        <SectionCard title="Documents">
          <SignInPrompt documentCount={docs.document_count} />
        </SectionCard>
      );
    default:
      return (
        <SectionCard title="Documents">
          <RequestAccess propertyId={propertyId} documentCount={docs.document_count} access={docs.access} permission={docs.permission} />
        </SectionCard>
      );
  }
}

export function PropertyDocumentsPage() {
  const params = useParams();
  const propertyId = Number(params.propertyId);
  const valid = Number.isInteger(propertyId) && propertyId > 0;
  // A malformed id never reaches the API.
  const property = usePropertyDetail(propertyId, valid);
  const docs = usePropertyDocuments(propertyId, valid);

  const back = valid ? (
    <Button component={Link} to={`/properties/${propertyId}`} variant="default" size="sm" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      Back to listing
    </Button>
  ) : null;
  const title = property.data ? `${property.data.label}: documents` : 'Property Documents';
  const description = property.data ? formatAddress(property.data) : undefined;

  let body;
  if (!valid) body = (
      <Alert color="red" variant="light" role="alert">
        {NOT_FOUND}
      </Alert>
    );
  else if (docs.isPending) body = <PageLoader />;
  else if (docs.isError)
    body = (
      <Alert color="red" variant="light" role="alert">
        {loadError(docs.error)}
      </Alert>
    );
  else body = <DocumentsFor propertyId={propertyId} docs={docs.data} />;

  return (
    <>
      <PageHeader title={title} description={description} actions={back} />
      {body}
    </>
  );
}
