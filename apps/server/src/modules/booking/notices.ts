import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import {
  businessBookingMail,
  channelJobs,
  enqueueJobs,
  mailJob,
  recipientOf,
  unsubscribeUrl,
  wantsSms,
  type BusinessEvent,
  type ChannelEvent,
  type ChannelNotice,
  type NewJob,
  type Recipient,
  type UnsubscribeKind,
} from '../notifications/index.ts';
import { instantToWall } from '@zakazi/contract/calendar';
import { CUSTOMER_PAGE, icsAttachment, mailView } from './mails.ts';
import { bookingsOfVisit, businessRecipients, findBooking, type BookingRow } from './queries.ts';

type Executor = Kysely<Database>;

/**
 * Notices beyond the mails of mails.ts (CONTRACT.md "Third release", Notifications): the
 * customer's pushes and SMS of what the business did (and the reminder), and the mail and push of
 * the employee who will serve a booking that someone else made, moved or cancelled. The change's
 * transaction enqueues one `booking-notice` job; it reads who wants what, on which channel, and
 * enqueues the push and SMS jobs (and the employee's mail), so the booking path itself reads no
 * preferences or subscriptions.
 */
export const NOTICE_JOB = 'booking-notice';

export type StaffEvent = Extract<ChannelEvent, 'staffNew' | 'staffMoved' | 'staffCancelled' | 'staffMovedAway'>;
type NoticePayload = {
  id: number;
  /** what the customer hears on push and SMS (their own actions they know of: none) */
  customer?: ChannelEvent;
  /** what the employee hears, unless they did it themselves */
  staff?: StaffEvent;
  /** who made the change (null: the system) */
  actor: number | null;
  /** the business's addresses were mailed of it (a customer's action): the employee's mail is not sent twice to one of them */
  businessMailed?: boolean;
  ranije?: { datum: string; vreme: string };
  /** a move to another employee: the user id of the employee who had it (null: one without a login), who hears it went to a colleague */
  ranijiZaposleni?: number | null;
};

export function noticeJob(payload: NoticePayload): NewJob {
  return { kind: NOTICE_JOB, payload };
}

/** The job's handler: runs in a transaction with its done mark, so its jobs are enqueued exactly once; answers their ids, to be claimed by id. */
export function noticeHandler(config: Config, clock: () => Date) {
  return async (trx: Executor, payload: Record<string, unknown>) => {
    const p = payload as NoticePayload;
    const row = await findBooking(trx, p.id);
    if (!row) return [];
    const now = clock();
    const jobs: NewJob[] = [];
    if (p.customer) jobs.push(...(await customerChannelJobs(trx, config, row, p.customer, now)));
    if (p.staff) jobs.push(...(await staffJobsOf(trx, config, row, p, now)));
    return enqueueJobs(trx, jobs);
  };
}

/** `usluga`: what the text names, by default the row's own service (a visit's customer notice names every part's). */
function noticeOf(config: Config, row: BookingRow, event: ChannelEvent, path: string, usluga = row.usluga_naziv): ChannelNotice {
  const { datum, vreme } = instantToWall(new Date(row.pocetak), row.vremenska_zona);
  return {
    event,
    view: { entitet: row.entitet_naziv, usluga, datum, vreme, kupac: row.korisnik_ime ?? '—' },
    url: `${config.publicUrl}${path}`,
    entitetId: row.entitet_id,
    timeZone: row.vremenska_zona,
  };
}

/**
 * The customer's push and SMS of an event, as they chose: the reminder follows podsetnik, every
 * other event promeneStatusa; then each channel its switch. A reminder goes by SMS at most once
 * per booking (table sms_reminder), whatever moves it. A visit is one notice, whichever part the
 * change came through: at the first part's start, naming every part's service ("Šišanje +
 * Farbanje"), its reminder SMS once for the visit (kept under the first part).
 */
export async function customerChannelJobs(trx: Executor, config: Config, row: BookingRow, event: ChannelEvent, now: Date): Promise<NewJob[]> {
  if (row.user_id === null) return [];
  const person = await recipientOf(trx, row.user_id);
  if (!person || !(event === 'reminder' ? person.podsetnik : person.promene_statusa)) return [];
  const parts = row.poseta_id === null ? [row] : await bookingsOfVisit(trx, row.poseta_id);
  const first = parts[0] ?? row;
  const sms = wantsSms(config, person, event) && (event !== 'reminder' || (await firstReminderSms(trx, first.id)));
  return channelJobs(person, noticeOf(config, first, event, CUSTOMER_PAGE, parts.map((p) => p.usluga_naziv).join(' + ')), sms, now);
}

