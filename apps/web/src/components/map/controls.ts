import L from 'leaflet';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * Leaflet's controls carry English texts of their own: the zoom buttons' names ("Zoom in") and the
 * title of its attribution link. A map made with `zoomControl: false` gets them here in the
 * interface's language, made again whenever it changes. Call it after the hook that creates the
 * map, so the map exists when this effect runs.
 */
export function useControlsInLanguage(map: RefObject<L.Map | null>): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const zoom = L.control.zoom({ zoomInTitle: t('common.map.zoomIn'), zoomOutTitle: t('common.map.zoomOut') }).addTo(m);
    m.attributionControl.setPrefix(`<a href="https://leafletjs.com" title="${t('common.map.leaflet')}">Leaflet</a>`);
    return () => void zoom.remove();
  }, [map, t, i18n.language]);
}
