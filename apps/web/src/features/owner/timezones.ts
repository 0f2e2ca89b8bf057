import type { Lang } from '../../lib/translate';
import { REGION_ZONES, zoneName } from '../../lib/time-zone-names';

/** The business's time zone default (CONTRACT.md). */
export const DEFAULT_ZONE = 'Europe/Belgrade';

/**
 * Every IANA zone the browser knows (Intl.supportedValuesOf), each named in the interface's
 * language (lib/time-zone-names.ts): the region's first, so the common choices sit at the top, the
 * rest in the order of their names; `current` always included.
 */
export function timeZoneOptions(lang: Lang, current?: string | null): Array<{ value: string; label: string }> {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const all = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  const named = (zone: string) => ({ value: zone, label: zoneName(zone, lang) });
  const rest = [...new Set([...all, 'UTC'])]
    .filter((z) => !REGION_ZONES.includes(z))
    .map(named)
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  const list = [...REGION_ZONES.map(named), ...rest];
  if (current && !list.some((o) => o.value === current)) list.unshift(named(current));
  return list;
}
