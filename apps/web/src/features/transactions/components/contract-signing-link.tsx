import { Anchor, Group } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { startSigningUrl } from '../api/contract-links';

/**
 * Spec section 4: a transaction in status 1 shows the contract-signing link with its status name. The
 * link goes through the API, which sends the browser on to the signing page.
 */
export function ContractSigningLink({ transactionId }: { transactionId: number }) {
  return (
    <Anchor href={startSigningUrl(transactionId)} size="sm" onClick={(event) => event.stopPropagation()} style={{ whiteSpace: 'nowrap' }}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconSignature size={16} aria-hidden />
        Contract signing
      </Group>
    </Anchor>
  );
}
