import { useEffect, useState } from 'react';

export type Position = { lat: number; lng: number };

/**
 * The visitor's position, only when the browser already gives it without asking (permission
 * granted earlier, e.g. on the near-me page): "nearest" is offered only then. Rounded to ~100 m,
 * as the near-me page does, so an exact position never reaches a URL.
 */
export function useKnownPosition(): Position | null {
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.permissions?.query) return;
    let live = true;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (status.state !== 'granted' || !live) return;
        navigator.geolocation.getCurrentPosition(
          (pos) => live && setPosition({ lat: round(pos.coords.latitude), lng: round(pos.coords.longitude) }),
          () => undefined,
          { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return position;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** lat/lng in the URL (a shared "nearest" link), when both are valid. */
export function positionFromParams(params: URLSearchParams): Position | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (!params.get('lat') || !params.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
