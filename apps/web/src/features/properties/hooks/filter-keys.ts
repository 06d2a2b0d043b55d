import type { PropertyListQuery } from '@openhouse/shared/properties/listing';

/** The browsing page's filters; they live in the URL under the API's own keys, so a link shares them. */
/** The map's box ("Search this area"): all four or none. */
export const BOX_KEYS = ['min_lat', 'max_lat', 'min_lng', 'max_lng'] as const;
export const FILTER_KEYS = ['q', 'min_price', 'max_price', 'min_beds', 'min_baths', 'property_type', 'status', ...BOX_KEYS] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** On phones the results are a list or a map (side by side from 992 px, where there is room for both). */
export type ResultsView = 'list' | 'map';

export type PropertyFilters = Pick<PropertyListQuery, FilterKey | 'sort' | 'page'>;
