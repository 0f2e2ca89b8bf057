import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths, type Zakazivanje } from '@zakazi/contract';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { bookBody, bookingWorld, listen, nextWeekday, type BookingWorld } from '../../../test/support/booking.ts';
import { calendarOf } from '../../../test/support/calendar-file.ts';
import { addBooking, createUser } from '../../../test/support/factories.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';
import { addDays, minutesOf, wallToInstant, weekdayOf } from '@zakazi/contract/calendar';

const HOUR = 3600_000;

describe('reschedule: the same booking at a new time, atomically', { timeout: 300_000 }, () => {
  const { ctx, sink } = useTestContextWithMail();

  const move = (id: number, token: string, payload: object) => ctx.app.inject({ method: 'POST', url: bookingPaths.reschedule(id), headers: bearer(token), payload });
  /** Everything a refused move must leave alone: the row and its history. */
  const snapshot = async (id: number) => ({
    row: (await sql`SELECT termin::text, zaposleni_id, status FROM zakazivanje WHERE id = ${id}`.execute(ctx.db)).rows[0],
    history: (await sql`SELECT count(*)::int AS n FROM zakazivanje_promena WHERE zakazivanje_id = ${id}`.execute(ctx.db)).rows[0],
  });
  const at = (datum: string, vreme: string) => wallToInstant(datum, minutesOf(vreme), 'Europe/Belgrade')!;

  test('the customer moves a confirmed booking: same id, new time, pending again, history keeps the old time, both sides mailed with SEQUENCE 1', async () => {
    const w = await bookingWorld(ctx);
    const day = nextWeekday(2, 3);
    const id = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, '10:00'), status: 'confirmed' });
    // 10:15 overlaps the booking's own 10:00–10:30: its own time does not count as taken.
    const res = await move(id, w.customer.token, { datum: day, vreme: '10:15' });
    assert.equal(res.statusCode, 200, res.body);
    const moved = res.json() as Zakazivanje;
    assert.equal(moved.id, id);
    assert.equal(moved.datum, day);
    assert.equal(moved.vreme, '10:15');
    assert.equal(moved.status, 'pending', "a customer's move makes a confirmed booking a request again");
    const history = await sql<{ stari: string }>`SELECT lower(stari_termin) AS stari FROM zakazivanje_promena WHERE zakazivanje_id = ${id} AND stari_termin IS NOT NULL`.execute(ctx.db);
    assert.deepEqual(history.rows.map((r) => new Date(r.stari).toISOString()), [at(day, '10:00').toISOString()]);

    const customerMail = await sink.nextMail(w.customer.email);
    assert.match(customerMail.subject, /Termin je pomeren/);
    assert.match(customerMail.text, /Ranije vreme: .* u 10:00/);
    const entry = calendarOf(customerMail)!;
    assert.match(entry.uid, new RegExp(`^zakazivanje-${id}@`));
    assert.equal(entry.sequence, 1);
    assert.equal(entry.status, 'TENTATIVE', 'pending again');
    const ownerMail = await sink.nextMail(w.owner.email);
    assert.match(ownerMail.subject, /Termin je pomeren: 10:15/);
    assert.equal(calendarOf(ownerMail)?.sequence, 1);

    // A second move: the history keeps both earlier times, the sequence grows.
    assert.equal((await move(id, w.customer.token, { datum: day, vreme: '11:00' })).statusCode, 200);
    assert.equal((await sql<{ n: number }>`SELECT count(*)::int AS n FROM zakazivanje_promena WHERE zakazivanje_id = ${id} AND stari_termin IS NOT NULL`.execute(ctx.db)).rows[0]!.n, 2);
    assert.equal(calendarOf(await sink.nextMail(w.customer.email))?.sequence, 2);
  });

  test('the business (owner or booked employee) moves it any time before the start, to another of its employees, keeping the status', async () => {
    const w = await bookingWorld(ctx, { employees: [{}, {}] });
    const second = (await ctx.db.selectFrom('zaposleni').select('id').where('entitet_id', '=', w.businessId).where('id', '!=', w.zaposleniId).executeTakeFirstOrThrow()).id;
    const start = new Date(Math.floor((Date.now() + 30 * HOUR) / 60_000) * 60_000);
    const day = nextWeekday(3, 3);
    const id = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start, status: 'confirmed' });
    const res = await move(id, w.owner.token, { datum: day, vreme: '09:30', zaposleniId: second });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as Zakazivanje).status, 'confirmed');
    assert.equal((res.json() as Zakazivanje).zaposleniId, second);
    assert.ok('korisnikIme' in res.json(), 'the business side sees who booked it');
    const byEmployee = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, '14:00'), status: 'pending' });
    const res2 = await move(byEmployee, w.employee.token, { datum: day, vreme: '15:00' });
    assert.equal(res2.statusCode, 200, res2.body);
    assert.equal((res2.json() as Zakazivanje).status, 'pending');
  });

  test('every refused move leaves the booking exactly as it was, with the contract body', async () => {
    const w = await bookingWorld(ctx);
    const elsewhere = await bookingWorld(ctx);
    const day = nextWeekday(4, 3);
    const id = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: at(day, '10:00'), status: 'confirmed' });
    await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.otherCustomer.id, start: at(day, '12:00'), status: 'pending' });
    const before = await snapshot(id);
    const yesterday = addDays(nextWeekday(4, 0), -7);
    const refusals: [string, string, object, number, string][] = [
      ['taken', w.customer.token, { datum: day, vreme: '12:15' }, 409, 'slot-taken'],
      ['off the grid', w.customer.token, { datum: day, vreme: '12:07' }, 409, 'slot-taken'],
      ['outside working hours', w.customer.token, { datum: day, vreme: '18:00' }, 409, 'slot-taken'],
      ['in the past', w.customer.token, { datum: yesterday, vreme: '10:00' }, 409, 'slot-taken'],
      ["another business's employee", w.customer.token, { datum: day, vreme: '14:00', zaposleniId: elsewhere.zaposleniId }, 404, 'not-found'],
      ['not the booking of the caller', w.otherCustomer.token, { datum: day, vreme: '14:00' }, 403, 'forbidden'],
      ["another business's owner", elsewhere.owner.token, { datum: day, vreme: '14:00' }, 403, 'forbidden'],
      ['a bad time', w.customer.token, { datum: day, vreme: '25:00' }, 400, 'bad-request'],
      ['a NUL in the date', w.customer.token, { datum: `${day}\u0000`, vreme: '14:00' }, 400, 'bad-request'],
    ];
    for (const [what, token, payload, status, error] of refusals) {
      const res = await move(id, token, payload);
      assert.equal(res.statusCode, status, `${what}: ${res.body}`);
      assert.equal(res.json().error, error, what);
      assert.equal(typeof res.json().message, 'string', what);
      assert.deepEqual(await snapshot(id), before, `${what}: nothing changed`);
    }
    // Finished bookings do not move.
    await ctx.db.updateTable('zakazivanje').set({ status: 'cancelled' }).where('id', '=', id).execute();
    const cancelled = await move(id, w.owner.token, { datum: day, vreme: '14:00' });
    assert.equal(cancelled.statusCode, 409);
    assert.equal(cancelled.json().error, 'invalid-transition');
    assert.equal((await move(999_999, w.customer.token, { datum: day, vreme: '14:00' })).statusCode, 404);
  });

  test('cancellation window: the customer gets 409 too-late inside otkazivanjeSati, the business never; 0 = until the start', async () => {
    const w = await bookingWorld(ctx);
    const day = nextWeekday(5, 3);
    const soon = new Date(Math.floor((Date.now() + 10 * HOUR) / 60_000) * 60_000);
    const mk = () => addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start: soon, status: 'confirmed' });
    const id = await mk();
    const before = await snapshot(id);
    for (const url of [bookingPaths.reschedule(id), bookingPaths.cancel(id)]) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(w.customer.token), payload: { datum: day, vreme: '10:00' } });
      assert.equal(res.statusCode, 409, url);
      assert.equal(res.json().error, 'too-late', url);
    }
    assert.deepEqual(await snapshot(id), before);
    // The business's settings: a window of 0 lets the customer change it until the start.
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/Entitet/${w.businessId}`, headers: bearer(w.owner.token), payload: { otkazivanjeSati: 0 } });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(put.json().otkazivanjeSati, 0);
    assert.equal((await ctx.app.inject({ method: 'PUT', url: `/api/Entitet/${w.businessId}`, headers: bearer(w.owner.token), payload: { otkazivanjeSati: 169 } })).statusCode, 400);
    assert.equal((await move(id, w.customer.token, { datum: day, vreme: '10:00' })).statusCode, 200);
    const other = await mk();
    assert.equal((await ctx.app.inject({ method: 'POST', url: bookingPaths.cancel(other), headers: bearer(w.customer.token) })).statusCode, 200);
    // Back to 24 h: the business still moves and cancels a booking 10 h ahead.
    await ctx.db.updateTable('entitet').set({ otkazivanje_sati: 24 }).where('id', '=', w.businessId).execute();
    const third = await mk();
    assert.equal((await move(third, w.owner.token, { datum: day, vreme: '11:00' })).statusCode, 200);
    const fourth = await mk();
    assert.equal((await ctx.app.inject({ method: 'POST', url: bookingPaths.cancel(fourth), headers: bearer(w.employee.token) })).statusCode, 200);
  });

  test('the business page shows the window (default 24)', async () => {
    const w = await bookingWorld(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/Entitet/${w.businessId}` });
    assert.equal(res.json().otkazivanjeSati, 24);
  });

  test('a 50-way race of reschedules and new bookings onto one time: exactly one holder, every refused booking unchanged', async () => {
    const w: BookingWorld = await bookingWorld(ctx);
    const url = await listen(ctx.app);
    const target = nextWeekday(1, 10);
    // 25 bookings of 25 customers on the five working days before the target, five a day.
    const days: string[] = [];
    for (let d = addDays(target, -1); days.length < 5; d = addDays(d, -1)) if (weekdayOf(d) <= 5) days.push(d);
    const customers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const u = await createUser(ctx.db, { role: 'RegularUser' });
        return { id: u.id, token: await tokenFor(ctx, { id: u.id, role: 'RegularUser' }) };
      }),
    );
    const movers = await Promise.all(
      customers.slice(0, 25).map(async (c, i) => ({
        ...c,
        booking: await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: c.id, start: at(days[i % 5]!, ['09:00', '10:00', '11:00', '12:00', '13:00'][Math.floor(i / 5)]!), status: 'confirmed' }),
      })),
    );
    const before = new Map(await Promise.all(movers.map(async (m) => [m.booking, await snapshot(m.booking)] as const)));
    const post = (path: string, token: string, body: object) =>
      fetch(`${url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error?: string; id?: number },
      }));
    const answers = await Promise.all([
      ...movers.map((m) => post(bookingPaths.reschedule(m.booking), m.token, { datum: target, vreme: '15:00' }).then((a) => ({ ...a, moved: m.booking }))),
      ...customers.slice(25).map((c) => post(bookingPaths.book, c.token, bookBody(w, target, '15:00')).then((a) => ({ ...a, moved: null }))),
    ]);
    const won = answers.filter((a) => a.status === 200 || a.status === 201);
    const refused = answers.filter((a) => a.status === 409 && a.body.error === 'slot-taken');
    assert.equal(won.length, 1, JSON.stringify(answers.filter((a) => a.status !== 409).slice(0, 3)));
    assert.equal(refused.length, 49, JSON.stringify(answers.filter((a) => a.status !== 409 && a.status !== 200 && a.status !== 201).slice(0, 3)));
    const holders = await sql<{ id: number }>`SELECT id FROM zakazivanje WHERE zaposleni_id = ${w.zaposleniId} AND status IN ('pending','confirmed')
                                                AND termin && tstzrange(${at(target, '15:00').toISOString()}::timestamptz, ${at(target, '15:30').toISOString()}::timestamptz)`.execute(ctx.db);
    assert.deepEqual(holders.rows.map((r) => r.id), [won[0]!.body.id]);
    for (const m of movers) {
      if (m.booking === won[0]!.moved) continue;
      assert.deepEqual(await snapshot(m.booking), before.get(m.booking), `booking ${m.booking} unchanged`);
    }
  });
});
