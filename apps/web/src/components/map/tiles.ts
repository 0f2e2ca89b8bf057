import { pageSetting } from '@/lib/page-settings';

/** OpenStreetMap's own tile server: the default when the page names none (a native build, a test). */
const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The tile URL template the server hands over in <meta name="map-tile-url"> (its MAP_TILE_URL setting). */
export function tileUrl(): string {
  return pageSetting('map-tile-url') ?? DEFAULT_TILE_URL;
}
