import { resolveTimeZone } from '@openhouse/shared/format/datetime';
import { useSession } from './session-context';

/** The zone every date and time on the page is shown in: the signed-in person's, else the product's default. */
export function useTimeZone(): string {
  return resolveTimeZone(useSession().user?.timezone);
}
