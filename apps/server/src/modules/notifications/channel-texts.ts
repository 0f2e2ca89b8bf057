import { toLatin } from '@zakazi/contract/cyrillic';
import { formatDate } from '@zakazi/contract/wording';
import type { Jezik } from './templates.ts';

/**
 * The short texts of push notifications and SMS, in Serbian (Latin) and English by the recipient's
 * `users.jezik`. The mails (booking-templates.ts) say the same at length; these name the booking
 * in one line. Names stand in the nominative after a noun ("lokal X", "Klijent: X"), as in the mails,
 * and in Latin letters when they were typed in Cyrillic, as in the mails (templates.ts).
 */
export type ChannelEvent =
  // to the customer, about what the business did, or a reminder
  | 'confirmed'
  | 'rejected'
  | 'cancelledByBusiness'
  | 'movedByBusiness'
  | 'expired'
  | 'reminder'
  // to the employee who will serve the booking, about what someone else did
  | 'staffNew'
  | 'staffMoved'
  | 'staffCancelled'
  // to the employee whose booking was moved to a colleague: the time (the earlier one) is theirs no more
  | 'staffMovedAway';

export type ChannelView = { entitet: string; usluga: string; datum: string; vreme: string; kupac: string };

export type ShortText = { title: string; body: string };

/** "sub, 28. 11." / "Sat 28/11": the day, short enough for one SMS part. */
const day = (jezik: Jezik, iso: string) => formatDate(iso, jezik, 'shortWeekdayNumeric');

export function shortText(jezik: Jezik, event: ChannelEvent, v: ChannelView): ShortText {
  const at = jezik === 'en' ? `${day('en', v.datum)} at ${v.vreme}` : `${day('sr', v.datum)} u ${v.vreme}`;
  const texts: Record<ChannelEvent, ShortText> =
    jezik === 'en'
      ? {
          confirmed: { title: 'Booking confirmed', body: `${v.usluga} at ${v.entitet}, ${at}.` },
          rejected: { title: 'Booking declined', body: `${v.entitet} could not accept your booking of ${at}. Please choose another time.` },
          cancelledByBusiness: { title: 'Booking cancelled', body: `${v.entitet} cancelled your booking of ${at}.` },
          movedByBusiness: { title: 'Booking moved', body: `${v.usluga} at ${v.entitet}: new time ${at}.` },
          expired: { title: 'Booking request expired', body: `${v.entitet} did not confirm your request for ${at} in time.` },
          reminder: { title: 'Booking reminder', body: `${v.usluga} at ${v.entitet}, ${at}.` },
          staffNew: { title: 'New booking', body: `${v.usluga}, ${at}. Customer: ${v.kupac}.` },
          staffMoved: { title: 'Booking moved', body: `${v.usluga}: new time ${at}. Customer: ${v.kupac}.` },
          staffCancelled: { title: 'Booking cancelled', body: `${v.usluga}, ${at}. Customer: ${v.kupac}.` },
          staffMovedAway: { title: 'Booking moved to a colleague', body: `${v.usluga}, ${at}. Customer: ${v.kupac}.` },
        }
      : {
          confirmed: { title: 'Termin je potvrđen', body: `${v.usluga}, lokal ${v.entitet}: ${at}.` },
          rejected: { title: 'Termin je odbijen', body: `Lokal ${v.entitet} ne može da prihvati termin (${at}). Izaberite drugo vreme.` },
          cancelledByBusiness: { title: 'Termin je otkazan', body: `Lokal ${v.entitet} je otkazao termin (${at}).` },
          movedByBusiness: { title: 'Termin je pomeren', body: `${v.usluga}, lokal ${v.entitet}: novo vreme ${at}.` },
          expired: { title: 'Zahtev je istekao', body: `Lokal ${v.entitet} nije na vreme potvrdio zahtev za termin (${at}).` },
          reminder: { title: 'Podsetnik na termin', body: `${v.usluga}, lokal ${v.entitet}: ${at}.` },
          staffNew: { title: 'Novi termin', body: `${v.usluga}, ${at}. Klijent: ${v.kupac}.` },
          staffMoved: { title: 'Termin je pomeren', body: `${v.usluga}: novo vreme ${at}. Klijent: ${v.kupac}.` },
          staffCancelled: { title: 'Termin je otkazan', body: `${v.usluga}, ${at}. Klijent: ${v.kupac}.` },
          staffMovedAway: { title: 'Termin je prebačen drugom zaposlenom', body: `${v.usluga}, ${at}. Klijent: ${v.kupac}.` },
        };
  const { title, body } = texts[event];
  return { title, body: toLatin(body) };
}

/** The push of a daily summary (booking/daily-summary.ts): the day, how many bookings, the first start. */
export function summaryShortText(jezik: Jezik, datum: string, count: number, first: string): ShortText {
  return jezik === 'en'
    ? { title: 'Your day', body: `${day('en', datum)}: ${count} ${count === 1 ? 'booking' : 'bookings'}, the first at ${first}.` }
    : { title: 'Pregled dana', body: `${day('sr', datum)}: broj termina: ${count}, prvi u ${first}.` };
}

/**
 * Serbian letters with diacritics are not in the GSM 03.38 alphabet: one of them turns the whole
 * SMS into UCS-2, 70 characters a part instead of 160 (decision 068). They are written the way
 * Serbian texting writes them (č → c, đ → dj); Cyrillic is already Latin in shortText.
 */
const PLAIN: Record<string, string> = { č: 'c', ć: 'c', š: 's', ž: 'z', đ: 'dj', Č: 'C', Ć: 'C', Š: 'S', Ž: 'Z', Đ: 'Dj' };

/** The SMS of an event: "Zakazi: <title>. <body>", in GSM-7 letters wherever a Serbian letter has a plain form. */
export function smsText(jezik: Jezik, event: ChannelEvent, v: ChannelView): string {
  const { title, body } = shortText(jezik, event, v);
  return `Zakazi: ${title}. ${body}`.replace(/[čćšžđČĆŠŽĐ]/g, (ch) => PLAIN[ch]!);
}
