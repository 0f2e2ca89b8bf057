import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

export type MapMarker = { id: number | string; lat: number; lng: number; title: string; subtitle?: string; href?: string };

export type LeafletMapProps = {
  markers: MapMarker[];
  center?: { lat: number; lng: number };
  /** a "you are here" dot */
  here?: { lat: number; lng: number; label: string };
  zoom?: number;
  height?: number | string;
  label: string;
  linkLabel?: string;
  onNavigate?: (href: string) => void;
};

const pin = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [26, 26], iconAnchor: [13, 26], popupAnchor: [0, -24] });
const hereIcon = L.divIcon({ className: 'map-here', html: '<span></span>', iconSize: [18, 18], iconAnchor: [9, 9] });

/**
 * OpenStreetMap via Leaflet. Loaded lazily (React.lazy) by the pages that show a map, so Leaflet
 * never reaches the home bundle. When tiles cannot load (offline) the map stays a plain panel:
 * the pages around it carry the same information as text.
 */
export default function LeafletMap({ markers, center, here, zoom = 13, height = 320, label, linkLabel, onNavigate }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;

  useEffect(() => {
    if (!element.current) return;
    const m = L.map(element.current, { scrollWheelZoom: false, attributionControl: true });
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    for (const marker of markers) {
      const popup = document.createElement('div');
      popup.className = 'map-popup';
      const title = document.createElement(marker.href ? 'a' : 'strong');
      title.textContent = marker.title;
      if (marker.href && title instanceof HTMLAnchorElement) {
        title.href = marker.href;
        title.addEventListener('click', (event) => {
          if (!navigate.current) return;
          event.preventDefault();
          navigate.current(marker.href!);
        });
      }
      popup.appendChild(title);
      if (marker.subtitle) {
        const sub = document.createElement('div');
        sub.textContent = marker.subtitle;
        popup.appendChild(sub);
      }
      if (marker.href && linkLabel) {
        const more = title.cloneNode(true) as HTMLAnchorElement;
        more.textContent = linkLabel;
        more.className = 'map-popup__more';
        more.addEventListener('click', (event) => {
          if (!navigate.current) return;
          event.preventDefault();
          navigate.current(marker.href!);
        });
        popup.appendChild(more);
      }
      L.marker([marker.lat, marker.lng], { icon: pin, title: marker.title, alt: marker.title, keyboard: true }).bindPopup(popup).addTo(group);
      points.push([marker.lat, marker.lng]);
    }
    if (here) {
      L.marker([here.lat, here.lng], { icon: hereIcon, title: here.label, alt: here.label, keyboard: false, zIndexOffset: 1000 }).addTo(group);
      points.push([here.lat, here.lng]);
    }
    if (points.length > 1) m.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
    else if (points.length === 1) m.setView(points[0]!, zoom);
    else if (center) m.setView([center.lat, center.lng], zoom);
    else m.setView([44.0, 20.9], 7);
  }, [markers, here, center, zoom, linkLabel]);

  return <div ref={element} className="leaflet-host" style={{ height }} role="region" aria-label={label} />;
}
