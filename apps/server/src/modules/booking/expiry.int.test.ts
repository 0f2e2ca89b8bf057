import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bookingPaths, type BusinessZakazivanje, type Zakazivanje } from '@zakazi/contract';
import { bearer } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, freeSlots, nextWeekday, runDueJobs } from '../../../test/support/booking.ts';
import { calendarOf } from '../../../test/support/calendar-file.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';
import { addDays, minutesOf, todayIn, wallToInstant, weekdayOf } from '@zakazi/contract/calendar';
import { EXPIRE_JOB } from './expiry.ts';

const HOUR = 3600_000;

/**
 * Pending requests expire by the job queue, judged by the app's clock, which this test moves
 * (createTestContext's clock option): jobs are made due with runDueJobs, and the clock decides
 * whether the request's time has come.
 */
describe('pending requests expire when the business does not answer', { timeout: 120_000 }, () => {
  /** how far the app's clock runs ahead of the real one */
  let offset = 0;
  const { ctx, sink } = useTestContextWithMail({ PENDING_EXPIRY_HOURS: '24' }, { clock: () => new Date(Date.now() + offset) });

  const statusOf = async (id: number) => (await ctx.db.selectFrom('zakazivanje').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  test('24 hours after it was made: expired (holding no slot), the customer and the business mailed; not an hour before; the inbox shows the moment', async () => {
    const w = await bookingWorld(ctx);
    const day = nextWeekday(2, 4);
    const early = await book(ctx, w.customer.token, bookBody(w, day, '10:00'));
    assert.equal(early.statusCode, 201, early.body);
    const a = early.json() as Zakazivanje;
    assert.equal(a.status, 'pending');

    const inbox = await ctx.app.inject({ method: 'GET', url: `${bookingPaths.businessBookings(w.businessId)}?od=${day}&do=${day}`, headers: bearer(w.owner.token) });
    assert.equal(inbox.statusCode, 200, inbox.body);
    const shown = (inbox.json() as BusinessZakazivanje[]).find((z) => z.id === a.id)!;
    const left = new Date(shown.istice!).getTime() - Date.now();
    assert.ok(left > 23.9 * HOUR && left <= 24 * HOUR, `expires in ${left / HOUR} h`);

    offset = 23 * HOUR;
    await runDueJobs(ctx, EXPIRE_JOB);
    assert.equal(await statusOf(a.id), 'pending', 'not before its time');

    // The first request's job ran early, doing nothing; a second request's job runs on time.
    offset = 0;
    const b = (await book(ctx, w.otherCustomer.token, bookBody(w, day, '11:00'))).json() as Zakazivanje;
    offset = 24 * HOUR + 2 * 60_000;
    await runDueJobs(ctx, EXPIRE_JOB);
    assert.equal(await statusOf(b.id), 'expired');
    assert.match((await sink.nextMail(w.otherCustomer.email)).subject, /Zahtev za termin je poslat/);
    const mail = await sink.nextMail(w.otherCustomer.email);
    assert.match(mail.subject, /Zahtev za termin je istekao/);
    // The request was in both calendars as TENTATIVE: the customer and the business get the entry that removes it.
    assert.deepEqual([calendarOf(mail)?.method, calendarOf(mail)?.status], ['CANCEL', 'CANCELLED']);
    let toOwner = await sink.nextMail(w.owner.email);
    while (!/istekao/.test(toOwner.subject)) toOwner = await sink.nextMail(w.owner.email); // past the new-request mails
    assert.match(toOwner.subject, /^Zahtev za termin je istekao: 11:00/);
    assert.deepEqual([calendarOf(toOwner)?.method, calendarOf(toOwner)?.uid], ['CANCEL', calendarOf(mail)?.uid]);
    assert.ok((await freeSlots(ctx, w, day)).includes('11:00'), 'an expired request holds no slot');
    const again = await book(ctx, w.customer.token, bookBody(w, day, '11:00'));
    assert.equal(again.statusCode, 201, again.body);

    const view = await ctx.app.inject({ method: 'GET', url: bookingPaths.booking(b.id), headers: bearer(w.owner.token) });
    assert.equal((view.json() as BusinessZakazivanje).status, 'expired');
    assert.equal((view.json() as BusinessZakazivanje).istice, null, 'only pending requests count down');
    // A confirmed booking never expires.
    assert.equal((await ctx.app.inject({ method: 'POST', url: bookingPaths.confirm(again.json().id), headers: bearer(w.owner.token) })).statusCode, 200);
    offset = 30 * HOUR;
    await runDueJobs(ctx, EXPIRE_JOB);
    assert.equal(await statusOf(again.json().id), 'confirmed');
    offset = 0;
  });

  test('earlier when the start comes nearer than the minimum notice', async () => {
    const w = await bookingWorld(ctx);
    let day = addDays(todayIn('Europe/Belgrade'), 4);
    while (weekdayOf(day) > 5) day = addDays(day, 1);
    // The notice is set so that 10:00 that day is 2 hours more than the notice away.
    const start = wallToInstant(day, minutesOf('10:00'), 'Europe/Belgrade')!.getTime();
    const najava = Math.floor((start - Date.now()) / 60_000) - 120;
    assert.ok(najava <= 10080, 'within the notice cap');
    await ctx.db.updateTable('entitet').set({ minimalna_najava_minuta: najava }).where('id', '=', w.businessId).execute();
    const res = await book(ctx, w.customer.token, bookBody(w, day, '10:00'));
    assert.equal(res.statusCode, 201, res.body);
    const id = (res.json() as Zakazivanje).id;
    offset = 1 * HOUR;
    await runDueJobs(ctx, EXPIRE_JOB);
    assert.equal(await statusOf(id), 'pending');
    // 10:30 is due at 2.5 h from now: long before 24 h.
    const other = await book(ctx, w.otherCustomer.token, bookBody(w, day, '10:30'));
    assert.equal(other.statusCode, 201, other.body);
    offset = 2.5 * HOUR + 2 * 60_000;
    await runDueJobs(ctx, EXPIRE_JOB);
    assert.equal(await statusOf(other.json().id), 'expired', 'due at its start minus the notice');
    offset = 0;
  });
});
