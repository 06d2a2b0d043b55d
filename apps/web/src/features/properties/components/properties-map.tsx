// This module is loaded through React.lazy (lazy-properties-map.tsx): Leaflet and its styles form
// their own chunk, fetched only when a map is actually shown.
import 'leaflet/dist/leaflet.css';
import './properties-map.css';
import { Box, Button } from '@mantine/core';
import { escapeHtml } from '@openhouse/shared/format/html';
import { IconSearch } from '@tabler/icons-react';
import { divIcon, latLngBounds, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { clusterPoints, searchBox, type Box as MapBox } from './map-clusters.views';
import { MapUnavailable } from './map-unavailable';

export type MapPoint = { id: number; latitude: number; longitude: number; title: string; label: string; href?: string };

export type PropertiesMapProps = {
  points: MapPoint[];
  height: number | string;
  zoom?: number;
  onMarkerClick?: (point: MapPoint) => void;
  /** Offers "Search this area" once the visitor pans or zooms, and hands it the map's box. */
  onSearchArea?: (box: MapBox) => void;
  /** What the plain panel says when the map's tiles cannot load. */
  unavailableText?: string;
};

export const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Tiles that failed before any loaded: the tile server is out of reach, not one tile missing. */
export const FAILED_TILES = 2;
/** Moves the map makes on its own (framing results) end within this time; later moves are the visitor's. */
const OWN_MOVE_MS = 800;

/**
 * A price pill drawn in HTML: Leaflet's default marker loads image files by URLs that bundlers
 * break, and a price says more than a pin.
 */
export function pin(label: string, extraClass = '') {
  return divIcon({ className: 'oh-map-pin-wrap', html: `<span class="oh-map-pin ${extraClass}">${escapeHtml(label)}</span>`, iconSize: undefined, iconAnchor: [0, 0] });
}

/** Frames all markers whenever the set of points changes (a new page of results). */
function FitToPoints({ points, zoom, ownMove }: { points: MapPoint[]; zoom: number; ownMove: () => void }) {
  const map = useMap();
  const signature = points.map((point) => `${point.id}:${point.latitude}:${point.longitude}`).join('|');
  useEffect(() => {
    if (points.length === 0) return;
    ownMove();
    if (points.length === 1) {
      map.setView([points[0]!.latitude, points[0]!.longitude], zoom);
      return;
    }
    map.fitBounds(latLngBounds(points.map((point) => [point.latitude, point.longitude])), { padding: [32, 32], maxZoom: zoom });
    // The signature stands for the points: a re-render with equal points must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, signature, zoom]);
  return null;
}

function boxOf(map: LeafletMap): MapBox {
  const bounds = map.getBounds();
  return searchBox({ min_lat: bounds.getSouth(), max_lat: bounds.getNorth(), min_lng: bounds.getWest(), max_lng: bounds.getEast() });
}

/** Price pins, grouped when they would overlap; a group shows its count and zooms in on click. */
function ClusteredPins({ points, onMarkerClick, onZoom }: Pick<PropertiesMapProps, 'points' | 'onMarkerClick'> & { onZoom: (zoom: number) => void }) {
  const map = useMapEvents({ zoomend: () => onZoom(map.getZoom()) });
  const clusters = clusterPoints(points, map.getZoom());
  return clusters.map((cluster) => {
    const [first] = cluster.points;
    if (cluster.points.length > 1 || !first) {
      const frame = latLngBounds(cluster.points.map((point) => [point.latitude, point.longitude]));
      return (
        <Marker
          key={cluster.key}
          position={[cluster.latitude, cluster.longitude]}
          icon={pin(`${cluster.points.length} homes`, 'oh-map-pin--cluster')}
          title={`${cluster.points.length} homes here: zoom in`}
          eventHandlers={{ click: () => map.fitBounds(frame, { padding: [48, 48], maxZoom: map.getZoom() + 3 }) }}
        />
      );
    }
    return (
      <Marker
        key={cluster.key}
        position={[first.latitude, first.longitude]}
        icon={pin(first.label)}
        title={first.title}
        eventHandlers={onMarkerClick ? { click: () => onMarkerClick(first) } : undefined}
      >
        {first.href ? (
          <Popup>
            <Link to={first.href}>{first.title}</Link>
            <br />
            {first.label}
          </Popup>
        ) : null}
      </Marker>
    );
  });
}

/** Whether the map's own move (framing results) is over, so a move now is the visitor's. Runs in event handlers only. */
function ownMoveOver(ownMoveUntil: { current: number }): boolean {
  return Date.now() > ownMoveUntil.current;
}

/** Notices moves the visitor made (not the map's own framing) and reports the new view. */
function WatchMoves({ ownMoveUntil, onMoved }: { ownMoveUntil: { current: number }; onMoved: (map: LeafletMap) => void }) {
  const map = useMapEvents({ moveend: () => ownMoveOver(ownMoveUntil) && onMoved(map) });
  return null;
}

/**
 * Leaflet stacks its panes and controls with z-indexes up to 1000, above Mantine's modals (200), drawers and
 * menus (300) and the app's sticky header. `isolation: isolate` makes the map its own stacking context, so those
 * z-indexes only order the map's layers among themselves and the whole map stays at the page's level.
 */
export const MAP_STYLE = { width: '100%', borderRadius: 'var(--mantine-radius-md)', isolation: 'isolate' } as const;

export default function PropertiesMap({ points, height, zoom = 14, onMarkerClick, onSearchArea, unavailableText }: PropertiesMapProps) {
  const center = useMemo<[number, number]>(() => (points[0] ? [points[0].latitude, points[0].longitude] : [39.5, -98.35]), [points]);
  const tiles = useRef({ loaded: 0, failed: 0 });
  const [unavailable, setUnavailable] = useState(false);
  const [, setZoomLevel] = useState(zoom);
  const ownMoveUntil = useRef(0);
  const [movedTo, setMovedTo] = useState<MapBox | null>(null);

  if (unavailable) return <MapUnavailable height={height} text={unavailableText} />;
  return (
    <Box pos="relative">
      <MapContainer center={center} zoom={points.length ? zoom : 4} scrollWheelZoom={false} style={{ ...MAP_STYLE, height }}>
        <TileLayer
          url={TILES}
          attribution={ATTRIBUTION}
          eventHandlers={{
            tileload: () => void (tiles.current.loaded += 1),
            tileerror: () => {
              tiles.current.failed += 1;
              if (tiles.current.loaded === 0 && tiles.current.failed >= FAILED_TILES) setUnavailable(true);
            },
          }}
        />
        <FitToPoints points={points} zoom={zoom} ownMove={() => (ownMoveUntil.current = Date.now() + OWN_MOVE_MS)} />
        <ClusteredPins points={points} onMarkerClick={onMarkerClick} onZoom={setZoomLevel} />
        {onSearchArea ? <WatchMoves ownMoveUntil={ownMoveUntil} onMoved={(map) => setMovedTo(boxOf(map))} /> : null}
      </MapContainer>
      {onSearchArea && movedTo ? (
        <Button
          pos="absolute"
          top={12}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 1 }}
          size="xs"
          radius="xl"
          leftSection={<IconSearch size={14} aria-hidden />}
          onClick={() => {
            onSearchArea(movedTo);
            setMovedTo(null);
          }}
        >
          Search this area
        </Button>
      ) : null}
    </Box>
  );
}
