import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { hasErrorCode, messageOf } from '../../../lib/api-client';

/** Why insights cannot be shown, in words a visitor understands rather than a bare status code. */
export function insightsErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'forbidden')) return 'Only the listing side of this property (its realtor and seller) can see its insights.';
  if (hasErrorCode(error, 'not_found')) return 'This property was not found, or its insights are not yours to see.';
  return messageOf(error, 'Insights could not be loaded. Please try again.');
}

export function InsightsError({ error }: { error: unknown }) {
  const denied = hasErrorCode(error, 'forbidden', 'not_found');
  return (
    <Alert color={denied ? 'yellow' : 'red'} variant="light" icon={denied ? <IconLock size={18} aria-hidden /> : undefined} role="alert">
      {insightsErrorMessage(error)}
    </Alert>
  );
}
