import { formatDate } from '@zakazi/contract/wording';
import { greeting, render, type Block, type Jezik, type MailContent } from './templates.ts';

/**
 * Mails about bookings, in Serbian (Latin) and English. The booking module decides who gets
 * which; these only say it. Dates arrive as local YYYY-MM-DD and HH:mm of the business and are
 * written by the date formatter the web interface uses too (@zakazi/contract/wording).
 */
export type BookingMailView = {
  ime: string;
  usluga: string;
  entitet: string;
  zaposleni: string;
  datum: string;
  vreme: string;
  adresa: string | null;
  razlog: string | null;
  /** where the customer sees the booking, or the business its agenda */
  link: string;
  /** after a reschedule: the time before the move, local YYYY-MM-DD and HH:mm */
  ranije?: { datum: string; vreme: string } | undefined;
  /** a visit of several services: every part in order, with its employee and local start */
  delovi?: { usluga: string; zaposleni: string; vreme: string }[] | undefined;
};

export type CustomerEvent =
  | 'pending'
  | 'confirmed'
  | 'rejected'
  | 'cancelledByCustomer'
  | 'cancelledByBusiness'
  | 'completed'
  | 'noShow'
  | 'reminder'
  | 'rescheduled'
  | 'rescheduledPending'
  | 'expired';

const SIGNATURE = { sr: 'Tim Zakaži', en: 'The Zakaži team' };
/** "subota, 28. novembra 2026." / "Saturday, 28 November 2026": a day in a sentence. */
const day = (jezik: Jezik, iso: string) => formatDate(iso, jezik, 'weekdayDate');
/** "28. 11. 2026." / "28/11/2026": a day in a subject, where room is short. */
const shortDay = (jezik: Jezik, iso: string) => formatDate(iso, jezik, 'numeric');

/**
 * The booking in one line. Serbian names decline and verbs agree with gender, which a template
 * cannot know ("u Salon Lepota", "kod Marko Ilić", "Ana je zakazao"): every Serbian sentence here
 * names people and businesses only in the nominative, after a label or a noun in apposition
 * ("lokal X", "Zaposleni: X"), and uses verbs whose subject is the booking (passive, "termin je
 * otkazan") or a noun with a known gender ("lokal … je otkazao").
 */
function when(jezik: Jezik, v: BookingMailView): string {
  const place = v.adresa ? `, ${v.adresa}` : '';
  if (v.delovi) {
    // A visit: its parts one after another, each with its employee and start.
    const parts = v.delovi
      .map((d) => (jezik === 'en' ? `${d.vreme} ${d.usluga} with ${d.zaposleni}` : `${d.vreme} ${d.usluga} (zaposleni: ${d.zaposleni})`))
      .join('; ');
    return jezik === 'en' ? `A visit at ${v.entitet}, ${day('en', v.datum)}: ${parts}${place}.` : `Poseta: lokal ${v.entitet}, ${day('sr', v.datum)}: ${parts}${place}.`;
  }
  return jezik === 'en'
    ? `${v.usluga} at ${v.entitet} with ${v.zaposleni}, ${day('en', v.datum)} at ${v.vreme}${place}.`
    : `${v.usluga}: lokal ${v.entitet}, zaposleni: ${v.zaposleni}, ${day('sr', v.datum)} u ${v.vreme}${place}.`;
}

/** The time before a reschedule, as a sentence of its own. */
const earlier = (jezik: Jezik, v: BookingMailView): Block[] =>
  v.ranije ? [{ p: jezik === 'en' ? `Previously: ${day('en', v.ranije.datum)} at ${v.ranije.vreme}.` : `Ranije vreme: ${day('sr', v.ranije.datum)} u ${v.ranije.vreme}.` }] : [];

const reason = (jezik: Jezik, v: BookingMailView): Block[] => (v.razlog ? [{ p: `${jezik === 'en' ? 'Reason' : 'Razlog'}: ${v.razlog}` }] : []);

