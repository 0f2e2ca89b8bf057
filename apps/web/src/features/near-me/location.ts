import { CITY_CENTRES, type CityCentre } from '../../lib/cities';

export type Point = { lat: number; lng: number };
export type NearMeSource = { kind: 'coords'; point: Point } | { kind: 'city'; point: Point; city: CityCentre } | { kind: 'none' };

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Where to search around: ?lat=&lng= first, then ?city=, else nothing yet (ask the browser). */
export function sourceFromParams(params: URLSearchParams): NearMeSource {
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  if (lat !== null && lng !== null) return { kind: 'coords', point: { lat, lng } };
  const name = params.get('city');
  const city = name ? CITY_CENTRES.find((c) => c.name.toLocaleLowerCase('sr') === name.toLocaleLowerCase('sr')) : undefined;
  if (city) return { kind: 'city', point: { lat: city.lat, lng: city.lng }, city };
  return { kind: 'none' };
}

export function categoryFromParams(params: URLSearchParams): number | undefined {
  const raw = params.get('kategorijaId');
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}
