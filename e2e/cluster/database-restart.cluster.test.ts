import assert from 'node:assert/strict';
import { after, before, describe, test, type TestContext } from 'node:test';
import { bookingPaths, identityPaths } from '@zakazi/contract';
import { issueAccessToken } from '../../apps/server/src/modules/identity/index.ts';
import { addDays } from '../../packages/contract/src/calendar.ts';
import { nextWeekday, openSse, type SseClient } from '../../apps/server/test/support/booking.ts';
import { createBusiness, createUser } from '../../apps/server/test/support/factories.ts';
import { startDeployment, waitFor, type Deployment } from '../../scripts/cluster-deployment.ts';

/** What the contract allows after the database answers again: everything works within this long. */
const RECOVERY_MS = 5000;
/** Words of PostgreSQL or of the driver that must never reach a client. */
const DATABASE_WORDS = /postgres|database system|terminating connection|administrator command|57P0|08006|ECONNREFUSED|ECONNRESET|connection terminated|not queryable/i;

type Answer = { kind: string; server: number; sentAt: number; at: number; status: number; body: string };
/** A kind of request the load sends, and the statuses it answers while the database is there. */
type Kind = { name: string; ok: number[]; send: (base: string, n: number) => Promise<Response> };

/**
 * Issue 26, item 1, the way it failed: PostgreSQL restarted (`pg_ctl restart -m fast`) and stopped
 * at once (`pg_ctl stop -m immediate`, then started) under request load on two server processes
 * and through HAProxy in front of them. Every process keeps running; while the database is away a
 * request that needs it answers 503 `database-unavailable` in the contract's error body with no
 * word of the database, /api/ready answers 503; within 5 s of the database answering again every
 * kind of request works, including those that hold connections of their own: the live-slot LISTEN
 * (an open event stream gets its resync and then the changes; a new one works), the job worker (a
 * booking's mail is delivered), the rate-limit store and the access hook's session check.
 */
