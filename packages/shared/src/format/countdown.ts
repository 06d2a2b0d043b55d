// Durations only, no dates: the public search's bidding countdowns import this without a date library.

const pad = (value: number) => String(value).padStart(2, '0');

/** A duration as hh:mm:ss (the two-factor resend countdown). Negative counts as zero. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** A countdown as 'N Day hh:mm:ss', or hh:mm:ss when under one day (bidding). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86400);
  const clock = formatClock(seconds % 86400);
  return days > 0 ? `${days} Day ${clock}` : clock;
}

/** The resend link's text (spec): a countdown while the code lives, 'Resend Code' after. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend Verification Code ? (${formatClock(secondsLeft)})` : 'Resend Code';
}
