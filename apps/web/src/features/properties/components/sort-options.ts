import type { PropertySort } from '@openhouse/shared/properties/listing';

export const SORT_OPTIONS: { value: PropertySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

/** The sort control's size, the same for the Select and the plain input drawn while it loads. */
export const SORT_FIELD = { 'aria-label': 'Sort', size: 'xs', w: 168 } as const;
