import 'leaflet/dist/leaflet.css';
import './facility-map.css';

import { divIcon, latLng } from 'leaflet';
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

import { MAP_TILE_URL } from '@careshift/contract/edge/security-headers';
import type { GeoPoint } from '@careshift/domain/attendance/types';

export interface FacilityMapProps {
  pin: GeoPoint;
  /** The clock-in radius drawn around the pin, in metres. */
  radiusMetres: number;
  /** How much to show around the pin, in metres: the radius for a placed pin, a whole town for a city's centre. */
  spanMetres: number;
  /** The pin's label for assistive technology (the marker's title). */
  label: string;
  onMove: (point: GeoPoint) => void;
}

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The pin: a drop-shaped SVG (no marker images to bundle or to allow in the CSP). */
const PIN = divIcon({
  className: 'facility-pin',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  html: '<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="#0972d3"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>',
});

const pointOf = (latlng: { lat: number; lng: number }): GeoPoint => ({
  latitude: latlng.lat,
  longitude: latlng.lng,
});

/** Follows the pin when it moves from outside the map (typed coordinates, the phone's position). */
function FollowPin({ pin }: { pin: GeoPoint }) {
  const map = useMap();
  useEffect(() => {
    const centre = map.getCenter();
    if (centre.lat !== pin.latitude || centre.lng !== pin.longitude) map.panTo([pin.latitude, pin.longitude]);
  }, [map, pin.latitude, pin.longitude]);
  return null;
}

/** A click on the map places the pin there. */
function ClickToPlace({ onMove }: { onMove: FacilityMapProps['onMove'] }) {
  useMapEvents({ click: (event) => onMove(pointOf(event.latlng)) });
  return null;
}

/**
 * The facility point's map (Leaflet, OpenStreetMap tiles; loaded with the attendance page only): a
 * draggable pin and the clock-in radius around it. The coordinates field beside it is the keyboard's
 * way to place the pin.
 */
export default function FacilityMap({ pin, radiusMetres, spanMetres, label, onMove }: FacilityMapProps) {
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => onMove(pointOf((event.target as LeafletMarker).getLatLng())),
    }),
    [onMove],
  );
  const centre: [number, number] = [pin.latitude, pin.longitude];
  // The first view shows the span around the pin (the circle whole); MapContainer reads it once.
  const [bounds] = useState(() => latLng(centre).toBounds(spanMetres * 2));
  return (
    <MapContainer className="facility-map" bounds={bounds} scrollWheelZoom={false}>
      <TileLayer url={MAP_TILE_URL} attribution={ATTRIBUTION} />
      <Circle center={centre} radius={radiusMetres} pathOptions={{ color: '#0972d3', weight: 2 }} />
      <Marker position={centre} draggable icon={PIN} title={label} eventHandlers={handlers} />
      <FollowPin pin={pin} />
      <ClickToPlace onMove={onMove} />
    </MapContainer>
  );
}
