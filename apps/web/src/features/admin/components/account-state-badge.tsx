import { Badge } from '@mantine/core';
import type { AdminUser } from '../api/admin-api';

export function AccountStateBadge({ user }: { user: AdminUser }) {
  return user.state === 'disabled' ? (
    <Badge color="red" variant="light">
      Disabled
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      Active
    </Badge>
  );
}
