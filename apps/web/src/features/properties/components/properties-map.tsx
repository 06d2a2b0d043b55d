// This module is loaded through React.lazy (lazy-properties-map.tsx): Leaflet and its styles form
// their own chunk, fetched only when a map is actually shown.
import 'leaflet/dist/leaflet.css';
import './properties-map.css';
import { escapeHtml } from '@openhouse/shared/format/html';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';

export type MapPoint = { id: number; latitude: number; longitude: number; title: string; label: string; href?: string };

export type PropertiesMapProps = { points: MapPoint[]; height: number | string; zoom?: number; onMarkerClick?: (point: MapPoint) => void };

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * A price pill drawn in HTML: Leaflet's default marker loads image files by URLs that bundlers
 * break, and a price says more than a pin.
 */
function pin(label: string) {
  return divIcon({ className: 'oh-map-pin-wrap', html: `<span class="oh-map-pin">${escapeHtml(label)}</span>`, iconSize: undefined, iconAnchor: [0, 0] });
}

/** Frames all markers whenever the set of points changes (a new page of results). */
function FitToPoints({ points, zoom }: { points: MapPoint[]; zoom: number }) {
  const map = useMap();
  const signature = points.map((point) => `${point.id}:${point.latitude}:${point.longitude}`).join('|');
  useEffect(() => {
    if (points.length === 0) return;
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

/**
 * Leaflet stacks its panes and controls with z-indexes up to 1000, above Mantine's modals (200), drawers and
 * menus (300) and the app's sticky header. `isolation: isolate` makes the map its own stacking context, so those
 * z-indexes only order the map's layers among themselves and the whole map stays at the page's level.
 */
const MAP_STYLE = { width: '100%', borderRadius: 'var(--mantine-radius-md)', isolation: 'isolate' } as const;

export default function PropertiesMap({ points, height, zoom = 14, onMarkerClick }: PropertiesMapProps) {
  const center = useMemo<[number, number]>(() => (points[0] ? [points[0].latitude, points[0].longitude] : [39.5, -98.35]), [points]);
  return (
    <MapContainer center={center} zoom={points.length ? zoom : 4} scrollWheelZoom={false} style={{ ...MAP_STYLE, height }}>
      <TileLayer url={TILES} attribution={ATTRIBUTION} />
      <FitToPoints points={points} zoom={zoom} />
      {points.map((point) => (
        <Marker
          key={point.id}
          position={[point.latitude, point.longitude]}
          icon={pin(point.label)}
          title={point.title}
          eventHandlers={onMarkerClick ? { click: () => onMarkerClick(point) } : undefined}
        >
          {point.href ? (
            <Popup>
              <Link to={point.href}>{point.title}</Link>
              <br />
              {point.label}
            </Popup>
          ) : null}
        </Marker>
      ))}
    </MapContainer>
  );
}
