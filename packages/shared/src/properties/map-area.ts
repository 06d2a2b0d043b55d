import { propertyMessages as m } from './messages';

/** The map area of a search, in degrees: south, north, west and east edges. */
export type MapArea = { min_lat?: number; max_lat?: number; min_lng?: number; max_lng?: number };

const EDGES = ['min_lat', 'max_lat', 'min_lng', 'max_lng'] as const;

/**
 * What is wrong with a search's map area, or null when it is whole or absent. A partial box would be an
 * open strip of the globe nobody asked for, so all four edges come together or not at all. A box whose
 * west edge is east of its east edge would cross the 180th meridian; no US listing sits there, so it is
 * refused rather than split in two.
 */
export function mapAreaIssue(area: MapArea): { field: (typeof EDGES)[number]; message: string } | null {
  const missing = EDGES.filter((edge) => area[edge] === undefined);
  if (missing.length === EDGES.length) return null;
  if (missing.length > 0) return { field: missing[0]!, message: m.mapAreaPartial };
  if (area.min_lat! > area.max_lat!) return { field: 'min_lat', message: m.mapAreaInverted };
  if (area.min_lng! > area.max_lng!) return { field: 'min_lng', message: m.mapAreaAntimeridian };
  return null;
}
