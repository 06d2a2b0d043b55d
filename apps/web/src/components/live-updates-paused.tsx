import { Badge } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useLiveUpdatesPaused } from '../lib/realtime';

/**
 * Said where live data is shown, while the live connection is down: what is on screen may be a few seconds
 * old (it is read again on a timer meanwhile), and the app is reconnecting by itself.
 */
export function LiveUpdatesPaused() {
  if (!useLiveUpdatesPaused()) return null;
  return (
    <Badge role="status" color="orange" variant="light" size="md" leftSection={<IconPlugConnectedX size={14} aria-hidden />} style={{ textTransform: 'none' }}>
      Live updates paused — reconnecting
    </Badge>
  );
}