describe('cluster: PostgreSQL restarted and stopped under request load', { timeout: 300_000 }, () => {
  let d: Deployment;
  let business: Awaited<ReturnType<typeof createBusiness>>;
  let customer: { id: number; email: string; token: string };
  const monday = nextWeekday(1);
  /** Each booking of the load a time of its own: 16 half hours a day over the weekdays of eight weeks. */
  const slot = (n: number) => {
    const days = Array.from({ length: 56 }, (_, i) => addDays(monday, i)).filter((_, i) => i % 7 < 5);
    const datum = days[Math.floor(n / 16) % days.length]!;
    const i = n % 16;
    return { datum, vreme: `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}` };
  };
  let booked = 0;

  const person = async (role: 'Administrator' | 'RegularUser') => {
    const u = await createUser(d.db, { role });
    return { id: u.id, email: u.email!, token: (await issueAccessToken(d.config, { id: u.id, role })).token };
  };
  const book = (base: string, token: string, at: { datum: string; vreme: string }) =>
    fetch(`${base}${bookingPaths.book}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ entitetId: business.id, uslugaId: business.serviceIds[0], zaposleniId: business.employeeIds[0], ...at }),
    });

  const kinds = (): Kind[] => [
    { name: 'ready', ok: [200], send: (base) => fetch(`${base}/api/ready`) },
    {
      name: 'free slots',
      ok: [200],
      send: (base, n) => fetch(`${base}${bookingPaths.freeSlots}?entitetId=${business.id}&uslugaId=${business.serviceIds[0]}&datum=${slot(n).datum}`),
    },
    { name: 'session check', ok: [200], send: (base) => fetch(`${base}${identityPaths.profil}?userId=${customer.id}`, { headers: { authorization: `Bearer ${customer.token}` } }) },
    { name: 'booking', ok: [201, 409], send: (base) => book(base, customer.token, slot(booked++)) },
    {
      // A body that does not parse: the error handler runs the booking route's session check itself.
      name: 'booking, bad body',
      ok: [400],
      send: (base) => fetch(`${base}${bookingPaths.book}`, { method: 'POST', headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' }, body: '{"entitetId":' }),
    },
    {
      // counted by @fastify/rate-limit's store in PostgreSQL, then checked by the login guard
      name: 'login',
      ok: [401],
      send: (base, n) =>
        fetch(`${base}${identityPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `nobody-${n}@example.test`, password: 'wrong password' }) }),
    },
  ];

  before(async () => {
    d = await startDeployment({
      // The load's own requests must not be limited: the test is about the database, not the limits.
      env: { RATE_LIMIT_BOOKING_PER_USER_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '100000' },
    });
    const owner = await person('Administrator');
    business = await createBusiness(d.db, { naziv: 'Salon Pod Opterećenjem', ownerUserId: owner.id, employees: [{}], horizontDana: 120 });
    customer = await person('RegularUser');
    await d.pair.caughtUp();
  });
  after(async () => {
    await d?.stop();
  });

  /** Where the load goes: each server process directly (0, 1), and HAProxy in front of them (2). */
  const targets = () => [...d.servers.map((s) => s.url), d.url];

  /**
   * Runs every kind of request in a loop on each target, makes the fault once each kind has
   * worked, and goes on until each kind has worked again on each target and RECOVERY_MS more have
   * passed. `back`: the moment the database answered again (the fault's pg_ctl returned).
   */
  async function underLoad(fault: () => Promise<void>): Promise<{ answers: Answer[]; faultAt: number; back: number }> {
    const answers: Answer[] = [];
    const list = kinds();
    let running = true;
    let n = 0;
    const loop = async (server: number, kind: Kind) => {
      const base = targets()[server]!;
      while (running) {
        const sentAt = Date.now();
        // status 0: no answer at all (the connection was refused or cut)
        const { status, body } = await kind.send(base, n++).then(
          async (res) => ({ status: res.status, body: await res.text() }),
          (err: unknown) => ({ status: 0, body: String(err) }),
        );
        answers.push({ kind: kind.name, server, sentAt, at: Date.now(), status, body });
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const loops = Promise.all(targets().flatMap((_, server) => list.map((kind) => loop(server, kind))));
    /** Waits until each kind has worked on each process since `since`; the error names those that have not, with their last answer. */
    const workedSince = async (since: number, what: string) => {
      const notYet = () =>
        targets().flatMap((_, server) =>
          list
            .filter((kind) => !answers.some((a) => a.server === server && a.kind === kind.name && a.sentAt >= since && kind.ok.includes(a.status)))
            .map((kind) => `${kind.name} on ${server}: ${JSON.stringify(answers.filter((a) => a.server === server && a.kind === kind.name).at(-1) ?? null)}`),
        );
      // A process that died will not answer again: checkAnswers says so.
      const died = () => d.servers.some((s) => s.child.exitCode !== null || s.child.signalCode !== null);
      await waitFor(async () => died() || notYet().length === 0, 30_000, what).catch((err: Error) => {
        throw new Error(`${err.message}: ${notYet().join('; ')}`);
      });
    };
    try {
      await workedSince(0, 'every kind of request to work before the fault');
      const faultAt = Date.now();
      await fault();
      const back = Date.now();
      await workedSince(back, 'every kind of request to work again');
      const wait = back + RECOVERY_MS + 1000 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return { answers, faultAt, back };
    } finally {
      running = false;
      await loops;
    }
  }

  /** The checks every fault must pass; returns the 503s seen while the database was away. */
  function checkAnswers({ answers, back }: { answers: Answer[]; back: number }, t: TestContext): Answer[] {
    for (const [i, s] of d.servers.entries()) assert.ok(s.child.exitCode === null && s.child.signalCode === null, `server process ${i} is still running`);
    const okOf = new Map(kinds().map((k) => [k.name, k.ok]));
    const wrong = answers.filter((a) => !okOf.get(a.kind)!.includes(a.status) && a.status !== 503);
    assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} answers neither the usual nor 503`);
    const unavailable = answers.filter((a) => a.status === 503);
    const json = (text: string): Record<string, unknown> | null => {
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        return null;
      }
    };
    const otherBodies = unavailable.filter((a) => {
      const body = json(a.body);
      return !body || Object.keys(body).sort().join() !== 'error,message' || body.error !== 'database-unavailable';
    });
    assert.deepEqual(otherBodies.slice(0, 3).map((a) => `${targets()[a.server]} ${a.kind}: ${a.body.slice(0, 120)}`), [], `${otherBodies.length} 503 answers without the database-unavailable body`);
    const telling = answers.filter((a) => DATABASE_WORDS.test(a.body));
    assert.deepEqual(telling.slice(0, 3), [], 'no answer carries the database\'s own words');
    // Within RECOVERY_MS of the database answering again, every kind works on every process, and
    // nothing sent after that fails.
    let slowest = 0;
    for (const kind of kinds()) {
      for (const server of targets().keys()) {
        const first = answers.find((a) => a.server === server && a.kind === kind.name && a.sentAt >= back && kind.ok.includes(a.status))!;
        assert.ok(first.at - back <= RECOVERY_MS, `${kind.name} on ${targets()[server]} worked again ${first.at - back} ms after the database was back`);
        slowest = Math.max(slowest, first.at - back);
      }
    }
    t.diagnostic(`${answers.length} answers, ${unavailable.length} of them 503 database-unavailable; every kind worked again on both processes and through HAProxy within ${slowest} ms`);
    const late = answers.filter((a) => a.sentAt > back + RECOVERY_MS && a.status === 503);
    assert.deepEqual(late, [], 'no 503 after the recovery time');
    return unavailable;
  }

  /** After a fault: an event stream opened before it gets its resync and then the changes; a new one works; a booking's mail goes out. */
  async function checkConnectionHolders(watcher: SseClient, datum: string, back: number): Promise<void> {
    const resync = await watcher.waitFor((e) => e.datum === null, Math.max(1, back + RECOVERY_MS - Date.now()));
    assert.equal(resync.entitetId, business.id);
    const someone = await person('RegularUser');
    const fresh = await openSse(`${d.servers[0]!.url}${bookingPaths.liveSlots}?entitetId=${business.id}&datum=${datum}`);
    try {
      const res = await book(d.servers[0]!.url, someone.token, { datum, vreme: '16:30' });
      assert.equal(res.status, 201, await res.text());
      await watcher.waitFor((e) => e.datum === datum, RECOVERY_MS);
      await fresh.waitFor((e) => e.datum === datum, RECOVERY_MS);
      await waitFor(async () => d.sink.mailsTo(someone.email.toLowerCase()).length > 0, RECOVERY_MS, 'the booking\'s mail to the customer');
    } finally {
      fresh.close();
    }
  }

  test('pg_ctl restart -m fast under load: the processes keep running, 503 database-unavailable at most, all back within 5 s', async (t) => {
    const datum = addDays(monday, 98);
    const watcher = await openSse(`${d.servers[1]!.url}${bookingPaths.liveSlots}?entitetId=${business.id}&datum=${datum}`);
    try {
      const run = await underLoad(() => d.pair.primary.restart('fast'));
      checkAnswers(run, t);
      await checkConnectionHolders(watcher, datum, run.back);
    } finally {
      watcher.close();
    }
  });

  test('pg_ctl stop -m immediate, start 2 s later, under load: 503 database-unavailable and /api/ready 503 meanwhile, all back within 5 s', async (t) => {
    const datum = addDays(monday, 99);
    const watcher = await openSse(`${d.servers[1]!.url}${bookingPaths.liveSlots}?entitetId=${business.id}&datum=${datum}`);
    try {
      const run = await underLoad(async () => {
        await d.pair.primary.stop('immediate');
        await new Promise((r) => setTimeout(r, 2000));
        await d.pair.primary.start();
      });
      const unavailable = checkAnswers(run, t);
      for (const server of d.servers.keys()) {
        assert.ok(unavailable.some((a) => a.server === server && a.kind === 'ready'), `/api/ready on process ${server} answered 503 while the database was down`);
        for (const kind of ['free slots', 'session check', 'booking', 'login']) {
          assert.ok(unavailable.some((a) => a.server === server && a.kind === kind), `${kind} on process ${server} answered 503 while the database was down`);
        }
      }
      await checkConnectionHolders(watcher, datum, run.back);
    } finally {
      watcher.close();
    }
    const res = await fetch(`${d.url}/api/ready`);
    assert.equal(res.status, 200, 'the load balancer answers again');
  });
});
