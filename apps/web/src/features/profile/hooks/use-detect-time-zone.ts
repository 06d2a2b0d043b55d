import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session-context';
import { browserTimeZone, useUpdateTimeZone } from '../api/update-time-zone';

/**
 * On the first sign-in of an account that has no time zone yet, takes the browser's: from then on every
 * date and time is shown in it, and the person can change it under Profile Settings.
 */
export function useDetectTimeZone(): void {
  const { user } = useSession();
  const update = useUpdateTimeZone();
  const tried = useRef(false);
  const needsZone = Boolean(user && user.timezone === null);
  useEffect(() => {
    if (!needsZone || tried.current) return;
    const zone = browserTimeZone();
    if (!zone) return;
    tried.current = true;
    update.mutate(zone);
  }, [needsZone, update]);
}
