import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { errorSentence } from '@/lib/error-sentence';
import type { ApiError } from '@/lib/http';
import type { TFunction } from '@/lib/i18n';

/** Why the server refused a move, in the desk's words. */
export function moveRefusal(t: TFunction, error: ApiError): string {
  return errorSentence(error, t, {
    for: {
      [BOOKING_ERRORS.slotTaken]: t('calendar.booking.refused.slotTaken'),
      [BOOKING_ERRORS.notBookable]: t('calendar.booking.refused.notBookable'),
      [BOOKING_ERRORS.invalidTransition]: t('calendar.booking.refused.invalidTransition'),
    },
    otherwise: t('calendar.booking.refused.other'),
  });
}