/** Mails to the customer: the booking was made, changed status, or is tomorrow. */
export function customerBookingMail(jezik: Jezik, event: CustomerEvent, v: BookingMailView): MailContent {
  const en = jezik === 'en';
  const link: Block = { link: v.link, label: en ? 'Your bookings' : 'Vaša zakazivanja' };
  const texts: Record<CustomerEvent, { subject: string; lead: string; extra?: Block[] }> = en
    ? {
        pending: { subject: `Booking request sent: ${v.entitet}`, lead: `We sent your booking request to ${v.entitet}. You will get a mail as soon as they confirm it.` },
        confirmed: { subject: `Booking confirmed: ${v.entitet}`, lead: 'Your booking is confirmed. The attached calendar entry adds it to your calendar.' },
        rejected: { subject: `Booking declined: ${v.entitet}`, lead: `${v.entitet} could not accept your booking. Please choose another time.`, extra: reason('en', v) },
        cancelledByCustomer: { subject: `Booking cancelled: ${v.entitet}`, lead: 'You cancelled this booking; the time is free again.' },
        cancelledByBusiness: { subject: `Booking cancelled by ${v.entitet}`, lead: `${v.entitet} had to cancel your booking. We are sorry; please choose another time.`, extra: reason('en', v) },
        completed: { subject: `Thank you for visiting ${v.entitet}`, lead: 'We hope you enjoyed it. You can now rate your visit; it helps others choose.' },
        noShow: { subject: `Missed booking: ${v.entitet}`, lead: `${v.entitet} marked this booking as missed. If that is a mistake, please contact them.` },
        reminder: { subject: `Reminder: your booking at ${v.entitet}`, lead: 'A reminder of your upcoming booking. If you cannot come, please cancel it so someone else can take the time.' },
        rescheduled: { subject: `Booking moved: ${v.entitet}`, lead: 'Your booking has a new time. The attached calendar entry updates your calendar.', extra: earlier('en', v) },
        expired: {
          subject: `Booking request expired: ${v.entitet}`,
          lead: 'Your booking request was not confirmed in time, so it has expired and the time is free again. Please choose another time.',
        },
        rescheduledPending: {
          subject: `Booking moved, waiting for confirmation: ${v.entitet}`,
          lead: `Your booking has a new time. ${v.entitet} still has to confirm it; you will get a mail as soon as they do.`,
          extra: earlier('en', v),
        },
      }
    : {
        pending: { subject: `Zahtev za termin je poslat: ${v.entitet}`, lead: `Poslali smo vaš zahtev za termin (${v.entitet}). Javićemo vam čim ga potvrde.` },
        confirmed: { subject: `Termin je potvrđen: ${v.entitet}`, lead: 'Vaš termin je potvrđen. Priloženi kalendarski događaj dodaje ga u vaš kalendar.' },
        rejected: { subject: `Termin je odbijen: ${v.entitet}`, lead: `Lokal ${v.entitet} ne može da prihvati vaš termin. Izaberite, molimo, drugo vreme.`, extra: reason('sr', v) },
        cancelledByCustomer: { subject: `Termin je otkazan: ${v.entitet}`, lead: 'Otkazali ste ovaj termin; vreme je ponovo slobodno.' },
        cancelledByBusiness: { subject: `Lokal ${v.entitet} je otkazao termin`, lead: `Lokal ${v.entitet} je morao da otkaže vaš termin. Izvinjavamo se; izaberite, molimo, drugo vreme.`, extra: reason('sr', v) },
        completed: { subject: `Hvala na poseti: ${v.entitet}`, lead: 'Nadamo se da ste zadovoljni. Sada možete da ocenite posetu; to pomaže drugima da izaberu.' },
        noShow: { subject: `Propušten termin: ${v.entitet}`, lead: `Lokal ${v.entitet} je označio ovaj termin kao propušten. Ako je to greška, javite se lokalu.` },
        reminder: { subject: `Podsetnik na termin: ${v.entitet}`, lead: 'Podsećamo vas na predstojeći termin. Ako ne možete da dođete, otkažite ga da bi neko drugi mogao da ga uzme.' },
        rescheduled: { subject: `Termin je pomeren: ${v.entitet}`, lead: 'Vaš termin ima novo vreme. Priloženi kalendarski događaj ažurira vaš kalendar.', extra: earlier('sr', v) },
        expired: {
          subject: `Zahtev za termin je istekao: ${v.entitet}`,
          lead: 'Vaš zahtev za termin nije potvrđen na vreme, pa je istekao i vreme je ponovo slobodno. Izaberite, molimo, drugo vreme.',
        },
        rescheduledPending: {
          subject: `Termin je pomeren i čeka potvrdu: ${v.entitet}`,
          lead: `Vaš termin ima novo vreme. Lokal ${v.entitet} još treba da ga potvrdi; javićemo vam čim ga potvrdi.`,
          extra: earlier('sr', v),
        },
      };
  const t = texts[event];
  return render(t.subject, greeting(jezik, v.ime), [{ p: t.lead }, { p: when(jezik, v) }, ...(t.extra ?? []), link], SIGNATURE[jezik]);
}

/** movedAway: to the employee whose booking went to a colleague (the view's time is their earlier one, its employee the new one). */
export type BusinessEvent = 'newPending' | 'newConfirmed' | 'cancelledByCustomer' | 'cancelled' | 'rescheduled' | 'movedAway' | 'expired';

/**
 * Mails to the business about what someone else did: a customer's new booking (to confirm, or
 * confirmed automatically), move or cancellation, or a request that expired unanswered. What the
 * business's own people did (a confirmation, a move, a desk booking) is not mailed back to it.
 */
