// Loaded through React.lazy (address-step.tsx): Leaflet comes with the properties map's chunk, only once the
// form's first step shows.
import 'leaflet/dist/leaflet.css';
import '../properties-map.css';
import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { ATTRIBUTION, FAILED_TILES, MAP_STYLE, pin, TILES } from '../properties-map';

export type Spot = { latitude: number; longitude: number };

export type LocationPickerProps = {
  value: Spot | null;
  onChange: (spot: Spot) => void;
  /** The tiles cannot load: the form falls back to typing the coordinates. */
  onUnavailable: () => void;
  height: number;
};

/** Six decimals are about 10 cm: finer digits say nothing about where a house stands. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const spotOf = (event: { latlng: { lat: number; lng: number } }): Spot => ({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) });

function PlaceOnClick({ onChange }: { onChange: (spot: Spot) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onChange(spotOf(event)) });
  return null;
}

/** The continental US, where a listing without a pin yet most likely stands. */
const START: [number, number] = [39.5, -98.35];

/** A map to place the listing's pin: a click puts it there, a drag moves it. */
export default function LocationPicker({ value, onChange, onUnavailable, height }: LocationPickerProps) {
  const tiles = useRef({ loaded: 0, failed: 0 });
  const marker = useRef<LeafletMarker>(null);
  // Where the map first opens; later pins do not pull the map around while the realtor works on it.
  const [start] = useState(() => (value ? { center: [value.latitude, value.longitude] as [number, number], zoom: 16 } : { center: START, zoom: 4 }));
  return (
    <MapContainer center={start.center} zoom={start.zoom} scrollWheelZoom={false} style={{ ...MAP_STYLE, height, cursor: 'crosshair' }}>
      <TileLayer
        url={TILES}
        attribution={ATTRIBUTION}
        eventHandlers={{
          tileload: () => void (tiles.current.loaded += 1),
          tileerror: () => {
            tiles.current.failed += 1;
            if (tiles.current.loaded === 0 && tiles.current.failed >= FAILED_TILES) onUnavailable();
          },
        }}
      />
      <PlaceOnClick onChange={onChange} />
      {value ? (
        <Marker
          ref={marker}
          position={[value.latitude, value.longitude]}
          icon={pin('Listing here')}
          title="The listing's pin: drag it to move it"
          draggable
          eventHandlers={{ dragend: () => marker.current && onChange(spotOf({ latlng: marker.current.getLatLng() })) }}
        />
      ) : null}
    </MapContainer>
  );
}
