/** The business's time zone default (CONTRACT.md). */
export const DEFAULT_ZONE = 'Europe/Belgrade';

/** Zones of the region first, so the common choices sit at the top of the list. */
const NEAR = ['Europe/Belgrade', 'Europe/Sarajevo', 'Europe/Podgorica', 'Europe/Skopje', 'Europe/Zagreb', 'Europe/Ljubljana'];

/** Every IANA zone the browser knows (Intl.supportedValuesOf), the region's first; `current` always included. */
export function timeZoneOptions(current?: string | null): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const all = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  const rest = [...all, 'UTC'].filter((z) => !NEAR.includes(z)).sort();
  const list = [...NEAR, ...rest];
  if (current && !list.includes(current)) list.unshift(current);
  return [...new Set(list)];
}
