import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isUserName } from '@openhouse/shared/accounts/rules';
import { useUserNameAvailability } from '../api/check-user-name';

/**
 * The debounced availability line under the user name field. It asks only once the typing
 * pauses and the name already passes the form's own rules, so no request is spent on 'ab'.
 */
export function UserNameStatus({ value }: { value: string }) {
  const [debounced] = useDebouncedValue(value.trim().toLowerCase(), 400);
  const valid = isUserName(debounced);
  const check = useUserNameAvailability(debounced, valid);
  if (!valid || !check.data) return null;
  return (
    <Text size="xs" c={check.data.available ? 'teal.8' : 'red.8'} mt={4} aria-live="polite">
      {check.data.message}
    </Text>
  );
}
