import { useMediaQuery } from '@mantine/hooks';

/** Bidding modals take the whole screen on phones (below the 576 px xs breakpoint) and a fixed size above. */
export function useFullScreenOnPhones(): boolean {
  return useMediaQuery('(max-width: 36em)', false) ?? false;
}
