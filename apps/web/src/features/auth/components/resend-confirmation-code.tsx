import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ResendCodeButton } from '../../../components/resend-code-button';
import { isNetworkError, messageOf } from '../../../lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/** The server sends one new code a minute per account; the button waits as long after a success. */
export const RESEND_WAIT_SECONDS = 60;

const SENT_FALLBACK = 'A new code is on its way. Check your email.';
const FAILED_FALLBACK = 'The new code could not be sent. Please try again.';

type ResendConfirmationCodeProps = {
  userId: number;
  /** Called once a new code was sent: the old code and any error about it are stale now. */
  onSent?: () => void;
};

/**
 * "Send a new code" under a confirmation code field: for a code that never arrived, expired, or died
 * after too many wrong tries. Shows what the server said, success or refusal (a 429 included).
 */
export function ResendConfirmationCode({ userId, onSent }: ResendConfirmationCodeProps) {
  const resend = useResendConfirmation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const send = async (): Promise<boolean> => {
    setOutcome(null);
    try {
      const answer = await resend.mutateAsync({ userId });
      setOutcome({ ok: true, message: answer.message || SENT_FALLBACK });
      onSent?.();
      return true;
    } catch (failure) {
      setOutcome({ ok: false, message: isNetworkError(failure) ? 'The server could not be reached. Please try again.' : messageOf(failure, FAILED_FALLBACK) });
      return false;
    }
  };

  return (
    <Group gap={6} wrap="wrap" justify="center">
      <Text size="sm" c="dimmed">
        No code, or did it stop working?
      </Text>
      <ResendCodeButton variant="subtle" size="compact-sm" label="Send a new code" onSend={send} waitSeconds={RESEND_WAIT_SECONDS} />
      {outcome ? (
        <Text size="sm" ta="center" w="100%" c={outcome.ok ? 'teal.8' : 'red.8'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Text>
      ) : null}
    </Group>
  );
}
