import { Alert, Button, CopyButton, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useRegenerateRecoveryCodes } from '../api/recovery-codes';
import { SettingsSection } from './settings-section';

/** The codes as a text file the user keeps somewhere safe. */
function downloadCodes(codes: string[]) {
  const text = ['Openhouse recovery codes', 'Each code signs you in once in place of your authenticator code.', '', ...codes, ''].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'openhouse-recovery-codes.txt',
  });
  link.click();
  URL.revokeObjectURL(url);
}

function FreshCodes({ codes }: { codes: string[] }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Save these codes now">
        They are shown only this once. Each signs you in once if you lose your authenticator app.
      </Alert>
      <SimpleGrid component="ol" cols={2} spacing={4} m={0} p={0} aria-label="Recovery codes" style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" size="sm">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadCodes(codes)}>
          Download (.txt)
        </Button>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * Recovery codes of an authenticator user: the set just made (at set-up or on request) is shown once; new
 * ones can be made with the password, which replaces every earlier code.
 */
export function RecoveryCodesSection({ freshCodes, onCodes }: { freshCodes: string[] | null; onCodes: (codes: string[]) => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await regenerate.mutateAsync({ password });
      setPassword('');
      onCodes(answer.data.recovery_codes);
      toastSuccess(answer.message);
    } catch (failure) {
      setError(messageOf(failure, 'New recovery codes could not be made. Please try again.'));
    }
  };

  return (
    <SettingsSection title="Recovery codes" description="Sign in with one of these if you lose your authenticator app. Each works once.">
      <Stack gap="md">
        {freshCodes ? <FreshCodes codes={freshCodes} /> : null}
        <form onSubmit={submit} noValidate aria-label="New recovery codes">
          <Group align="flex-end" gap="sm">
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={regenerate.isPending} disabled={!password}>
              Make new codes
            </Button>
          </Group>
        </form>
        <FormError message={error} />
      </Stack>
    </SettingsSection>
  );
}
