import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { toastError, toastSuccess } from '../../../lib/notify';

/** The phone's own share sheet where the browser has one; elsewhere the link is copied, and a toast says so. */
export async function shareListing(title: string, url: string = window.location.href): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== 'AbortError') toastError('The link could not be shared.');
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toastSuccess('Link copied');
  } catch {
    toastError(`Copy this link to share it: ${url}`);
  }
}

export function ShareButton({ title, onShare }: { title: string; onShare?: () => void }) {
  return (
    <Button
      variant="light"
      leftSection={<IconShare size={16} aria-hidden />}
      onClick={() => {
        onShare?.();
        void shareListing(title);
      }}
    >
      Share
    </Button>
  );
}
