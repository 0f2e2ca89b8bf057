import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import {
  businessBookingMail,
  customerBookingMail,
  enqueueJob,
  mailJob,
  senderAddress,
  type BookingMailView,
  type BusinessEvent,
  type CustomerEvent,
  type MailAttachment,
  type NewJob,
  unsubscribeUrl,
} from '../notifications/index.ts';
import { instantToWall } from '@zakazi/contract/calendar';
import { bookingIcs, calendarMethod } from './ics.ts';
import { businessRecipients, type BookingRow, type Recipient } from './queries.ts';

/** The customer's appointments ("Moji termini"), where a mail's link and a push's tap take them. */
export const CUSTOMER_PAGE = '/termini';

type Executor = Kysely<Database>;

/**
 * Who is mailed about a booking, in the transaction of the change (the job queue sends after the
 * commit; CONTRACT.md "Third release", Notifications). The customer hears of every change, their
 * own included (one confirmation of their own booking, move or cancellation); the business of
 * what others did: a customer's booking, move or cancellation, and a request that expired. The
 * business's own people are not told what they did themselves (a confirmation, a rejection, a
 * move, a cancellation, a desk booking). Every booking mail carries the booking's calendar entry
 * as it stands now (ics.ts), so each recipient's calendar follows the booking, to its removal.
 */
export async function mailCustomer(trx: Executor, config: Config, row: BookingRow | BookingRow[], event: CustomerEvent, ranije?: BookingMailView['ranije']): Promise<void> {
  const job = customerMail(config, row, event, ranije);
  if (job) await enqueueJob(trx, job);
}

/**
 * mailCustomer's job, or null when the customer gets no mail (no address, or mails of changes
 * turned off). A visit of several services (its parts, in order) is one mail naming every part,
 * with every part's calendar entry (one entry per part: decision 062).
 */
export function customerMail(config: Config, row: BookingRow | BookingRow[], event: CustomerEvent, ranije?: BookingMailView['ranije']): NewJob | null {
  const parts = Array.isArray(row) ? row : [row];
  const first = parts[0]!;
  if (!first.korisnik_email) return null; // erased or disabled account, or a desk booking without an address
  // The customer's preferences: the reminder has its own switch (reminderJob); every other
  // booking mail tells of a change of the booking and follows promeneStatusa; all go by mail
  // only while the customer keeps that channel (kanali.email).
  if (event !== 'reminder' && !first.korisnik_promene_statusa) return null;
  if (!first.korisnik_kanal_email) return null;
  const view = { ...mailView(config, parts, `${config.publicUrl}${CUSTOMER_PAGE}`), ranije };
  // An account's booking mails may be turned off in one click (RFC 8058); a walk-in's have no account to change.
  const unsubscribe = first.user_id === null ? {} : { unsubscribeUrl: unsubscribeUrl(config.publicUrl, config.jwtSecret, first.user_id, event === 'reminder' ? 'reminder' : 'changes') };
  return mailJob(first.korisnik_email, { ...customerBookingMail(first.korisnik_jezik, event, view), attachments: parts.map((p) => icsAttachment(config, p, 'customer')), ...unsubscribe });
}

/** Mails the business (its owner's and its own address) about what someone else did. */
export async function mailBusiness(trx: Executor, config: Config, row: BookingRow | BookingRow[], event: BusinessEvent, ranije?: BookingMailView['ranije']): Promise<void> {
  const first = Array.isArray(row) ? row[0]! : row;
  for (const job of businessMails(config, row, event, await businessRecipients(trx, first.entitet_id), ranije)) await enqueueJob(trx, job);
}

/** mailBusiness's jobs, one per recipient (a visit: one mail naming every part, as the customer's). */
export function businessMails(config: Config, row: BookingRow | BookingRow[], event: BusinessEvent, recipients: Recipient[], ranije?: BookingMailView['ranije']): NewJob[] {
  const parts = Array.isArray(row) ? row : [row];
  const first = parts[0]!;
  const view = { ...mailView(config, parts, `${config.publicUrl}/entity/edit`), ranije, kupac: first.korisnik_ime ?? '—', telefon: first.korisnik_telefon, napomena: first.napomena };
  const attachments = parts.map((p) => icsAttachment(config, p, 'business'));
  return recipients.map((to) => mailJob(to.email, { ...businessBookingMail(to.jezik, event, view), attachments }));
}

/** Whose calendar the entry is for: the title names the business for the customer, the customer for the business. */
export type Audience = 'customer' | 'business';

/** The booking's calendar entry as it stands now (its status, its time, its calendar version). */
export function icsFor(config: Config, row: BookingRow, audience: Audience): string {
  const customer = row.korisnik_ime ?? '—';
  const summary = audience === 'customer' ? `${row.usluga_naziv} @ ${row.entitet_naziv}` : `${row.usluga_naziv}: ${customer}`;
  const description = [
    `${row.usluga_naziv} — ${row.zaposleni_ime}`,
    ...(audience === 'business' ? [[customer, row.korisnik_telefon].filter(Boolean).join(', ')] : []),
    row.napomena ?? '',
  ].filter(Boolean).join('\n');
  // The business organizes the visit. Without an address of its own, the service's sender
  // address stands in (an ORGANIZER is a mailto: address); with one, the service sends on its behalf.
  const sender = senderAddress(config.mailFrom);
  return bookingIcs(
    {
      id: row.id,
      status: row.status,
      sequence: row.kalendar_sekvenca,
      pocetak: new Date(row.pocetak),
      kraj: new Date(row.kraj),
      summary,
      description,
      adresa: row.adresa,
      organizer: { name: row.entitet_naziv, email: row.entitet_email ?? sender, sentBy: row.entitet_email ? sender : null },
      attendee: row.korisnik_email ? { name: customer, email: row.korisnik_email } : null,
    },
    { domain: new URL(config.publicUrl).hostname, url: `${config.publicUrl}${audience === 'customer' ? CUSTOMER_PAGE : '/entity/edit'}` },
  );
}

export function icsAttachment(config: Config, row: BookingRow, audience: Audience): MailAttachment {
  return {
    filename: `zakazivanje-${row.id}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${calendarMethod(row.status)}`,
    content: icsFor(config, row, audience),
  };
}

export function mailView(config: Config, parts: BookingRow[], link: string): BookingMailView {
  const row = parts[0]!;
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
    delovi: parts.length > 1 ? parts.map((p) => ({ usluga: p.usluga_naziv, zaposleni: p.zaposleni_ime, vreme: instantToWall(new Date(p.pocetak), p.vremenska_zona).vreme })) : undefined,
  };
}