export function businessBookingMail(jezik: Jezik, event: BusinessEvent, v: BookingMailView & { kupac: string; telefon: string | null; napomena: string | null }): MailContent {
  const en = jezik === 'en';
  const who = `${v.kupac}${v.telefon ? `, ${v.telefon}` : ''}`;
  const at = `${v.vreme} ${shortDay(jezik, v.datum)}`;
  const texts: Record<BusinessEvent, { subject: string; lead: string }> = en
    ? {
        newPending: { subject: `New booking to confirm: ${at}`, lead: `${who} booked a time. Please confirm or decline it.` },
        newConfirmed: { subject: `New booking: ${at}`, lead: `${who} booked a time (confirmed automatically).` },
        cancelledByCustomer: { subject: `Booking cancelled: ${at}`, lead: `${who} cancelled their booking; the time is free again.` },
        cancelled: { subject: `Booking cancelled: ${at}`, lead: `Customer: ${who}. The business cancelled the booking; the time is free again.` },
        rescheduled: { subject: `Booking moved: ${at}`, lead: `Customer: ${who}. The booking has a new time; the earlier time is free again.` },
        movedAway: { subject: `Booking moved to a colleague: ${at}`, lead: `Customer: ${who}. The booking was given to ${v.zaposleni}; its time in your calendar is free again.` },
        expired: { subject: `Booking request expired: ${at}`, lead: `Customer: ${who}. The request was not confirmed in time, so it has expired and the time is free again.` },
      }
    : {
        newPending: { subject: `Novi termin za potvrdu: ${at}`, lead: `Stigao je novi zahtev za termin. Klijent: ${who}. Potvrdite ga ili odbijte.` },
        newConfirmed: { subject: `Novi termin: ${at}`, lead: `Zakazan je novi termin (automatski potvrđen). Klijent: ${who}.` },
        cancelledByCustomer: { subject: `Termin je otkazan: ${at}`, lead: `Termin je otkazan; vreme je ponovo slobodno. Klijent: ${who}.` },
        cancelled: { subject: `Termin je otkazan: ${at}`, lead: `Klijent: ${who}. Lokal je otkazao termin; vreme je ponovo slobodno.` },
        rescheduled: { subject: `Termin je pomeren: ${at}`, lead: `Klijent: ${who}. Termin ima novo vreme; ranije vreme je ponovo slobodno.` },
        movedAway: { subject: `Termin je prebačen drugom zaposlenom: ${at}`, lead: `Klijent: ${who}. Termin je prebačen drugom zaposlenom (zaposleni: ${v.zaposleni}); u vašem rasporedu to vreme je ponovo slobodno.` },
        expired: { subject: `Zahtev za termin je istekao: ${at}`, lead: `Klijent: ${who}. Zahtev nije potvrđen na vreme, pa je istekao i vreme je ponovo slobodno.` },
      };
  const t = texts[event];
  const note: Block[] = v.napomena ? [{ p: `${en ? 'Note' : 'Napomena'}: ${v.napomena}` }] : [];
  return render(
    t.subject,
    greeting(jezik),
    [{ p: t.lead }, { p: when(jezik, v) }, ...earlier(jezik, v), ...note, { link: v.link, label: en ? 'Open the bookings' : 'Otvorite zakazivanja' }],
    SIGNATURE[jezik],
  );
}

/** One booking in a daily summary: its local start, service, customer and employee; naPotvrdi: still to be confirmed. */
export type SummaryItem = { vreme: string; usluga: string; kupac: string; zaposleni: string; naPotvrdi: boolean };

/** The daily summary of an employee's or owner's bookings (booking/daily-summary.ts): that day's, one line each, by start. */
export function dailySummaryMail(jezik: Jezik, v: { datum: string; stavke: SummaryItem[]; link: string }): MailContent {
  const en = jezik === 'en';
  const lines = v.stavke.map((s) =>
    en
      ? `${s.vreme} ${s.usluga}. Customer: ${s.kupac}. Employee: ${s.zaposleni}.${s.naPotvrdi ? ' To confirm.' : ''}`
      : `${s.vreme} ${s.usluga}. Klijent: ${s.kupac}. Zaposleni: ${s.zaposleni}.${s.naPotvrdi ? ' Čeka potvrdu.' : ''}`,
  );
  // "broj termina: N" rather than a counted noun: no plural forms to get wrong (1 termin, 2 termina, 5 termina).
  const subject = en ? `Your day, ${shortDay('en', v.datum)}: ${v.stavke.length} ${v.stavke.length === 1 ? 'booking' : 'bookings'}` : `Pregled dana, ${shortDay('sr', v.datum)}: broj termina: ${v.stavke.length}`;
  const lead = en ? `The bookings of ${day('en', v.datum)}:` : `Termini za ${day('sr', v.datum)}:`;
  return render(subject, greeting(jezik), [{ p: lead }, ...lines.map((p) => ({ p })), { link: v.link, label: en ? 'Open the bookings' : 'Otvorite zakazivanja' }], SIGNATURE[jezik]);
}
