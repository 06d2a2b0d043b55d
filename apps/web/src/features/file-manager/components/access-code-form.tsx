import { Alert, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { httpMessages } from '@openhouse/shared/http/messages';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { confirmAccessCode, requestAccessCode } from '../api/share-api';

type AccessCodeFormProps = { token: string; onPass: (pass: string) => void };

/**
 * Verified e-mail access (a link for chosen e-mails): the visitor types their e-mail, gets a code by e-mail and
 * types it; the pass it buys opens the package without an account.
 */
export function AccessCodeForm({ token, onPass }: AccessCodeFormProps) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught, httpMessages.serverError));
    } finally {
      setBusy(false);
    }
  };
  const ask = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await requestAccessCode(token, email.trim());
      setSent(answer.message);
      setCode('');
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onPass(await confirmAccessCode(token, email.trim(), code)));
  };

  return sent ? (
    <form onSubmit={confirm} aria-label="Enter your code">
      <Stack gap="sm">
        <Text size="sm">{sent}</Text>
        <div>
          <Text component="label" htmlFor="share-access-code" size="sm" fw={500}>
            Code
          </Text>
          <PinInput id="share-access-code" length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-label="Code" error={Boolean(error)} />
        </div>
        {error ? <Alert color="red">{error}</Alert> : null}
        <Group gap="xs">
          <Button type="submit" loading={busy} disabled={code.length !== 6}>
            Open documents
          </Button>
          <Button variant="subtle" onClick={() => setSent(null)}>
            Use another e-mail
          </Button>
        </Group>
      </Stack>
    </form>
  ) : (
    <form onSubmit={ask} aria-label="Get a code by e-mail">
      <Stack gap="sm">
        <TextInput type="email" label="Your e-mail" description={m.accessCodeHint} value={email} onChange={(event) => setEmail(event.currentTarget.value)} required maxLength={254} autoComplete="email" />
        {error ? <Alert color="red">{error}</Alert> : null}
        <Button type="submit" loading={busy} w="fit-content">
          Send me a code
        </Button>
      </Stack>
    </form>
  );
}
