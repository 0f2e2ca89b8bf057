import { lazy, Suspense } from 'react';
import type { LocationPickerProps } from './LocationPickerMap';

const LocationPickerMap = lazy(() => import('./LocationPickerMap'));

/** The click-to-place map, loaded with Leaflet on demand; the coordinate inputs work without it. */
export function LocationPicker(props: LocationPickerProps) {
  return (
    <Suspense fallback={<div className="leaflet-host leaflet-host--loading" style={{ height: props.height ?? 320 }} aria-hidden />}>
      <LocationPickerMap {...props} />
    </Suspense>
  );
}
