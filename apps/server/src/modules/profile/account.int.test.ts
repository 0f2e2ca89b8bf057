import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths, identityPaths, type Obavestenja, type ObavestenjaBody } from '@zakazi/contract';
import { bearer } from '../../../test/support/auth.ts';
import { bookingWorld, runDueJobs } from '../../../test/support/booking.ts';
import { addBooking } from '../../../test/support/factories.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

const HOUR = 3600_000;

describe('the customer account: name and phone, mail preferences honoured by the mails', { timeout: 120_000 }, () => {
  const { ctx, sink } = useTestContextWithMail();

  const send = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const row = async (id: number) => (await sql<{ ime: string; prezime: string | null; broj_telefona: string | null }>`SELECT ime, prezime, broj_telefona FROM users WHERE id = ${id}`.execute(ctx.db)).rows[0];

  test('PUT /api/Profil changes the own name and phone; NUL, over-long or empty names are 400 and change nothing', async () => {
    const { customer } = await bookingWorld(ctx);
    const res = await send('PUT', identityPaths.profil, customer.token, { ime: ' Jovana ', prezime: 'Jović', brojTelefona: '+381 64 555 6666' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().ime, 'Jovana');
    assert.equal(res.json().brojTelefona, '+381 64 555 6666');
    assert.deepEqual(await row(customer.id), { ime: 'Jovana', prezime: 'Jović', broj_telefona: '+381 64 555 6666' });
    const before = await row(customer.id);
    for (const bad of [{ ime: '' }, { ime: '   ' }, { ime: 'a'.repeat(101) }, { ime: 'Jo\u0000vana' }, { ime: 'Jovana', prezime: 'x\u0000' }, {}, { ime: 'Jovana', brojTelefona: 'not a phone' }]) {
      const r = await send('PUT', identityPaths.profil, customer.token, bad);
      assert.equal(r.statusCode, 400, JSON.stringify(bad));
      assert.equal(r.json().error, 'bad-request');
      assert.deepEqual(await row(customer.id), before, JSON.stringify(bad));
    }
    // Clearing the optional fields.
    const cleared = await send('PUT', identityPaths.profil, customer.token, { ime: 'Jovana' });
    assert.equal(cleared.json().brojTelefona, null);
    assert.equal((await send('PUT', identityPaths.profil, null, { ime: 'X' })).statusCode, 401);
  });

  test('GET/PUT /api/Profil/obavestenja: defaults true, 24, true; only 2 or 24 hours', async () => {
    const { customer } = await bookingWorld(ctx);
    const channels = { kanali: { email: true, push: true, sms: false }, posao: { novo: true, izmena: true, otkazivanje: true, dnevniPregledSat: null } };
    assert.deepEqual((await send('GET', identityPaths.profilObavestenja, customer.token)).json(), { podsetnik: true, podsetnikSati: 24, promeneStatusa: true, ...channels });
    // A body of the first release (no kanali, no posao) is answered as before, the channels unchanged.
    const next: ObavestenjaBody = { podsetnik: false, podsetnikSati: 2, promeneStatusa: false };
    const stored: Obavestenja = { podsetnik: false, podsetnikSati: 2, promeneStatusa: false, ...channels };
    assert.deepEqual((await send('PUT', identityPaths.profilObavestenja, customer.token, next)).json(), stored);
    assert.deepEqual((await send('GET', identityPaths.profilObavestenja, customer.token)).json(), stored);
    const bad = await send('PUT', identityPaths.profilObavestenja, customer.token, { ...next, podsetnikSati: 12 });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual((await send('GET', identityPaths.profilObavestenja, customer.token)).json(), stored);
    assert.equal((await send('GET', identityPaths.profilObavestenja, null)).statusCode, 401);
  });

  /** A confirmed booking of the world's customer `hours` ahead, confirmed by the owner through the API. */
  async function confirmedIn(hours: number) {
    const w = await bookingWorld(ctx);
    const start = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
    const id = await addBooking(ctx.db, { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, userId: w.customer.id, start, status: 'pending' });
    return { w, id, start };
  }

  test('podsetnikSati 2: the reminder is scheduled 2 h before the start', async () => {
    const { w, id, start } = await confirmedIn(72);
    await send('PUT', identityPaths.profilObavestenja, w.customer.token, { podsetnik: true, podsetnikSati: 2, promeneStatusa: true });
    assert.equal((await send('POST', bookingPaths.confirm(id), w.owner.token)).statusCode, 200);
    const job = await ctx.db.selectFrom('job').select('run_at').where('dedup_key', '=', `reminder:${id}`).executeTakeFirstOrThrow();
    assert.equal(new Date(job.run_at).getTime(), start.getTime() - 2 * HOUR);
  });

  test('podsetnik off: no reminder mail, even for a reminder already scheduled', async () => {
    const on = await confirmedIn(72);
    const off = await confirmedIn(72);
    for (const s of [on, off]) {
      assert.equal((await send('POST', bookingPaths.confirm(s.id), s.w.owner.token)).statusCode, 200);
      await sink.nextMail(s.w.customer.email); // the confirmation
    }
    await send('PUT', identityPaths.profilObavestenja, off.w.customer.token, { podsetnik: false, podsetnikSati: 24, promeneStatusa: true });
    await runDueJobs(ctx, 'booking-reminder');
    assert.match((await sink.nextMail(on.w.customer.email)).subject, /Podsetnik/);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(sink.mailsTo(off.w.customer.email).filter((m) => /Podsetnik/.test(m.subject)).length, 0);
  });

  test('promeneStatusa off: no mail when the booking is confirmed or cancelled; on: the mail comes', async () => {
    const quiet = await confirmedIn(72);
    const loud = await confirmedIn(72);
    await send('PUT', identityPaths.profilObavestenja, quiet.w.customer.token, { podsetnik: true, podsetnikSati: 24, promeneStatusa: false });
    for (const s of [quiet, loud]) assert.equal((await send('POST', bookingPaths.confirm(s.id), s.w.owner.token)).statusCode, 200);
    assert.match((await sink.nextMail(loud.w.customer.email)).subject, /Termin je potvrđen/);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(sink.mailsTo(quiet.w.customer.email).length, 0);
    // The business still hears of the customer's cancellation.
    assert.equal((await send('POST', bookingPaths.cancel(quiet.id), quiet.w.customer.token)).statusCode, 200);
    assert.match((await sink.nextMail(quiet.w.owner.email)).subject, /Termin je otkazan/);
    assert.equal(sink.mailsTo(quiet.w.customer.email).length, 0);
  });
});
