import { lazy, Suspense } from 'react';
import type { LeafletMapProps } from './LeafletMap';

const LeafletMap = lazy(() => import('./LeafletMap'));

/** The map, loaded on demand with Leaflet; a quiet panel shows while it loads. */
export function LazyMap(props: LeafletMapProps) {
  return (
    <Suspense fallback={<div className="leaflet-host leaflet-host--loading" style={{ height: props.height ?? 320 }} aria-hidden />}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
export type { MapMarker } from './LeafletMap';
