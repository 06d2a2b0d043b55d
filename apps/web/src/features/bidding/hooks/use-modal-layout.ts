import { useMediaQuery } from '@mantine/hooks';

/**
 * The modals that hold a data table (bid approvals, all bids): wide enough for the table's columns on a
 * desktop (Mantine's xl, 780 px, made the approvals scroll sideways); narrower screens scroll the table.
 */
export const TABLE_MODAL_SIZE = '62rem';

/** Bidding modals take the whole screen on phones (below 36em, 576 px) and a fixed size above. */
export function useFullScreenOnPhones(): boolean {
  return useMediaQuery('(max-width: 36em)', false) ?? false;
}

/**
 * Below Mantine's sm breakpoint (768 px) a list whose rows carry actions is shown as cards: a table would put
 * the actions behind a sideways scroll. Read at once (not after a first render) so a phone never flashes the table.
 */
export function useCardsBelowSm(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
