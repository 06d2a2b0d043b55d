/**
 * Price pins grouped on a square grid of screen pixels at the map's zoom: pins that would overlap become one
 * pin with their count. Dependency-free, so the map chunk stays small; the grid is fixed to the world (not to
 * the view), so panning never regroups pins.
 */

export type GeoPoint = { latitude: number; longitude: number };
export type Cluster<P extends GeoPoint> = { key: string; latitude: number; longitude: number; points: P[] };
export type Box = { min_lat: number; max_lat: number; min_lng: number; max_lng: number };

const TILE_SIZE = 256;
/** Wide enough for a price pill ("$1.3M") not to touch its neighbour. */
export const CLUSTER_CELL_PX = 72;

/** Web Mercator world pixel of a point at a zoom level (what Leaflet draws with). */
export function toWorldPixel(point: GeoPoint, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((point.latitude * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((point.longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** Groups the points by grid cell; a cluster sits at the mean of its points. Order of first appearance is kept. */
export function clusterPoints<P extends GeoPoint>(points: P[], zoom: number, cellPx: number = CLUSTER_CELL_PX): Cluster<P>[] {
  const cells = new Map<string, P[]>();
  for (const point of points) {
    const { x, y } = toWorldPixel(point, zoom);
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const members = cells.get(key);
    if (members) members.push(point);
    else cells.set(key, [point]);
  }
  return [...cells].map(([key, members]) => ({
    key,
    latitude: members.reduce((sum, point) => sum + point.latitude, 0) / members.length,
    longitude: members.reduce((sum, point) => sum + point.longitude, 0) / members.length,
    points: members,
  }));
}

/** The smallest box holding every point (what a cluster pin zooms to). */
export function boundsOf(points: GeoPoint[]): Box {
  return {
    min_lat: Math.min(...points.map((point) => point.latitude)),
    max_lat: Math.max(...points.map((point) => point.latitude)),
    min_lng: Math.min(...points.map((point) => point.longitude)),
    max_lng: Math.max(...points.map((point) => point.longitude)),
  };
}

/** A map view's box for the search, rounded to ~1 m so the URL stays short, longitudes kept within ±180. */
export function searchBox(box: Box): Box {
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  const clampLng = (value: number) => Math.min(180, Math.max(-180, value));
  const clampLat = (value: number) => Math.min(90, Math.max(-90, value));
  return {
    min_lat: round(clampLat(box.min_lat)),
    max_lat: round(clampLat(box.max_lat)),
    min_lng: round(clampLng(box.min_lng)),
    max_lng: round(clampLng(box.max_lng)),
  };
}
