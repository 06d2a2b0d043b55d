import { ActionIcon, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useSession } from '../../../lib/session-context';
import { contractDownloadUrl } from '../api/contract-links';

type Contract = NonNullable<PropertyTransaction['contract']>;

/**
 * The signed contract (signatures and the certificate page with the audit trail) and its SHA-256
 * fingerprint, so a party can show that the file they keep is the one that was signed.
 */
export function ExecutedContract({ contract }: { contract: Contract }) {
  const { session, user } = useSession();
  return (
    <Stack gap="sm">
      <Text size="sm">
        Signed by both parties on {formatNotificationTime(contract.completed_at, user?.timezone)}. The file carries both signatures and a certificate page with
        every signing event.
      </Text>
      <div>
        <Button component="a" href={contractDownloadUrl(contract.path, session?.token)} leftSection={<IconDownload size={16} aria-hidden />}>
          Download the signed contract
        </Button>
      </div>
      <Stack gap={4}>
        <Text size="sm" fw={600} id="contract-sha256-label">
          SHA-256 fingerprint
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code block aria-labelledby="contract-sha256-label" style={{ flex: 1, minWidth: 0, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {contract.sha256}
          </Code>
          <CopyButton value={contract.sha256} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon
                  variant="light"
                  color={copied ? 'teal' : 'blue'}
                  size="lg"
                  onClick={copy}
                  aria-label={copied ? 'Fingerprint copied' : 'Copy the fingerprint'}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          Compare this fingerprint with the file you downloaded: on macOS or Linux run <Code>shasum -a 256</Code> on it, on Windows{' '}
          <Code>certutil -hashfile &lt;file&gt; SHA256</Code>. The same 64 characters mean the file is exactly the one that was signed.
        </Text>
      </Stack>
    </Stack>
  );
}
