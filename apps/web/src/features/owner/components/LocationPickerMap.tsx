import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useControlsInLanguage } from '@/components/map/controls';
import { tileUrl } from '@/components/map/tiles';
import { useEffect, useRef } from 'react';

export type LocationPickerProps = {
  value: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
  label: string;
  height?: number;
};

const pin = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [26, 26], iconAnchor: [13, 26] });
/** Central Serbia, when no point is set yet. */
const SERBIA: L.LatLngTuple = [44.0, 20.9];

/**
 * A Leaflet map where a click sets the business's position. Loaded lazily (LocationPicker.tsx)
 * so Leaflet stays out of every other route. Clicks work without tiles (offline, or tiles blocked):
 * Leaflet turns a click anywhere in the map into a coordinate on its own.
 */
export default function LocationPickerMap({ value, onPick, label, height = 320 }: LocationPickerProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  // The view is set once, from the first value; later changes move the marker (below), not the map.
  const initial = useRef(value);

  useEffect(() => {
    if (!element.current) return;
    const start = initial.current;
    const m = L.map(element.current, { scrollWheelZoom: false, zoomControl: false }).setView(start ? [start.lat, start.lng] : SERBIA, start ? 15 : 7);
    L.tileLayer(tileUrl(), {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(m);
    m.on('click', (event: L.LeafletMouseEvent) => {
      const { lat, lng } = event.latlng.wrap();
      pick.current(round(lat), round(lng));
    });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);
  // The zoom buttons, in the interface's language.
  useControlsInLanguage(map);

  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngTuple = [lat, lng];
    if (marker.current) marker.current.setLatLng(at);
    else marker.current = L.marker(at, { icon: pin, keyboard: false }).addTo(m);
    if (!m.getBounds().contains(at)) m.setView(at, Math.max(m.getZoom(), 13));
  }, [lat, lng]);

  return <div ref={element} className="leaflet-host" style={{ height }} role="application" aria-label={label} data-testid="location-map" />;
}

/** Six decimals: about 10 cm, more than enough for a door. */
function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}
