import assert from 'node:assert/strict';
import { lookup } from 'node:dns/promises';
import { globalAgent } from 'node:https';
import { hostname } from 'node:os';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bookingPaths, identityPaths, type Obavestenja, type Zakazivanje, type ZakazivanjePosete } from '@zakazi/contract';
import { formatDate } from '@zakazi/contract/wording';
import { addDays, instantToWall, wallToInstant } from '@zakazi/contract/calendar';
import { bearer, tokenFor } from '../../../test/support/auth.ts';
import { book, bookBody, bookingWorld, nextWeekday, runDueJobs, type BookingWorld } from '../../../test/support/booking.ts';
import { calendarOf } from '../../../test/support/calendar-file.ts';
import { createUser } from '../../../test/support/factories.ts';
import { startPushReceiver, type BrowserSubscription } from '../../../test/support/push-receiver.ts';
import { startSmsGateway } from '../../../test/support/sms-gateway.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

/**
 * CONTRACT.md "Third release", Notifications, end to end over the real protocols: Web Push to a
 * push service stand-in that checks the VAPID signature and decrypts each RFC 8291 message as a
 * browser would (test/support/push-receiver.ts), SMS to an Infobip-style gateway stand-in, mails
 * over SMTP; each person's channels, the employee's notices, one-click unsubscribe, the SMS cap.
 */
const receiver = await startPushReceiver();
const gateway = await startSmsGateway();
// The receiver's certificate is self-signed: trusted here as a push vendor's CA would be by the operator's machine.
globalAgent.options.ca = receiver.ca;
after(async () => {
  await receiver.stop();
  await gateway.stop();
});

/** The customer's phone in bookingWorld (+381 64 123 4567) as the gateway gets it. */
const PHONE = '381641234567';
/** A day as the Serbian short texts write it ("sub, 28. 11."), and as its SMS (without diacritics). */
const sr = (iso: string) => formatDate(iso, 'sr', 'shortWeekdayNumeric');
const plain = (text: string) => text.replace(/č|ć/g, 'c').replace(/š/g, 's').replace(/ž/g, 'z').replace(/đ/g, 'dj');

