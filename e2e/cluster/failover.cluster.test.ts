import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { bookingPaths } from '@zakazi/contract';
import { issueAccessToken } from '../../apps/server/src/modules/identity/index.ts';
import { addDays } from '../../packages/contract/src/calendar.ts';
import { nextWeekday, openSse } from '../../apps/server/test/support/booking.ts';
import { createBusiness, createUser } from '../../apps/server/test/support/factories.ts';
import { startFailoverDeployment, waitFor, type FailoverDeployment } from '../../scripts/cluster-deployment.ts';
import { freePort } from '../../scripts/free-port.ts';
import { STANZA } from '../../scripts/patroni-cluster.ts';
import { postgresBinaries, postgresUser } from '../../scripts/streaming-replica.ts';
import { queryOnce } from '../../scripts/test-database.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
/** Issue 31: writes work again within this long of the primary's death. */
const RTO_LIMIT_MS = 30_000;
/** How many times the primary is killed (each then rejoins): 1 in CI; CLUSTER_FAILOVER_KILLS=3 measures three. */
const KILLS = Number(process.env.CLUSTER_FAILOVER_KILLS ?? 1);

type Attempt = { key: string; body: string; sentAt: number; at: number; status: number; id?: number; answer: string };

/**
 * Issue 31 (decision 070): three PostgreSQL nodes under Patroni and etcd, synchronous replication,
 * pgBackRest archiving, HAProxy routing the servers' DATABASE_URL to the primary. Three checks:
 * a restore to the minute before a mistaken delete brings the row back with every booking made
 * before it; kill -9 of the primary node under booking load loses no acknowledged booking, writes
 * resume within 30 s with no server process restarted, a retry with the Idempotency-Key books once,
 * live slot streams and mail resume; the killed node, started again, rejoins as a standby with no
 * one running anything on it (Patroni's pg_rewind).
 */
