/** The vendor list's search waits as the assign-vendor search does (spec part 2, section 9: 300 ms). */
export const VENDOR_LIST_SEARCH_DEBOUNCE_MS = 300;
