import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths, type Zakazivanje } from '@zakazi/contract';
import { bearer } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, nextWeekday, runDueJobs, type BookingWorld } from '../../../test/support/booking.ts';
import { calendarOf, readCalendar, type CalendarFile } from '../../../test/support/calendar-file.ts';
import type { ReceivedMail } from '../../../test/support/smtp-sink.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

/**
 * CONTRACT.md "Third release", Notifications: every booking mail, to the customer and to the
 * business, carries the booking's calendar entry (same UID, a SEQUENCE above any sent before;
 * pending TENTATIVE, confirmed CONFIRMED, cancelled/rejected/expired METHOD:CANCEL with
 * STATUS:CANCELLED; the business as ORGANIZER), and the business's people are not mailed about
 * what they did themselves. Each mail is read as received over SMTP (mailparser) and its entry
 * with ical.js, independently of ical-generator, which wrote it.
 */
describe('calendar entries in booking mails, and who is mailed', { timeout: 120_000 }, () => {
  const { ctx, sink } = useTestContextWithMail({ PUBLIC_URL: 'https://zakazi.example', MAIL_FROM: 'Zakaži <no-reply@zakazi.rs>' });
  const BUSINESS_MAIL = 'recepcija@example.test';

  const world = () => bookingWorld(ctx, { email: BUSINESS_MAIL, naziv: 'Ordinacija "Osmeh"' });
  const post = (url: string, token: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async (url: string, token: string, payload?: object) => {
    const res = await post(url, token, payload);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Zakazivanje;
  };

  /** Every mail the job queue holds has been handed to SMTP (or given up), so a mail not received now was never sent. */
  async function settled(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM job WHERE kind = 'mail' AND done_at IS NULL AND failed_at IS NULL`.execute(ctx.db);
      if (rows[0]!.n === 0) return;
      if (Date.now() > deadline) throw new Error(`${rows[0]!.n} mails still queued`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** The business side's addresses: its owner's and its own. */
  const businessSide = (w: BookingWorld) => [w.owner.email, BUSINESS_MAIL];
  /** How many mails the business side has received so far. */
  const businessCount = (w: BookingWorld) => businessSide(w).map((a) => sink.mailsTo(a).length);

  /** The calendar entry of a mail, which every booking mail must have. */
  function entryOf(mail: ReceivedMail): CalendarFile {
    const entry = calendarOf(mail);
    assert.ok(entry, `"${mail.subject}" carries a calendar entry`);
    return entry;
  }
  function assertEntry(entry: CalendarFile, want: { status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'; uid: string; sequence: number }): void {
    assert.equal(entry.uid, want.uid);
    assert.equal(entry.sequence, want.sequence, 'SEQUENCE');
    assert.equal(entry.status, want.status);
    assert.equal(entry.method, want.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH');
    assert.equal(entry.partMethod, entry.method, "the mail part's method parameter agrees (RFC 6047)");
    assert.deepEqual(entry.organizer, { cn: "Ordinacija 'Osmeh'", address: BUSINESS_MAIL, sentBy: 'mailto:no-reply@zakazi.rs' }, 'the business organizes it');
  }

  test('a request, moved by the customer, then rejected: every mail carries the entry, and the rejection removes it', async () => {
    const w = await world();
    const day = nextWeekday(3, 3);
    const made = await book(ctx, w.customer.token, bookBody(w, day, '10:00'));
    assert.equal(made.statusCode, 201, made.body);
    const id = (made.json() as Zakazivanje).id;
    const uid = `zakazivanje-${id}@zakazi.example`;

    // Made: the customer and the business have it as TENTATIVE.
    const requested = entryOf(await sink.nextMail(w.customer.email));
    assertEntry(requested, { status: 'TENTATIVE', uid, sequence: 0 });
    assert.deepEqual(requested.attendees.map((a) => a.address), [w.customer.email]);
    for (const address of businessSide(w)) assertEntry(entryOf(await sink.nextMail(address)), { status: 'TENTATIVE', uid, sequence: 0 });

    // The customer moves it: both get the moved entry, a newer version.
    assert.equal((await post(bookingPaths.reschedule(id), w.customer.token, { datum: day, vreme: '11:00' })).statusCode, 200);
    assertEntry(entryOf(await sink.nextMail(w.customer.email)), { status: 'TENTATIVE', uid, sequence: 1 });
    for (const address of businessSide(w)) {
      const mail = await sink.nextMail(address);
      assert.match(mail.subject, /Termin je pomeren/);
      assertEntry(entryOf(mail), { status: 'TENTATIVE', uid, sequence: 1 });
    }

    // The business rejects it: the customer's entry is cancelled; the business did it and is not mailed.
    const before = businessCount(w);
    await ok(bookingPaths.reject(id), w.owner.token, { razlog: 'Bolovanje' });
    const rejected = await sink.nextMail(w.customer.email);
    assert.match(rejected.subject, /Termin je odbijen/);
    assertEntry(entryOf(rejected), { status: 'CANCELLED', uid, sequence: 2 });
    await settled();
    assert.deepEqual(businessCount(w), before, 'the business is not mailed about its own rejection');

    // The downloadable file is the same version as the last one mailed.
    const file = await ctx.app.inject({ method: 'GET', url: bookingPaths.bookingIcs(id), headers: bearer(w.customer.token) });
    assert.equal(file.statusCode, 200);
    const downloaded = readCalendar(file.body);
    assert.deepEqual([downloaded.method, downloaded.status, downloaded.sequence, downloaded.uid], ['CANCEL', 'CANCELLED', 2, uid]);
  });

  test("confirmed, reminded, moved and cancelled by the business: the customer's calendar follows each step; the business hears of none of its own", async () => {
    const w = await world();
    const day = nextWeekday(4, 3);
    const id = ((await book(ctx, w.customer.token, bookBody(w, day, '09:00'))).json() as Zakazivanje).id;
    const uid = `zakazivanje-${id}@zakazi.example`;
    await sink.nextMail(w.customer.email);
    for (const address of businessSide(w)) await sink.nextMail(address);
    const before = businessCount(w);

    await ok(bookingPaths.confirm(id), w.owner.token);
    assertEntry(entryOf(await sink.nextMail(w.customer.email)), { status: 'CONFIRMED', uid, sequence: 1 });

    // The reminder mails the entry again: a version above the last one sent, though nothing changed.
    await runDueJobs(ctx, 'booking-reminder');
    const reminder = await sink.nextMail(w.customer.email);
    assert.match(reminder.subject, /Podsetnik/);
    assertEntry(entryOf(reminder), { status: 'CONFIRMED', uid, sequence: 2 });

    // The owner drags it to another time: the customer is told, the owner is not.
    assert.equal((await post(bookingPaths.reschedule(id), w.owner.token, { datum: day, vreme: '13:00' })).statusCode, 200);
    const moved = await sink.nextMail(w.customer.email);
    assert.match(moved.subject, /Termin je pomeren/);
    const movedEntry = entryOf(moved);
    assertEntry(movedEntry, { status: 'CONFIRMED', uid, sequence: 3 });
    assert.equal(movedEntry.start.getTime(), new Date(((await ctx.app.inject({ method: 'GET', url: bookingPaths.booking(id), headers: bearer(w.customer.token) })).json() as Zakazivanje).pocetak).getTime());

    await ok(bookingPaths.cancel(id), w.owner.token, { razlog: 'Kvar' });
    assertEntry(entryOf(await sink.nextMail(w.customer.email)), { status: 'CANCELLED', uid, sequence: 4 });
    await settled();
    assert.deepEqual(businessCount(w), before, "the business is mailed about none of its own confirmation, move and cancellation");
  });

  test("the customer cancels a request: the customer's own confirmation and the business's mail both remove the entry", async () => {
    const w = await world();
    const id = ((await book(ctx, w.customer.token, bookBody(w, nextWeekday(5, 3), '10:00'))).json() as Zakazivanje).id;
    const uid = `zakazivanje-${id}@zakazi.example`;
    await sink.nextMail(w.customer.email);
    for (const address of businessSide(w)) await sink.nextMail(address);
    await ok(bookingPaths.cancel(id), w.customer.token);
    assertEntry(entryOf(await sink.nextMail(w.customer.email)), { status: 'CANCELLED', uid, sequence: 1 });
    for (const address of businessSide(w)) assertEntry(entryOf(await sink.nextMail(address)), { status: 'CANCELLED', uid, sequence: 1 });
  });
});