async function firstReminderSms(trx: Executor, bookingId: number): Promise<boolean> {
  const { rows } = await sql`INSERT INTO sms_reminder (zakazivanje_id) VALUES (${bookingId}) ON CONFLICT DO NOTHING RETURNING zakazivanje_id`.execute(trx);
  return rows.length > 0;
}

const STAFF_CHOICE: Record<StaffEvent, { wants: (p: Recipient) => boolean; unsubscribe: UnsubscribeKind }> = {
  staffNew: { wants: (p) => p.posao_novo, unsubscribe: 'staffNew' },
  staffMoved: { wants: (p) => p.posao_izmena, unsubscribe: 'staffChange' },
  staffCancelled: { wants: (p) => p.posao_otkazivanje, unsubscribe: 'staffCancel' },
  staffMovedAway: { wants: (p) => p.posao_izmena, unsubscribe: 'staffChange' },
};

/**
 * A move to another employee is two notices: the new employee hears of a new booking, the one
 * who had it that it went to a colleague (their calendar entry cancelled). Any other notice goes
 * to the booking's employee as it is.
 */
async function staffJobsOf(trx: Executor, config: Config, row: BookingRow, p: NoticePayload, now: Date): Promise<NewJob[]> {
  if (p.staff !== 'staffMoved' || p.ranijiZaposleni === undefined || p.ranijiZaposleni === row.zaposleni_user_id) {
    return staffJobs(trx, config, row, p, row.zaposleni_user_id, now);
  }
  return [
    ...(await staffJobs(trx, config, row, { ...p, staff: 'staffNew' }, row.zaposleni_user_id, now)),
    ...(await staffJobs(trx, config, row, { ...p, staff: 'staffMovedAway' }, p.ranijiZaposleni, now)),
  ];
}

/**
 * The employee who will serve the booking hears of it when someone else made, moved or cancelled
 * it: a mail (with the booking's calendar entry, as the business's mails) and a push, as they
 * chose. Nobody is told what they did themselves.
 */
async function staffJobs(trx: Executor, config: Config, row: BookingRow, p: NoticePayload, userId: number | null, now: Date): Promise<NewJob[]> {
  const event = p.staff!;
  if (userId === null || userId === p.actor) return [];
  const person = await recipientOf(trx, userId);
  if (!person || !STAFF_CHOICE[event].wants(person)) return [];
  const path = person.role === 'Employee' ? '/employee' : '/entity/edit';
  const jobs = channelJobs(person, noticeOf(config, row, event, path), false, now);
  if (person.kanal_email && person.email) {
    const email = person.email.toLowerCase();
    const mailedAlready = p.businessMailed && (await businessRecipients(trx, row.entitet_id)).some((r) => r.email === email);
    if (!mailedAlready) {
      const jezik = person.jezik === 'en' ? 'en' : 'sr';
      const view = {
        ...mailView(config, [row], `${config.publicUrl}${path}`),
        ime: '',
        ...(p.ranije ? { ranije: p.ranije } : {}),
        kupac: row.korisnik_ime ?? '—',
        telefon: row.korisnik_telefon,
        napomena: row.napomena,
      };
      jobs.push(
        mailJob(person.email, {
          ...businessBookingMail(jezik, staffMailEvent(event, row), view),
          // The one who had it: their calendar's entry is cancelled (same UID, METHOD:CANCEL).
          attachments: [icsAttachment(config, event === 'staffMovedAway' ? { ...row, status: 'cancelled' } : row, 'business')],
          unsubscribeUrl: unsubscribeUrl(config.publicUrl, config.jwtSecret, userId, STAFF_CHOICE[event].unsubscribe),
        }),
      );
    }
  }
  return jobs;
}

function staffMailEvent(event: StaffEvent, row: BookingRow): BusinessEvent {
  if (event === 'staffNew') return row.status === 'pending' ? 'newPending' : 'newConfirmed';
  if (event === 'staffMovedAway') return 'movedAway';
  return event === 'staffMoved' ? 'rescheduled' : 'cancelled';
}
