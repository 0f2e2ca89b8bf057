import type { Position } from '@/lib/known-position';

// The home page offers "near you" by the same rule: the hook is shared, in lib/.
export { useKnownPosition, type Position } from '@/lib/known-position';

/** lat/lng in the URL (a shared "nearest" link), when both are valid. */
export function positionFromParams(params: URLSearchParams): Position | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (!params.get('lat') || !params.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
