import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import L from 'leaflet';
// Registers L.markerClusterGroup on the Leaflet above (the plugin extends the global L that Leaflet sets).
import 'leaflet.markercluster';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useControlsInLanguage } from './controls';
import { tileUrl } from './tiles';

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
  /** shown in the notice when the tiles cannot load, e.g. a "show the list" button */
  fallbackAction?: ReactNode;
};

const pin = L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [26, 26], iconAnchor: [13, 26], popupAnchor: [0, -24] });
const hereIcon = L.divIcon({ className: 'map-here', html: '<span></span>', iconSize: [18, 18], iconAnchor: [9, 9] });

/** No tile drawn this long after the map was made: the tile server is out of reach (offline, blocked). */
const TILE_TIMEOUT_MS = 6000;
/** Failed tiles, with none drawn, that mean the same sooner. */
const FAILED_TILES = 3;

/**
 * A Leaflet map of businesses, their pins clustered (leaflet.markercluster) so a page of results
 * stays readable at any zoom. Tiles come from MAP_TILE_URL (tiles.ts). When they cannot load, the
 * map turns into the pins on a plain background with a short notice, never a grey box. Loaded
 * lazily (index.tsx) by the pages that show a map, so Leaflet never reaches the home bundle.
 */
export default function LeafletMap({ markers, center, here, zoom = 13, height = 320, label, linkLabel, onNavigate, fallbackAction }: LeafletMapProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const clusterLabel = useRef((count: number) => String(count));
  clusterLabel.current = (count: number) => t('common.map.cluster', { count });
  const [plain, setPlain] = useState(false);

  useEffect(() => {
    if (!element.current) return;
    // maxZoom on the map itself: once unreachable tiles are removed the map would have no maximum,
    // and the cluster plugin builds one grid per zoom level up to it (an endless loop at Infinity).
    // The zoom buttons come from useControlsInLanguage, in the interface's language.
    const m = L.map(element.current, { scrollWheelZoom: false, attributionControl: true, zoomControl: false, maxZoom: 19, minZoom: 3 });
    const tiles = L.tileLayer(tileUrl(), {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    let drawn = 0;
    let failed = 0;
    tiles.on('tileload', () => {
      drawn += 1;
      setPlain(false);
    });
    // Out of reach: stop asking for tiles (each pan and zoom would ask again) and show the plain map.
    const giveUp = () => {
      setPlain(true);
      tiles.remove();
    };
    tiles.on('tileerror', () => {
      failed += 1;
      if (drawn === 0 && failed === FAILED_TILES) giveUp();
    });
    const timer = window.setTimeout(() => drawn === 0 && giveUp(), TILE_TIMEOUT_MS);
    tiles.addTo(m);
    layer.current = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      spiderfyOnMaxZoom: true,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        return L.divIcon({
          className: 'map-cluster',
          html: `<span aria-label="${clusterLabel.current(count)}">${count}</span>`,
          iconSize: [40, 40],
        });
      },
    }).addTo(m);
    map.current = m;
    return () => {
      window.clearTimeout(timer);
      m.remove();
      map.current = null;
    };
  }, []);

  useControlsInLanguage(map);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    const open = (href: string) => (event: Event) => {
      if (!navigate.current) return;
      event.preventDefault();
      navigate.current(href);
    };
    for (const marker of markers) {
      const popup = document.createElement('div');
      popup.className = 'map-popup';
      const title = document.createElement(marker.href ? 'a' : 'strong');
      title.textContent = marker.title;
      if (marker.href && title instanceof HTMLAnchorElement) {
        title.href = marker.href;
        title.addEventListener('click', open(marker.href));
      }
      popup.appendChild(title);
      if (marker.subtitle) {
        const sub = document.createElement('div');
        sub.textContent = marker.subtitle;
        popup.appendChild(sub);
      }
      if (marker.href && linkLabel) {
        const more = document.createElement('a');
        more.href = marker.href;
        more.textContent = linkLabel;
        more.className = 'map-popup__more';
        more.addEventListener('click', open(marker.href));
        popup.appendChild(more);
      }
      L.marker([marker.lat, marker.lng], { icon: pin, title: marker.title, alt: marker.title, keyboard: true }).bindPopup(popup).addTo(group);
      points.push([marker.lat, marker.lng]);
    }
    // The "you are here" dot is never folded into a cluster: it goes on the map itself.
    const dot = here
      ? L.marker([here.lat, here.lng], { icon: hereIcon, title: here.label, alt: here.label, keyboard: false, zIndexOffset: 1000 }).addTo(m)
      : undefined;
    if (here) points.push([here.lat, here.lng]);
    if (points.length > 1) m.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
    else if (points.length === 1) m.setView(points[0]!, zoom);
    else if (center) m.setView([center.lat, center.lng], zoom);
    else m.setView([44.0, 20.9], 7);
    return () => void dot?.remove();
  }, [markers, here, center, zoom, linkLabel]);

  return (
    <div className={`map-frame${plain ? ' map-frame--plain' : ''}`} style={{ height }}>
      <div ref={element} className="leaflet-host" style={{ height: '100%' }} role="region" aria-label={label} />
      {plain && (
        <div className="map-notice" role="status">
          <strong>{t('common.map.plainTitle')}</strong>
          <span>{t('common.map.plainText')}</span>
          {fallbackAction}
        </div>
      )}
    </div>
  );
}
