import { useEffect, useState } from 'react';

export type Position = { lat: number; lng: number };

/**
 * The visitor's position, only when the browser already gives it without asking (permission
 * granted earlier, e.g. on the near-me page): the search's "nearest" order and the home page's
 * "near you" row are offered only then, and loading a page never prompts. Rounded to ~100 m,
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
