import { Button, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { openGlobalModal } from '../../../lib/global-modals';
import { documentCountLabel } from './documents.views';

/** An anonymous visitor learns what exists and signs in to ask for it. */
export function SignInPrompt({ documentCount }: { documentCount: number }) {
  const location = useLocation();
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        This property has <strong>{documentCountLabel(documentCount)}</strong>. Sign in to request access from the listing side.
      </Text>
      <Button onClick={() => openGlobalModal('login', { referrer: location.pathname + location.search })}>Sign in</Button>
    </Stack>
  );
}
