import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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

/** A countdown: `start(seconds)` begins it; it ticks once a second until it reaches 0. */
function useCountdown(): { secondsLeft: number; start(seconds: number): void } {
  const [clock, setClock] = useState({ now: 0, until: 0 });
  useEffect(() => {
    if (clock.until === 0) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setClock((current) => (now >= current.until ? { now: 0, until: 0 } : { ...current, now }));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [clock.until]);
  return {
    secondsLeft: Math.max(0, Math.ceil((clock.until - clock.now) / 1000)),
    start(seconds) {
      const now = Date.now();
      setClock({ now, until: now + seconds * 1000 });
    },
  };
}

/**
 * "Send a new code" under a confirmation code field: for a code that never arrived, expired, or died
 * after too many wrong tries. Shows what the server said, success or refusal (a 429 included).
 */
export function ResendConfirmationCode({ userId, onSent }: ResendConfirmationCodeProps) {
  const resend = useResendConfirmation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { secondsLeft, start: wait } = useCountdown();

  const send = async () => {
    setOutcome(null);
    try {
      const answer = await resend.mutateAsync({ userId });
      setOutcome({ ok: true, message: answer.message || SENT_FALLBACK });
      wait(RESEND_WAIT_SECONDS);
      onSent?.();
    } catch (failure) {
      setOutcome({ ok: false, message: isNetworkError(failure) ? 'The server could not be reached. Please try again.' : messageOf(failure, FAILED_FALLBACK) });
    }
  };

  return (
    <Group gap={6} wrap="wrap" justify="center">
      <Text size="sm" c="dimmed">
        No code, or did it stop working?
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={() => void send()} loading={resend.isPending} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? `Send a new code (${secondsLeft}s)` : 'Send a new code'}
      </Button>
      {outcome ? (
        <Text size="sm" ta="center" w="100%" c={outcome.ok ? 'teal.8' : 'red.8'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Text>
      ) : null}
    </Group>
  );
}