describe('notifications on push and SMS, by each person\'s choice', { timeout: 120_000 }, () => {
  const { ctx, sink } = useTestContextWithMail({
    PUBLIC_URL: 'https://zakazi.example',
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    SMS_URL: gateway.url,
    SMS_API_KEY: gateway.apiKey,
    SMS_MONTHLY_CAP: '3',
  }, { clock: () => now ?? new Date() });
  /** The jobs' clock (reminders, notices): set by a test that needs a time of day, else the real one. */
  let now: Date | null = null;

  const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const setPreferences = async (token: string, body: object) => {
    const res = await send('PUT', identityPaths.profilObavestenja, token, body);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Obavestenja;
  };
  const subscribe = async (token: string): Promise<BrowserSubscription> => {
    const subscription = receiver.subscribe();
    const res = await send('POST', identityPaths.profilPush, token, subscription);
    assert.equal(res.statusCode, 201, res.body);
    return subscription;
  };
  const booked = async (w: BookingWorld, day: string, time: string) => {
    const res = await book(ctx, w.customer.token, bookBody(w, day, time));
    assert.equal(res.statusCode, 201, res.body);
    return (res.json() as Zakazivanje).id;
  };
  /** Runs every job due (notices enqueue pushes and SMS, which run next) until none is left. */
  async function drain(): Promise<void> {
    for (let i = 0; i < 5; i++) await ctx.app.jobWorker.tick();
  }
  const serverKey = async () => ((await send('GET', identityPaths.pushKey, null)).json() as { publicKey: string }).publicKey;

  test('preferences: kanali default to mail and push, a request without them changes none, and a bad one changes nothing', async () => {
    const w = await bookingWorld(ctx);
    const got = await send('GET', identityPaths.profilObavestenja, w.customer.token);
    assert.equal(got.statusCode, 200);
    const defaults = got.json() as Obavestenja;
    assert.deepEqual(defaults.kanali, { email: true, push: true, sms: false });
    assert.deepEqual(defaults.posao, { novo: true, izmena: true, otkazivanje: true, dnevniPregledSat: null });

    const changed = await setPreferences(w.customer.token, { ...defaults, kanali: { email: false, push: true, sms: true } });
    assert.deepEqual(changed.kanali, { email: false, push: true, sms: true });
    // A client of an earlier release sends the three old fields only: kanali stay as they were.
    const older = await setPreferences(w.customer.token, { podsetnik: true, podsetnikSati: 2, promeneStatusa: true });
    assert.deepEqual(older.kanali, { email: false, push: true, sms: true });
    assert.equal(older.podsetnikSati, 2);

    const bad = await send('PUT', identityPaths.profilObavestenja, w.customer.token, { ...older, kanali: { email: 'yes', push: true, sms: true } });
    assert.equal(bad.statusCode, 400);
    assert.equal((bad.json() as { error: string }).error, 'bad-request');
    assert.deepEqual(((await send('GET', identityPaths.profilObavestenja, w.customer.token)).json() as Obavestenja).kanali, { email: false, push: true, sms: true });
  });

  test('subscriptions: https only, no loopback or private host unless allowed; DELETE forgets one', async () => {
    const w = await bookingWorld(ctx);
    const key = await serverKey();
    assert.match(key, /^[A-Za-z0-9_-]{87}$/);
    assert.equal(Buffer.from(key, 'base64url')[0], 4, 'an uncompressed P-256 point');
    const keys = receiver.subscribe().keys;
    for (const endpoint of ['http://push.example/x', 'https://localhost/x', 'https://10.1.2.3/x', 'https://192.168.0.7:8443/x', 'https://[::1]/x', 'https://169.254.169.254/latest']) {
      const res = await send('POST', identityPaths.profilPush, w.customer.token, { endpoint, keys });
      assert.equal(res.statusCode, 400, endpoint);
      assert.equal((res.json() as { error: string }).error, 'bad-request');
    }
    const count = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM push_subscription WHERE user_id = ${w.customer.id}`.execute(ctx.db)).rows[0]!.n);
    assert.equal(await count(), 0, 'a refused subscription is not kept');
    assert.equal((await send('POST', identityPaths.profilPush, null, receiver.subscribe())).statusCode, 401);
    const s = await subscribe(w.customer.token);
    assert.equal(await count(), 1);
    assert.equal((await send('DELETE', identityPaths.profilPush, w.customer.token, { endpoint: s.endpoint })).statusCode, 204);
    assert.equal(await count(), 0);
  });

  test("the business's confirmation reaches the customer by mail, push and SMS; a gone subscription is dropped", async () => {
    const w = await bookingWorld(ctx, { naziv: 'Salon Šik' });
    await setPreferences(w.customer.token, { podsetnik: true, podsetnikSati: 24, promeneStatusa: true, kanali: { email: true, push: true, sms: true } });
    const phone = await subscribe(w.customer.token);
    const laptop = await subscribe(w.customer.token);
    receiver.answer(laptop.endpoint, 410);
    const id = await booked(w, nextWeekday(3, 3), '10:00');
    await sink.nextMail(w.customer.email);
    await drain();
    assert.equal(receiver.received.filter((p) => p.id === phone.endpoint.split('/').pop()).length, 0, "the customer's own booking is confirmed by mail only");

    assert.equal((await send('POST', bookingPaths.confirm(id), w.owner.token)).statusCode, 200);
    assert.match((await sink.nextMail(w.customer.email)).subject, /Termin je potvrđen/);
    await drain();
    const push = await receiver.nextPush(phone.endpoint);
    const message = JSON.parse(push.text) as { title: string; body: string; url: string };
    assert.deepEqual(Object.keys(message).sort(), ['body', 'title', 'url']);
    assert.equal(message.title, 'Termin je potvrđen');
    assert.match(message.body, /lokal Salon Šik: .* u 10:00/);
    assert.equal(message.url, 'https://zakazi.example/termini', 'a tap opens Moji termini');
    assert.equal(push.vapid.publicKey, await serverKey(), 'signed with the key browsers subscribed with');
    assert.equal(push.vapid.aud, receiver.origin);

    const sms = await gateway.nextSms(PHONE);
    assert.equal(sms.from, 'Zakazi');
    assert.match(sms.text, /^Zakazi: Termin je potvrdjen\. .*lokal Salon Sik: .* u 10:00\.$/);
    assert.match(sms.text, /^[\x20-\x7e]+$/, 'GSM-7 letters only: one part of 160');
    assert.ok(sms.text.length <= 160, sms.text);

    const gone = await sql<{ n: number }>`SELECT count(*)::int AS n FROM push_subscription WHERE endpoint = ${laptop.endpoint}`.execute(ctx.db);
    assert.equal(gone.rows[0]!.n, 0, 'the 410 dropped the subscription');
    const metrics = await ctx.app.metrics.registry.getSingleMetricAsString('notifications_total');
    assert.match(metrics, /notifications_total\{channel="push",outcome="dropped"\} 1/);
    assert.match(metrics, /notifications_total\{channel="sms",outcome="sent"\} [1-9]/);
  });

  test('without the channel the person turned off, nothing goes on it', async () => {
    const w = await bookingWorld(ctx);
    await setPreferences(w.customer.token, { podsetnik: true, podsetnikSati: 24, promeneStatusa: true, kanali: { email: false, push: false, sms: false } });
    const s = await subscribe(w.customer.token);
    const id = await booked(w, nextWeekday(3, 3), '11:00');
    assert.equal((await send('POST', bookingPaths.confirm(id), w.owner.token)).statusCode, 200);
    await drain();
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(sink.mailsTo(w.customer.email).length, 0, 'no mail with kanali.email false');
    assert.equal(receiver.received.filter((p) => p.id === s.endpoint.split('/').pop()).length, 0, 'no push');
    const queued = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM job
       WHERE (kind = 'push' AND payload->>'endpoint' = ${s.endpoint}) OR (kind = 'sms' AND payload->>'entitetId' = ${String(w.businessId)})`.execute(ctx.db);
    assert.equal(queued.rows[0]!.n, 0, 'neither a push nor an SMS was queued');
  });

  test('the employee hears of bookings others make, move and cancel, and of none of their own', async () => {
    const w = await bookingWorld(ctx);
    const jelena = await subscribe(w.employee.token);
    const day = nextWeekday(4, 3);
    const id = await booked(w, day, '09:00');
    const made = await sink.nextMail(w.employee.email);
    assert.match(made.subject, /Novi termin za potvrdu: 09:00/);
    assert.equal(calendarOf(made)?.status, 'TENTATIVE', "the employee's mail carries the booking's calendar entry");
    assert.match(made.raw, /^List-Unsubscribe: <https:\/\/zakazi\.example\/api\/obavestenja\/odjava\?t=[^>]+>\r?$/m);
    await drain();
    assert.equal(JSON.parse((await receiver.nextPush(jelena.endpoint)).text).title, 'Novi termin');

    // The owner moves it: the employee hears; the owner does not.
    const ownerMails = sink.mailsTo(w.owner.email).length;
    assert.equal((await send('POST', bookingPaths.reschedule(id), w.owner.token, { datum: day, vreme: '10:00' })).statusCode, 200);
    assert.match((await sink.nextMail(w.employee.email)).subject, /Termin je pomeren/);
    // The employee moves it back themselves: nobody in the business hears.
    assert.equal((await send('POST', bookingPaths.reschedule(id), w.employee.token, { datum: day, vreme: '09:00' })).statusCode, 200);
    // The owner cancels it: the employee hears.
    assert.equal((await send('POST', bookingPaths.cancel(id), w.owner.token, { razlog: 'Kvar' })).statusCode, 200);
    const cancelled = await sink.nextMail(w.employee.email);
    assert.match(cancelled.subject, /Termin je otkazan/);
    assert.equal(calendarOf(cancelled)?.status, 'CANCELLED');
    await drain();
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(sink.mailsTo(w.employee.email).length, 3, 'made, moved by the owner, cancelled: not the own move');
    assert.equal(sink.mailsTo(w.owner.email).length, ownerMails, 'the owner is not told of their own move and cancellation');

    // posao.otkazivanje off: a cancellation by the customer reaches the employee no more.
    await setPreferences(w.employee.token, { podsetnik: true, podsetnikSati: 24, promeneStatusa: true, posao: { novo: true, izmena: true, otkazivanje: false } });
    const second = await booked(w, day, '12:00');
    await sink.nextMail(w.employee.email);
    assert.equal((await send('POST', bookingPaths.cancel(second), w.customer.token, {})).statusCode, 200);
    await drain();
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(sink.mailsTo(w.employee.email).length, 4);
  });

  test('a move to another employee: the one who had it hears it went to a colleague, the new one of a new booking; the mover neither', async () => {
    const marko = await createUser(ctx.db, { role: 'Employee', ime: 'Marko' });
    const markoToken = await tokenFor(ctx, { id: marko.id, role: 'Employee' });
    const w = await bookingWorld(ctx, { employees: [{}, { ime: 'Marko', userId: marko.id }] });
    const markoId = (await ctx.db.selectFrom('zaposleni').select('id').where('user_id', '=', marko.id).executeTakeFirstOrThrow()).id;
    const jelena = await subscribe(w.employee.token);
    const markoPhone = await subscribe(markoToken);
    const day = nextWeekday(2, 3);
    const id = await booked(w, day, '09:00');
    await sink.nextMail(w.employee.email);
    await drain();
    await receiver.nextPush(jelena.endpoint);

    // The owner gives Jelena's booking to Marko at 11:00.
    assert.equal((await send('POST', bookingPaths.reschedule(id), w.owner.token, { datum: day, vreme: '11:00', zaposleniId: markoId })).statusCode, 200);
    const away = await sink.nextMail(w.employee.email);
    assert.match(away.subject, /^Termin je prebačen drugom zaposlenom: 11:00/);
    assert.match(away.text, /zaposleni: Marko/);
    assert.match(away.text, /Ranije vreme: .* u 09:00/);
    assert.equal(calendarOf(away)?.status, 'CANCELLED', "the calendar entry leaves Jelena's calendar");
    const fresh = await sink.nextMail(marko.email!);
    assert.match(fresh.subject, /^Novi termin za potvrdu: 11:00/);
    assert.equal(calendarOf(fresh)?.status, 'TENTATIVE');
    await drain();
    assert.equal(JSON.parse((await receiver.nextPush(jelena.endpoint)).text).title, 'Termin je prebačen drugom zaposlenom');
    assert.equal(JSON.parse((await receiver.nextPush(markoPhone.endpoint)).text).title, 'Novi termin');

    // Marko gives it back to Jelena himself: Jelena hears of a new booking, Marko of nothing he did.
    assert.equal((await send('POST', bookingPaths.reschedule(id), markoToken, { datum: day, vreme: '11:00', zaposleniId: w.zaposleniId })).statusCode, 200);
    assert.match((await sink.nextMail(w.employee.email)).subject, /^Novi termin za potvrdu: 11:00/);
    await drain();
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(sink.mailsTo(marko.email!).length, 1, 'Marko is not told that he moved it');
    assert.equal(receiver.received.filter((p) => p.id === markoPhone.endpoint.split('/').pop()).length, 1, 'nor pushed');
    assert.equal(sink.mailsTo(w.employee.email).length, 3, 'Jelena: made, moved away, back');
  });

  test('a push endpoint is checked again when its push is sent: a name now pointing inside the network is dropped (DNS rebinding)', async () => {
    // The machine's own name: /etc/hosts (or a container's network) answers it with an internal
    // address, as a rebinding name would after a public answer at subscription time.
    const host = hostname();
    const addresses = (await lookup(host, { all: true })).map((a) => a.address);
    assert.ok(addresses.length > 0 && addresses.every((a) => /^(127\.|10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.|::1$|f[cd])/i.test(a)), `${host}: ${addresses.join(', ')}`);
    const w = await bookingWorld(ctx);
    const rebound = receiver.subscribe();
    const endpoint = rebound.endpoint.replace('127.0.0.1', host);
    // Stored as the API stored it when the name still had a public address.
    await ctx.db.insertInto('push_subscription').values({ endpoint, user_id: w.employee.id, p256dh: rebound.keys.p256dh, auth: rebound.keys.auth }).execute();
    const dropped = async () => Number(/channel="push",outcome="dropped"\} (\d+)/.exec(await ctx.app.metrics.registry.getSingleMetricAsString('notifications_total'))?.[1] ?? 0);
    const droppedBefore = await dropped();

    await booked(w, nextWeekday(1, 3), '09:00');
    await drain();
    const job = await ctx.db.selectFrom('job').select(['done_at', 'failed_at', 'attempts']).where('kind', '=', 'push').where(sql<boolean>`payload->>'endpoint' = ${endpoint}`).executeTakeFirstOrThrow();
    assert.ok(job.done_at, 'the push job ended at once, not left to retry');
    assert.equal(job.attempts, 1);
    assert.equal(receiver.received.filter((p) => p.id === endpoint.split('/').pop()).length, 0, 'nothing was sent to the internal address');
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM push_subscription WHERE endpoint = ${endpoint}`.execute(ctx.db);
    assert.equal(left.rows[0]!.n, 0, 'the subscription is dropped');
    assert.equal(await dropped(), droppedBefore + 1);
  });

  test("the daily summary: at the employee's chosen hour of the business's zone, that day's bookings by mail and push; nothing on a day without", async () => {
    const w = await bookingWorld(ctx);
    const jelena = await subscribe(w.employee.token);
    const day = nextWeekday(3, 4);
    const zone = 'Europe/Belgrade';
    await booked(w, day, '11:00');
    await booked(w, day, '09:30');
    await booked(w, addDays(day, 1), '10:00');
    // The three new-booking notices first, so that the counts below start after them.
    await drain();
    for (let i = 0; i < 3; i++) {
      await sink.nextMail(w.employee.email);
      await receiver.nextPush(jelena.endpoint);
    }
    const mailsBefore = sink.mailsTo(w.employee.email).length;
    const pushesOf = () => receiver.received.filter((p) => p.id === jelena.endpoint.split('/').pop()).length;
    const pushesBefore = pushesOf();
    const summaryJobs = () => ctx.db.selectFrom('job').select(['id', 'run_at', 'done_at']).where('kind', '=', 'daily-summary').where(sql<boolean>`payload->>'userId' = ${String(w.employee.id)}`).orderBy('id').execute();

    // The evening before, 19:00 in Belgrade: the employee chooses 07:00.
    now = wallToInstant(addDays(day, -1), 19 * 60, zone);
    try {
      const prefs = (await send('GET', identityPaths.profilObavestenja, w.employee.token)).json() as Obavestenja;
      assert.equal(prefs.posao.dnevniPregledSat, null, 'no summary unless chosen');
      const bad = await send('PUT', identityPaths.profilObavestenja, w.employee.token, { ...prefs, posao: { ...prefs.posao, dnevniPregledSat: 24 } });
      assert.equal(bad.statusCode, 400);
      assert.equal((await summaryJobs()).length, 0, 'a refused hour schedules nothing');
      const set = await setPreferences(w.employee.token, { ...prefs, posao: { ...prefs.posao, dnevniPregledSat: 7 } });
      assert.equal(set.posao.dnevniPregledSat, 7);
      // A client that does not know the field keeps it.
      const older = await setPreferences(w.employee.token, { ...prefs, posao: { novo: true, izmena: true, otkazivanje: true } });
      assert.equal(older.posao.dnevniPregledSat, 7);
      let jobs = await summaryJobs();
      assert.equal(jobs.length, 1);
      assert.deepEqual(instantToWall(jobs[0]!.run_at, zone), { datum: day, vreme: '07:00' });

      // 07:00 that day: the summary of the two bookings, then the next day's job at 07:00.
      now = wallToInstant(day, 7 * 60, zone);
      await runDueJobs(ctx, 'daily-summary');
      await drain();
      const mail = await sink.nextMail(w.employee.email);
      assert.match(mail.subject, /^Pregled dana, .*: broj termina: 2$/);
      assert.match(mail.text, /09:30 Usluga 1\. Klijent: Ana[^.]*\. Zaposleni: Jelena[^\n]*\n\n11:00 Usluga 1/);
      assert.doesNotMatch(mail.text, /10:00/, "the next day's booking is not in it");
      assert.match(mail.raw, /^List-Unsubscribe: </m);
      const push = JSON.parse((await receiver.nextPush(jelena.endpoint)).text) as { title: string; body: string };
      assert.equal(push.title, 'Pregled dana');
      assert.match(push.body, /broj termina: 2, prvi u 09:30/);
      jobs = await summaryJobs();
      assert.equal(jobs.length, 2);
      assert.ok(jobs[0]!.done_at);
      assert.deepEqual(instantToWall(jobs[1]!.run_at, zone), { datum: addDays(day, 1), vreme: '07:00' });

      // Two days on: no bookings that day, nothing sent; the chain goes on.
      await ctx.db.updateTable('job').set({ payload: JSON.stringify({ userId: w.employee.id, datum: addDays(day, 2) }) }).where('id', '=', jobs[1]!.id).execute();
      now = wallToInstant(addDays(day, 2), 7 * 60, zone);
      await runDueJobs(ctx, 'daily-summary');
      await drain();
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(sink.mailsTo(w.employee.email).length, mailsBefore + 1, 'no mail on a day without bookings');
      assert.equal(pushesOf(), pushesBefore + 1, 'nor a push');
      assert.equal((await summaryJobs()).filter((j) => !j.done_at).length, 1);

      // Turned off: the waiting job is gone.
      await setPreferences(w.employee.token, { ...prefs, posao: { ...prefs.posao, dnevniPregledSat: null } });
      assert.equal((await summaryJobs()).filter((j) => !j.done_at).length, 0);
    } finally {
      now = null;
    }
  });

  test('one-click unsubscribe (RFC 8058) turns that kind of mail off, and only with a token of the server', async () => {
    const w = await bookingWorld(ctx);
    await booked(w, nextWeekday(2, 3), '09:00');
    const mail = await sink.nextMail(w.customer.email);
    const link = /^List-Unsubscribe: <([^>]+)>\r?$/m.exec(mail.raw)?.[1];
    assert.ok(link, 'a booking mail carries List-Unsubscribe');
    assert.match(mail.raw, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const path = link.replace('https://zakazi.example', '');
    const forged = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const refused = await ctx.app.inject({ method: 'POST', url: forged, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    assert.equal(refused.statusCode, 400);
    const prefs = async () => (await send('GET', identityPaths.profilObavestenja, w.customer.token)).json() as Obavestenja;
    assert.equal((await prefs()).promeneStatusa, true);
    const res = await ctx.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await prefs()).promeneStatusa, false);
    assert.equal((await prefs()).podsetnik, true, 'only that kind');
  });

  test('a reminder SMS waits out the quiet hours, goes once per booking, and the monthly cap holds', async () => {
    const w = await bookingWorld(ctx, { automatskaPotvrda: true });
    await setPreferences(w.customer.token, { podsetnik: true, podsetnikSati: 24, promeneStatusa: true, kanali: { email: true, push: true, sms: true } });
    const id = await booked(w, nextWeekday(5, 3), '09:00');
    // The reminder job, run at 22:30 in Belgrade the evening before: its SMS is held until 08:00.
    const day = instantToWall(new Date(((await send('GET', bookingPaths.booking(id), w.customer.token)).json() as Zakazivanje).pocetak), 'Europe/Belgrade').datum;
    now = wallToInstant(addDays(day, -1), 22 * 60 + 30, 'Europe/Belgrade');
    try {
      await runDueJobs(ctx, 'booking-reminder');
    } finally {
      now = null;
    }
    const queued = await ctx.db.selectFrom('job').select(['run_at']).where('kind', '=', 'sms').where(sql<boolean>`payload->>'text' LIKE 'Zakazi: Podsetnik%'`).where(sql<boolean>`payload->>'entitetId' = ${String(w.businessId)}`).execute();
    assert.equal(queued.length, 1);
    assert.deepEqual(instantToWall(queued[0]!.run_at, 'Europe/Belgrade'), { datum: day, vreme: '08:00' }, 'held until 08:00');
    // The reminder again (a second run, as after a move): no second reminder SMS.
    await ctx.db.insertInto('job').values({ kind: 'booking-reminder', payload: JSON.stringify({ id }) }).execute();
    await runDueJobs(ctx, 'booking-reminder');
    const reminders = await ctx.db.selectFrom('job').select('id').where('kind', '=', 'sms').where(sql<boolean>`payload->>'text' LIKE 'Zakazi: Podsetnik%'`).where(sql<boolean>`payload->>'entitetId' = ${String(w.businessId)}`).execute();
    assert.equal(reminders.length, 1, 'one reminder SMS per booking');

    // The cap (SMS_MONTHLY_CAP=3 in this file): the business's fourth SMS this month is dropped.
    await ctx.db.insertInto('sms_month').values({ entitet_id: w.businessId, month: sql<string>`date_trunc('month', now() AT TIME ZONE 'Europe/Belgrade')::date` as unknown as string, sent: 3 }).execute();
    // Only this business's SMS: runDueJobs runs every waiting SMS, and in the quiet hours an earlier
    // test's reminder (held until 08:00) is among them, sent by its own business's allowance.
    const { naziv } = await ctx.db.selectFrom('entitet').select('naziv').where('id', '=', w.businessId).executeTakeFirstOrThrow();
    const ours = () => gateway.received.filter((m) => m.text.includes(`lokal ${naziv}:`)).length;
    const before = ours();
    await runDueJobs(ctx, 'sms');
    await drain();
    assert.equal(ours(), before, 'over the cap: not sent');
    const month = await ctx.db.selectFrom('sms_month').select('sent').where('entitet_id', '=', w.businessId).executeTakeFirstOrThrow();
    assert.equal(month.sent, 3);
    assert.match(await ctx.app.metrics.registry.getSingleMetricAsString('notifications_total'), /channel="sms",outcome="dropped"\} [1-9]/);
  });

  test('a visit: the customer hears once per visit (confirmed, reminded, cancelled by the business), each part\'s employee of their part', async () => {
    const marko = await createUser(ctx.db, { role: 'Employee', ime: 'Marko' });
    const markoToken = await tokenFor(ctx, { id: marko.id, role: 'Employee' });
    const w = await bookingWorld(ctx, {
      naziv: 'Salon Vizita',
      services: [{ naziv: 'Šišanje', trajanjeMinuta: 30 }, { naziv: 'Farbanje', trajanjeMinuta: 30 }],
      // Jelena (the world's employee) cuts, Marko colours.
      employees: [{ ime: 'Jelena', services: [0] }, { ime: 'Marko', services: [1], userId: marko.id }],
    });
    const [cut, colour] = (await ctx.db.selectFrom('usluga').select('id').where('entitet_id', '=', w.businessId).orderBy('id').execute()).map((r) => r.id);
    const [jelenaId, markoId] = (await ctx.db.selectFrom('zaposleni').select('id').where('entitet_id', '=', w.businessId).orderBy('id').execute()).map((r) => r.id);
    await setPreferences(w.customer.token, { podsetnik: true, podsetnikSati: 24, promeneStatusa: true, kanali: { email: true, push: true, sms: true } });
    const customerPhone = await subscribe(w.customer.token);
    const jelena = await subscribe(w.employee.token);
    const markoPhone = await subscribe(markoToken);
    const pushesTo = (s: BrowserSubscription) => receiver.received.filter((p) => p.id === s.endpoint.split('/').pop()).map((p) => JSON.parse(p.text) as { title: string; body: string; url: string });
    /** A staff push as "title | body without the client's name". */
    const staffPushes = (s: BrowserSubscription) => pushesTo(s).map((p) => `${p.title} | ${p.body.replace(/ Klijent: .*$/, '')}`);
    const smsOfVisit = () => gateway.received.filter((m) => m.to === PHONE && m.text.includes('Salon Vizita')).map((m) => m.text);
    /** Runs the jobs until the receiver and the gateway hold what is expected (each send is a job of its own). */
    const settle = async (done: () => boolean) => {
      for (let i = 0; i < 50 && !done(); i++) {
        await drain();
        if (!done()) await new Promise((r) => setTimeout(r, 100));
      }
    };

    const day = nextWeekday(4, 3);
    const res = await book(ctx, w.customer.token, { entitetId: w.businessId, usluge: [{ uslugaId: cut!, zaposleniId: jelenaId! }, { uslugaId: colour!, zaposleniId: markoId! }], datum: day, vreme: '10:00' });
    assert.equal(res.statusCode, 201, res.body);
    const visit = res.json() as ZakazivanjePosete;
    const [first, second] = visit.delovi;
    await settle(() => pushesTo(jelena).length >= 1 && pushesTo(markoPhone).length >= 1);
    await drain();
    // Each employee hears of their own part only.
    assert.deepEqual(staffPushes(jelena), [`Novi termin | Šišanje, ${sr(day)} u 10:00.`]);
    assert.deepEqual(staffPushes(markoPhone), [`Novi termin | Farbanje, ${sr(day)} u 10:30.`]);
    assert.equal(pushesTo(customerPhone).length, 0, 'the customer made it: the mail says so, no push');

    // The owner confirms through the second part: one push and one SMS for the visit, at its start, naming both services.
    assert.equal((await send('POST', bookingPaths.confirm(second!.id), w.owner.token)).statusCode, 200);
    await settle(() => pushesTo(customerPhone).length >= 1 && smsOfVisit().length >= 1);
    await drain();
    assert.deepEqual(pushesTo(customerPhone), [{ title: 'Termin je potvrđen', body: `Šišanje + Farbanje, lokal Salon Vizita: ${sr(day)} u 10:00.`, url: 'https://zakazi.example/termini' }]);
    assert.deepEqual(smsOfVisit(), [`Zakazi: Termin je potvrdjen. Sisanje + Farbanje, lokal Salon Vizita: ${plain(sr(day))} u 10:00.`]);
    assert.equal(pushesTo(jelena).length + pushesTo(markoPhone).length, 2, 'a confirmation is the customer\'s news, not the staff\'s');

    // The reminder, a day ahead at noon: one push and one SMS for the visit.
    now = wallToInstant(addDays(day, -1), 12 * 60, 'Europe/Belgrade');
    try {
      await runDueJobs(ctx, 'booking-reminder');
      await settle(() => pushesTo(customerPhone).length >= 2 && smsOfVisit().length >= 2);
      await drain();
    } finally {
      now = null;
    }
    assert.deepEqual(pushesTo(customerPhone).slice(1).map((p) => [p.title, p.body]), [['Podsetnik na termin', `Šišanje + Farbanje, lokal Salon Vizita: ${sr(day)} u 10:00.`]]);
    assert.equal(smsOfVisit().length, 2, 'one reminder SMS for the visit');
    assert.match(smsOfVisit()[1]!, /^Zakazi: Podsetnik na termin\. Sisanje \+ Farbanje/);

    // The owner cancels the visit through its first part: the customer hears once, each employee of their part.
    assert.equal((await send('POST', bookingPaths.cancel(first!.id), w.owner.token, { razlog: 'Kvar' })).statusCode, 200);
    const markoCancelMails = () => sink.mailsTo(marko.email!).filter((m) => /otkazan/i.test(m.subject));
    await settle(() => pushesTo(customerPhone).length >= 3 && smsOfVisit().length >= 3 && pushesTo(jelena).length >= 2 && pushesTo(markoPhone).length >= 2 && markoCancelMails().length >= 1);
    await drain();
    assert.deepEqual(pushesTo(customerPhone).slice(2).map((p) => [p.title, p.body]), [['Termin je otkazan', `Lokal Salon Vizita je otkazao termin (${sr(day)} u 10:00).`]]);
    assert.equal(smsOfVisit().length, 3, 'one SMS of the cancellation');
    assert.deepEqual(staffPushes(jelena).slice(1), [`Termin je otkazan | Šišanje, ${sr(day)} u 10:00.`]);
    assert.deepEqual(staffPushes(markoPhone).slice(1), [`Termin je otkazan | Farbanje, ${sr(day)} u 10:30.`]);
    assert.equal(markoCancelMails().length, 1, "Marko's one mail of his part's cancellation");
    assert.match(markoCancelMails()[0]!.text, /Farbanje/);
  });

  test('/api/ready names the backlog by channel', async () => {
    await ctx.db.insertInto('job').values({ kind: 'sms', payload: JSON.stringify({ to: PHONE, text: 'x', entitetId: 0, timeZone: 'Europe/Belgrade' }), run_at: new Date(Date.now() + 3600_000) }).execute();
    const res = await send('GET', '/api/ready', null);
    assert.equal(res.statusCode, 200);
    const body = res.json() as { status: string; backlog: { email: number; push: number; sms: number } };
    assert.equal(body.status, 'ready');
    assert.ok(body.backlog.sms >= 1);
    assert.equal(typeof body.backlog.push, 'number');
    assert.equal(typeof body.backlog.email, 'number');
  });
});
