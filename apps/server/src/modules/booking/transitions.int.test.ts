import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths, type Zakazivanje } from '@zakazi/contract';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, freeSlots, nextWeekday, runDueJobs, secondApp, type BookingWorld } from '../../../test/support/booking.ts';
import { calendarOf } from '../../../test/support/calendar-file.ts';
import { addBooking, createUser } from '../../../test/support/factories.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

const HOUR = 3600_000;

describe('booking transitions: who may make which, when, and what it mails', { timeout: 120_000 }, () => {
  const { ctx, sink } = useTestContextWithMail();
  let sysadminToken: string;

  before(async () => {
    const sysadmin = await createUser(ctx.db, { role: 'SystemAdministrator' });
    sysadminToken = await tokenFor(ctx, { id: sysadmin.id, role: 'SystemAdministrator' });
  });

  /** A fresh business with a booking of its customer starting `startInHours` from now. */
  async function scenario(startInHours: number, status: 'pending' | 'confirmed' = 'pending'): Promise<{ w: BookingWorld; id: number }> {
    const w = await bookingWorld(ctx, { adresa: { ulica: 'Bulevar', broj: '5', grad: 'Novi Sad', postanskiBroj: '21000' } });
    const start = new Date(Math.floor((Date.now() + startInHours * HOUR) / 60_000) * 60_000);
    const id = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start, status });
    return { w, id };
  }
  const post = (url: string, token: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** A transition the booking allows: 200 and the booking as it is now. */
  const transition = async (url: string, token: string, payload?: object) => {
    const res = await post(url, token, payload);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Zakazivanje;
  };
  /** A transition the booking's status (or its time) does not allow. */
  const refused = async (url: string, token: string) => assert.equal((await post(url, token)).json().error, 'invalid-transition');
  const statusOf = async (id: number) => (await ctx.db.selectFrom('zakazivanje').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  test('confirm: the owner or the booked employee; pending → confirmed; the customer gets the calendar entry', async () => {
    const { w, id } = await scenario(48);
    for (const token of [w.customer.token, w.otherCustomer.token, sysadminToken, (await bookingWorld(ctx)).owner.token, (await bookingWorld(ctx)).employee.token]) {
      assert.equal((await post(bookingPaths.confirm(id), token)).statusCode, 403);
    }
    assert.equal(await statusOf(id), 'pending');
    assert.equal((await transition(bookingPaths.confirm(id), w.owner.token)).status, 'confirmed');
    const mail = await sink.nextMail(w.customer.email);
    assert.match(mail.subject, /Termin je potvrđen/);
    const entry = calendarOf(mail)!;
    assert.equal(entry.method, 'PUBLISH');
    assert.equal(entry.status, 'CONFIRMED');
    assert.match(entry.uid, new RegExp(`^zakazivanje-${id}@`));
    assert.equal(entry.location, 'Bulevar 5, 21000 Novi Sad');
    const again = await post(bookingPaths.confirm(id), w.employee.token);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'invalid-transition');
    const history = await ctx.db.selectFrom('zakazivanje_promena').select(['status', 'user_id']).where('zakazivanje_id', '=', id).execute();
    assert.deepEqual(history, [{ status: 'confirmed', user_id: w.owner.id }]);

    const second = await scenario(50);
    assert.equal((await post(bookingPaths.confirm(second.id), second.w.employee.token)).statusCode, 200, 'the booked employee confirms too');
  });

  test('reject: pending → rejected with a reason the customer reads; the time is free again', async () => {
    const w = await bookingWorld(ctx);
    const day = nextWeekday(3);
    const made = (await book(ctx, w.customer.token, bookBody(w, day, '11:00'))).json() as Zakazivanje;
    await sink.nextMail(w.customer.email); // the "request sent" mail
    assert.ok(!(await freeSlots(ctx, w, day)).includes('11:00'));
    const booking = await transition(bookingPaths.reject(made.id), w.employee.token, { razlog: 'Bolovanje' });
    assert.equal(booking.status, 'rejected');
    assert.equal(booking.razlog, 'Bolovanje');
    const mail = await sink.nextMail(w.customer.email);
    assert.match(mail.subject, /Termin je odbijen/);
    assert.match(mail.text, /Razlog: Bolovanje/);
    assert.ok((await freeSlots(ctx, w, day)).includes('11:00'));
    await refused(bookingPaths.reject(made.id), w.owner.token);
    await refused(bookingPaths.cancel(made.id), w.customer.token);
  });

  test('cancel by the customer before the start: the customer and the business are mailed, both with METHOD:CANCEL', async () => {
    const { w, id } = await scenario(30, 'confirmed');
    assert.equal((await post(bookingPaths.cancel(id), w.otherCustomer.token)).statusCode, 403);
    const booking = await transition(bookingPaths.cancel(id), w.customer.token, { razlog: 'ignored for customers' });
    assert.equal(booking.status, 'cancelled');
    assert.equal(booking.razlog, null);
    const mail = await sink.nextMail(w.customer.email);
    assert.match(mail.subject, /Termin je otkazan/);
    const toOwner = await sink.nextMail(w.owner.email);
    assert.match(toOwner.subject, /Termin je otkazan/);
    for (const entry of [calendarOf(mail), calendarOf(toOwner)]) {
      assert.equal(entry?.method, 'CANCEL');
      assert.equal(entry?.status, 'CANCELLED');
      assert.equal(entry?.partMethod, 'CANCEL', 'the part says CANCEL too (RFC 6047)');
    }
  });

  test('cancel by the business with a reason; nobody cancels once it has started', async () => {
    const { w, id } = await scenario(30);
    assert.equal((await transition(bookingPaths.cancel(id), w.owner.token, { razlog: 'Nestanak struje' })).razlog, 'Nestanak struje');
    const mail = await sink.nextMail(w.customer.email);
    assert.match(mail.subject, /je otkazao termin/);
    assert.match(mail.text, /Razlog: Nestanak struje/);
    // The request was in the customer's calendar as TENTATIVE: the mail removes it.
    assert.equal(calendarOf(mail)?.method, 'CANCEL');

    const started = await scenario(-0.1, 'confirmed');
    for (const token of [started.w.customer.token, started.w.owner.token]) {
      const late = await post(bookingPaths.cancel(started.id), token);
      assert.equal(late.statusCode, 409);
      assert.equal(late.json().error, 'invalid-transition');
    }
  });

  // Completed and no-show close a confirmed booking from the business side once its time has come
  // (the end, the start): too early is refused, the customer may not, and the customer is mailed.
  for (const c of [
    {
      name: 'complete: only a confirmed booking that has ended, by the business side',
      url: bookingPaths.complete, startInHours: -2, by: 'employee', status: 'completed', mail: /Hvala na poseti/,
      // a booking never confirmed cannot be completed either
      then: async () => {
        const pendingPast = await scenario(-2);
        await refused(bookingPaths.complete(pendingPast.id), pendingPast.w.owner.token);
      },
    },
    {
      name: 'no-show: a confirmed booking once it has started, by the business side',
      url: bookingPaths.noShow, startInHours: -0.25, by: 'owner', status: 'noShow', mail: /Propušten termin/,
      then: async (past: { w: BookingWorld; id: number }) => refused(bookingPaths.complete(past.id), past.w.owner.token),
    },
  ] as const) {
    test(c.name, async () => {
      const upcoming = await scenario(5, 'confirmed');
      await refused(c.url(upcoming.id), upcoming.w.owner.token);
      const past = await scenario(c.startInHours, 'confirmed');
      assert.equal((await post(c.url(past.id), past.w.customer.token)).statusCode, 403);
      assert.equal((await transition(c.url(past.id), past.w[c.by].token)).status, c.status);
      assert.match((await sink.nextMail(past.w.customer.email)).subject, c.mail);
      await c.then(past);
    });
  }

  test('unknown bookings are 404; bad ids and bodies 400', async () => {
    const { w } = await scenario(30);
    assert.equal((await post(bookingPaths.confirm(99_999_999), w.owner.token)).statusCode, 404);
    assert.equal((await post(bookingPaths.confirm('abc'), w.owner.token)).statusCode, 400);
    assert.equal((await post(bookingPaths.reject(1), w.owner.token, { razlog: 'x'.repeat(501) })).statusCode, 400);
  });

  test('the reminder: 24 h before a confirmed visit, with the calendar entry; none for a cancelled one', async () => {
    const kept = await scenario(72);
    const dropped = await scenario(72);
    for (const s of [kept, dropped]) {
      assert.equal((await post(bookingPaths.confirm(s.id), s.w.owner.token)).statusCode, 200);
      await sink.nextMail(s.w.customer.email); // confirmation
    }
    const job = await ctx.db.selectFrom('job').selectAll().where('dedup_key', '=', `reminder:${kept.id}`).executeTakeFirstOrThrow();
    const { rows } = await sql<{ start: Date }>`SELECT lower(termin) AS start FROM zakazivanje WHERE id = ${kept.id}`.execute(ctx.db);
    assert.equal(new Date(job.run_at).getTime() + 24 * HOUR, rows[0]!.start.getTime(), 'due 24 h before the start');
    assert.equal((await post(bookingPaths.cancel(dropped.id), dropped.w.customer.token)).statusCode, 200);
    await sink.nextMail(dropped.w.customer.email); // cancellation

    await runDueJobs(ctx, 'booking-reminder');
    const reminder = await sink.nextMail(kept.w.customer.email);
    assert.match(reminder.subject, /Podsetnik na termin/);
    assert.deepEqual([calendarOf(reminder)?.method, calendarOf(reminder)?.status], ['PUBLISH', 'CONFIRMED']);
    const done = await ctx.db.selectFrom('job').select(['dedup_key', 'done_at']).where('dedup_key', 'in', [`reminder:${kept.id}`, `reminder:${dropped.id}`]).execute();
    assert.ok(done.every((j) => j.done_at), 'both jobs ran');
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(sink.mailsTo(dropped.w.customer.email).filter((m) => /Podsetnik/.test(m.subject)).length, 0);
  });

  test('automatic completion: a confirmed booking nobody completed completes after its end, through any instance (jobs live in PostgreSQL)', async () => {
    const { w, id } = await scenario(-3);
    assert.equal((await post(bookingPaths.confirm(id), w.owner.token)).statusCode, 200, 'a late confirmation is allowed');
    await sink.nextMail(w.customer.email);
    const job = await ctx.db.selectFrom('job').selectAll().where('dedup_key', '=', `complete:${id}`).executeTakeFirstOrThrow();
    assert.ok(new Date(job.run_at).getTime() > Date.now(), 'due some hours after the end');
    // Another server instance (as after a restart) finds the job in the database and runs it;
    // this one's worker is stopped meanwhile, or it could take the job first.
    await ctx.app.jobWorker.stop();
    const other = await secondApp(ctx);
    try {
      await ctx.db.updateTable('job').set({ run_at: new Date() }).where('id', '=', job.id).execute();
      await other.app.jobWorker.tick();
    } finally {
      await other.close();
      ctx.app.jobWorker.start();
    }
    assert.equal(await statusOf(id), 'completed');
    assert.match((await sink.nextMail(w.customer.email)).subject, /Hvala na poseti/);
    const history = await ctx.db.selectFrom('zakazivanje_promena').select(['status', 'user_id']).where('zakazivanje_id', '=', id).orderBy('id').execute();
    assert.deepEqual(history, [
      { status: 'confirmed', user_id: w.owner.id },
      { status: 'completed', user_id: null },
    ]);
  });

  test('a failing job is retried later, not lost', async () => {
    // (A kind no process handles is not claimed at all: it waits for a process that knows it.)
    ctx.app.jobWorker.handle('always-fails', async () => {
      throw new Error('no luck');
    });
    await ctx.db.insertInto('job').values({ kind: 'always-fails', payload: '{}', run_at: new Date() }).execute();
    await ctx.app.jobWorker.tick();
    const job = await ctx.db.selectFrom('job').selectAll().where('kind', '=', 'always-fails').executeTakeFirstOrThrow();
    assert.equal(job.attempts, 1);
    assert.equal(job.done_at, null);
    assert.equal(job.failed_at, null);
    assert.ok(new Date(job.run_at).getTime() > Date.now());
    assert.match(job.last_error ?? '', /no luck/);
  });
});
