import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useState } from 'react';

type ResendCodeButtonProps = Omit<ButtonProps, 'children'> & {
  label: string;
  /** Sends the code; resolves true when one went out, which starts the wait. Shows its own outcome. */
  onSend: () => Promise<boolean>;
  /** How long the button waits after a send, so a slow text is not chased by a second one. */
  waitSeconds: number;
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
 * A "send me a code" button for code screens: busy while sending, then disabled for `waitSeconds`
 * with the seconds left in its label ('Text me a new code (42s)').
 */
export function ResendCodeButton({ label, onSend, waitSeconds, disabled, ...props }: ResendCodeButtonProps) {
  const [busy, setBusy] = useState(false);
  const { secondsLeft, start: wait } = useCountdown();

  const send = async () => {
    setBusy(true);
    try {
      if (await onSend()) wait(waitSeconds);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button {...props} onClick={() => void send()} loading={busy} disabled={disabled || secondsLeft > 0}>
      {secondsLeft > 0 ? `${label} (${secondsLeft}s)` : label}
    </Button>
  );
}
