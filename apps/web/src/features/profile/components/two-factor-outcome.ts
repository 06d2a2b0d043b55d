import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { useState } from 'react';
import { isNetworkError, messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';

const UNREACHABLE = 'The server could not be reached. Please try again.';

/**
 * How each two-factor step ends: a success toast and a fresh session user (whose two_factor_type the
 * section shows), or the server's message once, beside the form (an error toast as well said it twice).
 */
export function useTwoFactorOutcome() {
  const { refreshUser } = useSession();
  const [error, setError] = useState<string | null>(null);

  const done = async (message: string) => {
    toastSuccess(message);
    setError(null);
    await refreshUser().catch(() => undefined);
  };

  const fail = (failure: unknown, fallback: string = m.registrationFailed) => {
    const message = isNetworkError(failure) ? UNREACHABLE : messageOf(failure, fallback);
    setError(message);
  };

  return { error, setError, done, fail };
}
