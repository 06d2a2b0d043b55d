import { Badge } from '@mantine/core';
import { useUnreadMessages } from '../api/messaging-queries';

/** The sidebar's count of unread messages; nothing when there are none. */
export function UnreadMessagesBadge() {
  const unread = useUnreadMessages(true);
  const count = unread.data?.unread_count ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red" aria-label={`${count} unread messages`} data-testid="unread-messages">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
