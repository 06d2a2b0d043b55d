import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import type { BidApproval } from '@openhouse/shared/bidding/schemas';
import { IconExternalLink } from '@tabler/icons-react';
import { useSession } from '../../../lib/session-context';
import { proofUrl } from '../api/proof-url';
import { useFullScreenOnPhones } from '../hooks/use-modal-layout';

/**
 * A bidder's proof of funds, shown inline over the approvals. Browsers without an inline PDF viewer
 * (most phones) still have the link beside it, which opens it in a new tab.
 */
export function ProofViewerModal({ approval, onClose }: { approval: BidApproval; onClose: () => void }) {
  const { session } = useSession();
  const fullScreen = useFullScreenOnPhones();
  const url = proofUrl(approval.proof_document, session?.token);
  return (
    <Modal opened onClose={onClose} title={`Proof of funds: ${approval.bid_nickname}`} size="xl" fullScreen={fullScreen} centered zIndex={305}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {approval.proof_document_name}
          </Text>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              Open in new tab
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {/* An iframe of our own origin, which the page's CSP allows (frame-src 'self'), unlike <object> (object-src 'none'). */}
        <iframe src={url} title={`Proof document of ${approval.bid_nickname}`} style={{ width: '100%', height: fullScreen ? '75vh' : '70vh', border: 0 }} />
      </Stack>
    </Modal>
  );
}
