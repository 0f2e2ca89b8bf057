import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import {
  businessBookingMail,
  customerBookingMail,
  enqueueJob,
  mailJob,
  type BookingMailView,
  type BusinessEvent,
  type CustomerEvent,
  type MailAttachment,
  type NewJob,
} from '../notifications/index.ts';
import { instantToWall } from '@zakazi/contract/calendar';
import { bookingIcs } from './ics.ts';
import { businessRecipients, type BookingRow, type Recipient } from './queries.ts';

type Executor = Kysely<Database>;

/**
 * Who is mailed about a booking, in the transaction of the change (the outbox sends after the
 * commit). The customer hears of every change; the business of new bookings and of customers'
 * cancellations. Mails about a confirmed booking carry its calendar entry; a cancellation of a
 * confirmed booking carries the entry that removes it.
 */
export async function mailCustomer(
  trx: Executor,
  config: Config,
  row: BookingRow,
  event: CustomerEvent,
  ics: 'publish' | 'cancel' | 'none' = 'none',
  ranije?: BookingMailView['ranije'],
): Promise<void> {
  const job = customerMail(config, row, event, ics, ranije);
  if (job) await enqueueJob(trx, job);
}

/** mailCustomer's job, or null when the customer gets no mail (no address, or mails of changes turned off). */
export function customerMail(config: Config, row: BookingRow, event: CustomerEvent, ics: 'publish' | 'cancel' | 'none' = 'none', ranije?: BookingMailView['ranije']): NewJob | null {
  if (!row.korisnik_email) return null; // erased or disabled account
  // The customer's preferences: the reminder has its own switch (reminderJob); every other
  // booking mail tells of a change of the booking and follows promeneStatusa.
  if (event !== 'reminder' && !row.korisnik_promene_statusa) return null;
  const view = { ...mailView(config, row, `${config.publicUrl}/profile`), ranije };
  const attachments: MailAttachment[] = ics === 'none' ? [] : [icsAttachment(config, row, ics === 'cancel')];
  return mailJob(row.korisnik_email, { ...customerBookingMail(row.korisnik_jezik, event, view), attachments });
}

/** A moved booking's mail to the business carries its updated calendar entry (same UID, higher SEQUENCE). */
export async function mailBusiness(trx: Executor, config: Config, row: BookingRow, event: BusinessEvent, ranije?: BookingMailView['ranije']): Promise<void> {
  for (const job of businessMails(config, row, event, await businessRecipients(trx, row.entitet_id), ranije)) await enqueueJob(trx, job);
}

/** mailBusiness's jobs, one per recipient. */
export function businessMails(config: Config, row: BookingRow, event: BusinessEvent, recipients: Recipient[], ranije?: BookingMailView['ranije']): NewJob[] {
  const view = { ...mailView(config, row, `${config.publicUrl}/entity/edit`), ranije, kupac: row.korisnik_ime ?? '—', telefon: row.korisnik_telefon, napomena: row.napomena };
  const attachments: MailAttachment[] = event === 'rescheduled' ? [icsAttachment(config, row, false)] : [];
  return recipients.map((to) => mailJob(to.email, { ...businessBookingMail(to.jezik, event, view), attachments }));
}

export function icsFor(config: Config, row: BookingRow, cancelled = row.status === 'cancelled' || row.status === 'rejected'): string {
  return bookingIcs(
    {
      id: row.id,
      pocetak: new Date(row.pocetak),
      kraj: new Date(row.kraj),
      uslugaNaziv: row.usluga_naziv,
      entitetNaziv: row.entitet_naziv,
      zaposleniIme: row.zaposleni_ime,
      adresa: row.adresa,
      napomena: row.napomena,
      cancelled,
      // every move and the cancellation publish a newer version of the same UID
      sequence: row.pomeranja + (cancelled ? 1 : 0),
    },
    { domain: new URL(config.publicUrl).hostname, url: `${config.publicUrl}/profile` },
  );
}

function icsAttachment(config: Config, row: BookingRow, cancelled: boolean): MailAttachment {
  return { filename: `zakazivanje-${row.id}.ics`, contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`, content: icsFor(config, row, cancelled) };
}

function mailView(config: Config, row: BookingRow, link: string): BookingMailView {
  const { datum, vreme } = instantToWall(new Date(row.pocetak), row.vremenska_zona);
  return {
    ime: row.korisnik_ime ?? '',
    usluga: row.usluga_naziv,
    entitet: row.entitet_naziv,
    zaposleni: row.zaposleni_ime,
    datum,
    vreme,
    adresa: row.adresa,
    razlog: row.razlog,
    link,
  };
}