describe('cluster: automatic failover and point-in-time recovery', { timeout: 900_000 }, () => {
  let d: FailoverDeployment;
  let business: Awaited<ReturnType<typeof createBusiness>>;
  const monday = nextWeekday(1);
  /** A slot of its own for each booking n: three employees, 16 half hours a day, the weekdays of 17 weeks. */
  const days = Array.from({ length: 119 }, (_, i) => addDays(monday, i)).filter((_, i) => i % 7 < 5);
  const slot = (n: number) => {
    const i = n % 16;
    return {
      zaposleniId: business.employeeIds[Math.floor(n / 16) % 3]!,
      datum: days[Math.floor(n / 48) % days.length]!,
      vreme: `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    };
  };
  let next = 0;

  const person = async () => {
    const u = await createUser(d.db, { role: 'RegularUser' });
    return { id: u.id, email: u.email!, token: (await issueAccessToken(d.config, { id: u.id, role: 'RegularUser' })).token };
  };
  let customer: Awaited<ReturnType<typeof person>>;
  const bodyOf = (n: number) => JSON.stringify({ entitetId: business.id, uslugaId: business.serviceIds[0], ...slot(n) });
  const book = async (key: string, body: string, token = customer.token): Promise<Attempt> => {
    const sentAt = Date.now();
    const res = await fetch(`${d.url}${bookingPaths.book}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body,
    }).catch(() => null);
    const text = res ? await res.text() : '';
    const id = res?.status === 201 ? (JSON.parse(text) as { id: number }).id : undefined;
    return { key, body, sentAt, at: Date.now(), status: res?.status ?? 0, id, answer: text };
  };
  const bookingIds = async (url = d.cluster.writeUrl) => new Set((await queryOnce(url, 'SELECT id FROM zakazivanje')).map((r) => Number(r.id)));

  before(async () => {
    d = await startFailoverDeployment({ env: { RATE_LIMIT_BOOKING_PER_USER_PER_MINUTE: '100000' } });
    const owner = await createUser(d.db, { role: 'Administrator' });
    business = await createBusiness(d.db, { naziv: 'Salon Tri Čvora', ownerUserId: owner.id, employees: [{}, {}, {}], horizontDana: 130 });
    customer = await person();
  });
  after(async () => {
    await d?.stop();
  });

  test('a restore to the minute before a mistaken delete brings the row back with every booking made before it; verify counts the rows', async (t) => {
    await d.cluster.backup();
    const made: Attempt[] = [];
    for (let i = 0; i < 5; i++) made.push(await book(randomUUID(), bodyOf(next++)));
    assert.deepEqual(made.map((a) => a.status), [201, 201, 201, 201, 201]);
    // The minute the operator names: the first one after the bookings, before the mistake.
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60_000);
    await new Promise((r) => setTimeout(r, minute.getTime() - Date.now() + 500));
    const before = await bookingIds();
    const victim = made[2]!.id!;
    await queryOnce(d.cluster.writeUrl, `DELETE FROM zakazivanje WHERE id = ${victim}`);
    // The segment holding the delete goes to the repository now rather than after archive_timeout.
    const [{ wal }] = (await queryOnce(d.cluster.writeUrl, 'SELECT pg_walfile_name(pg_switch_wal()) AS wal')) as [{ wal: string }];
    await waitFor(async () => String((await queryOnce(d.cluster.writeUrl, 'SELECT last_archived_wal FROM pg_stat_archiver'))[0]?.last_archived_wal ?? '') >= wal, 30_000, 'the delete to be archived');

    const to = minute.toISOString().slice(0, 16).replace('T', ' ');
    const scratch = mkdtempSync(join(tmpdir(), 'zakazi-pitr-'));
    chmodSync(scratch, 0o711); // pgBackRest and PostgreSQL run as postgres
    const into = join(scratch, 'restored');
    const port = await freePort();
    const env = { ...process.env, PGBACKREST_CONFIG: d.cluster.nodes[0]!.pgbackrestConfig, PGBACKREST_STANZA: STANZA };
    try {
      const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', 'restore', '--to', to, '--into', into, '--port', String(port)], { cwd: ROOT, env });
      assert.match(stdout, /restored as of/);
      // The address the script prints (its own socket: the deployment's pg_hba asks passwords over TCP).
      const url = /running at (\S+)/.exec(stdout)?.[1];
      assert.ok(url, stdout);
      const restored = await bookingIds(url);
      assert.ok(restored.has(victim), `the booking deleted after ${to} is back`);
      assert.deepEqual([...restored].sort(), [...before].sort(), 'every booking there at the minute, and no other');
      t.diagnostic(`restored to ${to}: ${restored.size} bookings, the deleted one among them`);
    } finally {
      const owner = await postgresUser();
      await run(join(postgresBinaries(), 'pg_ctl'), ['-D', into, '-m', 'immediate', '-w', 'stop'], owner).catch(() => {});
      rmSync(scratch, { recursive: true, force: true });
    }
    const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', 'verify'], { cwd: ROOT, env });
    const live = (await queryOnce(d.cluster.writeUrl, 'SELECT count(*)::int AS n FROM zakazivanje'))[0]!.n;
    assert.match(stdout, new RegExp(`^  zakazivanje ${live}$`, 'm'), stdout);
  });

  for (let kill = 1; kill <= KILLS; kill++) {
    test(`kill -9 of the primary node under booking load (${kill} of ${KILLS}): every acknowledged booking is there after, writes resume within 30 s, no server process restarts`, async (t) => {
      const old = await d.cluster.leader();
      await d.cluster.replicasStreaming(2);
      const datum = days.at(-1)!;
      const watcher = await openSse(`${d.servers[1]!.url}${bookingPaths.liveSlots}?entitetId=${business.id}&datum=${datum}`);
      const attempts: Attempt[] = [];
      let running = true;
      let killAt = Infinity;
      const loop = async () => {
        while (running) {
          attempts.push(await book(randomUUID(), bodyOf(next++)));
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      const loops = Promise.all([loop(), loop(), loop()]);
      try {
        // Only a precondition (load before the kill), not a measured figure: room for a machine at load 40.
        await waitFor(async () => attempts.filter((a) => a.status === 201).length >= 20, 120_000, 'bookings before the kill');
        killAt = Date.now();
        old.kill9();
        await waitFor(async () => attempts.some((a) => a.sentAt > killAt && a.status === 201), RTO_LIMIT_MS + 10_000, 'a booking after the kill');
        await new Promise((r) => setTimeout(r, 2000));
      } finally {
        running = false;
        await loops;
      }
      const firstAfter = attempts.filter((a) => a.sentAt > killAt && a.status === 201).sort((a, b) => a.at - b.at)[0]!;
      const rto = firstAfter.at - killAt;
      const acknowledged = attempts.filter((a) => a.status === 201);
      const acknowledgedBefore = acknowledged.filter((a) => a.at <= killAt);
      const found = await bookingIds();
      const lost = acknowledged.filter((a) => !found.has(a.id!));
      const leader = await d.cluster.leader();
      t.diagnostic(
        `kill ${kill}: ${old.name} killed, ${leader.name} primary; RTO ${rto} ms; ${acknowledgedBefore.length} acknowledged before the kill, ` +
          `${acknowledgedBefore.filter((a) => found.has(a.id!)).length} of them found after; ${acknowledged.length} acknowledged in all, ${acknowledged.length - lost.length} found`,
      );
      assert.deepEqual(lost.map((a) => a.id), [], 'no acknowledged booking is lost');
      assert.ok(rto < RTO_LIMIT_MS, `writes resumed ${rto} ms after the kill`);
      assert.notEqual(leader.name, old.name);
      const wrong = attempts.filter((a) => a.status !== 201 && a.status !== 503);
      assert.deepEqual(wrong.map((a) => `${a.status} ${a.answer}`), [], 'each booking is acknowledged or answered 503 database-unavailable');
      for (const [i, s] of d.servers.entries()) assert.ok(s.child.exitCode === null && s.child.signalCode === null, `server process ${i} is still running`);

      // What failed in flight, retried with its key: acknowledged, and booked exactly once.
      const failed = attempts.filter((a) => a.status === 503);
      assert.ok(failed.length > 0, 'some bookings failed while there was no primary');
      for (const a of failed.slice(0, 10)) {
        const retry = await book(a.key, a.body);
        assert.equal(retry.status, 201, `retry of ${a.key}`);
        const { zaposleniId, datum: day, vreme } = JSON.parse(a.body) as { zaposleniId: number; datum: string; vreme: string };
        const rows = await queryOnce(
          d.cluster.writeUrl,
          `SELECT id FROM zakazivanje WHERE zaposleni_id = ${zaposleniId} AND lower(termin) = '${day} ${vreme}'::timestamp AT TIME ZONE 'Europe/Belgrade' AND status IN ('pending', 'confirmed')`,
        );
        assert.deepEqual(rows.map((r) => Number(r.id)), [retry.id], `the retried ${a.key} is booked once`);
      }
      // The live stream opened before the kill gets its resync and then the changes; a booking's mail goes out.
      try {
        await watcher.waitFor((e) => e.datum === null, 15_000);
        const someone = await person();
        const res = await book(randomUUID(), JSON.stringify({ entitetId: business.id, uslugaId: business.serviceIds[0], zaposleniId: business.employeeIds[(kill - 1) % 3], datum, vreme: kill <= 3 ? '16:00' : '16:30' }), someone.token);
        assert.equal(res.status, 201);
        await watcher.waitFor((e) => e.datum === datum, 10_000);
        await waitFor(async () => d.sink.mailsTo(someone.email.toLowerCase()).length > 0, 15_000, 'the mail of a booking made after the failover');
      } finally {
        watcher.close();
      }

      // The killed node comes back (its machine restarts Patroni) and rejoins as a standby by itself.
      const backAt = Date.now();
      old.start();
      await waitFor(
        async () => {
          const [mine, theirs] = await Promise.all([old.status(), leader.status()]);
          return mine?.role === 'replica' && mine.state === 'running' && mine.timeline === theirs?.timeline;
        },
        90_000,
        `${old.name} to rejoin as a standby`,
      );
      await d.cluster.replicasStreaming(2);
      const [{ n }] = (await queryOnce(leader.url, `SELECT count(*)::int AS n FROM pg_stat_replication WHERE state = 'streaming' AND application_name = '${old.name}'`)) as [{ n: number }];
      assert.equal(n, 1, `${old.name} streams from ${leader.name}`);
      t.diagnostic(`${old.name} rejoined as a standby ${Date.now() - backAt} ms after its Patroni started`);
    });
  }
});
