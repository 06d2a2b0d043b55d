import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ApiError, messageOf } from '../../../lib/api-client';

/** Why insights cannot be shown, in words a visitor understands rather than a bare status code. */
export function insightsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return 'Only the listing side of this property (its realtor and seller) can see its insights.';
  if (error instanceof ApiError && error.status === 404) return 'This property was not found, or its insights are not yours to see.';
  return messageOf(error, 'Insights could not be loaded. Please try again.');
}

export function InsightsError({ error }: { error: unknown }) {
  const denied = error instanceof ApiError && (error.status === 403 || error.status === 404);
  return (
    <Alert color={denied ? 'yellow' : 'red'} variant="light" icon={denied ? <IconLock size={18} aria-hidden /> : undefined} role="alert">
      {insightsErrorMessage(error)}
    </Alert>
  );
}
