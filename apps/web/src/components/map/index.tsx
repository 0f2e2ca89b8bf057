import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { LeafletMapProps } from './LeafletMap';

const LeafletMap = lazy(() => import('./LeafletMap'));

/** Start loading Leaflet this far before the map scrolls into view, so it is drawn by the time it shows. */
const AHEAD = '400px';

/**
 * The map, with Leaflet (its JavaScript and CSS) loaded only once the map is about to be seen: on a
 * business page it sits below the fold on a phone, and loading it with the page cost about half a
 * second of main-thread work there. A quiet panel of the same size holds its place until then.
 */
export function LazyMap(props: LeafletMapProps) {
  const [near, placeholder] = useNearViewport();
  const panel = (
    <div ref={placeholder} className="map-frame leaflet-host--loading" style={{ height: props.height ?? 320 }} aria-hidden />
  );
  if (!near) return panel;
  return (
    <Suspense fallback={panel}>
      <LeafletMap {...props} />
    </Suspense>
  );
}

function useNearViewport(): [boolean, (element: HTMLDivElement | null) => void] {
  // The server's render (no window: Leaflet would not load) draws the placeholder, as the client's first render does.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const watch = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element || near) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.current?.disconnect();
          setNear(true);
        }
      },
      { rootMargin: AHEAD },
    );
    observer.current.observe(element);
  }, [near]);
  return [near, watch];
}
