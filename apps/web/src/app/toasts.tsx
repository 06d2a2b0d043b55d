import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** Phones and small tablets: below Mantine's sm breakpoint (768 px). */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';

/**
 * The app's toasts (lib/notify.ts): top centre on a desktop. On a small screen the top is where a full-screen modal
 * keeps its title and close button, so there they rise from the bottom, two at a time at most (the rest wait their
 * turn) so that a burst does not cover half the screen. The width is read at once (not after a first render), so
 * the first toast already goes to the right place.
 */
export function Toasts() {
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  return <Notifications position={small ? 'bottom-center' : 'top-center'} zIndex={1000} limit={small ? 2 : 4} />;
}
