import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import type { IsoDay } from '@zakazi/contract/calendar';
import { locale } from '@/lib/format';
import type { ApiError } from '@/lib/http';
import type { TFunction } from '@/lib/i18n';

/** "uto 12.5." / "Tue 12/05": a day as the calendar's headers and dialogs name it. */
export function shortDay(day: IsoDay, lang: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale(lang), { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Why the server refused a move, in the desk's words (the server's own sentence as a last resort). */
export function moveRefusal(t: TFunction, error: ApiError): string {
  switch (error.code) {
    case BOOKING_ERRORS.slotTaken:
      return t('calendar.booking.refused.slotTaken');
    case BOOKING_ERRORS.notBookable:
      return t('calendar.booking.refused.notBookable');
    case BOOKING_ERRORS.invalidTransition:
      return t('calendar.booking.refused.invalidTransition');
    default:
      return t('calendar.booking.refused.other', { message: error.body?.message ?? t('ownerOps.common.failed') });
  }
}
