import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResendCodeButton } from './resend-code-button';

function setup(onSend: () => Promise<boolean>) {
  render(
    <MantineProvider env="test">
      <ResendCodeButton label="Text me a code" onSend={onSend} waitSeconds={60} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('resend code button', () => {
  it('waits, counting down, after a code went out, then may be used again', async () => {
    const onSend = vi.fn(async () => true);
    const user = setup(onSend);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('button', { name: /^Text me a code \((60|59)s\)$/ })).toBeDisabled();

    const later = Date.now() + 61_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled(), { timeout: 3000 });
    } finally {
      clock.mockRestore();
    }
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('does not wait when nothing was sent', async () => {
    const onSend = vi.fn(async () => false);
    const user = setup(onSend);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled());
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
