import { locale } from '@/lib/format';
import type { IsoDay } from '@zakazi/contract/calendar';

/** An ISO day as people read it: "pon, 9. jun 2025" / "Mon, 9 June 2025" (short: "pon 9.6."). */
export function formatDay(day: IsoDay, lang: string, style: 'long' | 'short' | 'weekday' = 'long'): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }
      : style === 'short'
        ? { day: 'numeric', month: 'numeric' }
        : { weekday: 'long', day: 'numeric', month: 'long' };
  // The day is a calendar day, not an instant: format it in UTC so no zone moves it.
  return new Intl.DateTimeFormat(locale(lang), { ...options, timeZone: 'UTC' }).format(date);
}

/** Whole numbers with the local grouping ("1.234" / "1,234"). */
export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang)).format(value);
}
