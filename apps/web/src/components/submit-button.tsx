import { Button, Loader, type ButtonProps } from '@mantine/core';

type SubmitButtonProps = ButtonProps & { busy: boolean; label: string; busyLabel: string; disabled?: boolean };

/**
 * A submit button that says what it is doing ('Signing in', 'Creating Account'): Mantine's own
 * loading state hides the label, and the spec wants the busy wording read.
 */
export function SubmitButton({ busy, label, busyLabel, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} leftSection={busy ? <Loader size={14} color="currentColor" /> : undefined} aria-busy={busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
