import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSmtpSink } from '../../apps/server/test/support/smtp-sink.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { enqueueMail, passwordResetMail } from '../../apps/server/src/modules/notifications/index.ts';
import { queryOnce, startTestDatabaseServer, withDatabase } from '../../scripts/test-database.ts';
import { cpuSince, cpuSnapshot } from './support/cpu.ts';
import { freePort } from '../../scripts/free-port.ts';

/**
 * Mail delivery rate (issue 8: the worker must keep up with bookings, ~145/s in bench:booking,
 * two mails each, so ~290 mails/s):
 *
 *   npm run bench:mail                      # embedded PostgreSQL, or a fresh database on DATABASE_URL
 *   BENCH_MAILS=5000 MAIL_CONCURRENCY=8 BENCH_SMTP_DELAY_MS=0 npm run bench:mail
 *
 * Enqueues BENCH_MAILS (3,000) mails shaped like booking mails (text, HTML and a calendar
 * attachment) through the server's enqueueMail, then starts the real server (apps/server main.ts)
 * with MAIL_CONCURRENCY and SMTP_URL pointing at a real SMTP server in this process, which answers
 * each message after BENCH_SMTP_DELAY_MS (0; a remote relay takes tens of ms). Reports mails/s from
 * the first delivery to the last, and CPU ms per mail of the server process and of PostgreSQL.
 * BENCH_SERVER_NODE_ARGS adds Node options to the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * to see where its CPU goes.
 */
const MAILS = Number(process.env.BENCH_MAILS ?? 3000);
const CONCURRENCY = process.env.MAIL_CONCURRENCY ?? '8';
const DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 0);
const BOOKING_RATE_MAILS_PER_S = 290;
const ROOT = join(import.meta.dirname, '../..');

const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Zakazi//bench//EN',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:zakazivanje-1@bench',
  'DTSTAMP:20261123T120000Z',
  'DTSTART:20261201T090000Z',
  'DTEND:20261201T094500Z',
  'SUMMARY:Šišanje @ Salon Bench',
  'LOCATION:Knez Mihailova 1\\, Beograd',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

async function main(): Promise<void> {
  const dbServer = await startTestDatabaseServer();
  const name = `zakazi_bench_mail_${process.pid}`;
  await queryOnce(dbServer.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${dbServer.template}`);
  const databaseUrl = withDatabase(dbServer.adminUrl, name);
  const { db } = createDb(databaseUrl, 2);
  const sink = await startSmtpSink({ acceptDelayMs: DELAY_MS, read: false });
  const dataDir = mkdtempSync(join(tmpdir(), 'zakazi-bench-mail-'));
  const watcher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < MAILS; i++) {
        const content = passwordResetMail(i % 2 ? 'sr' : 'en', { ime: `Kupac ${i}`, link: `https://zakazi.example/termin/${i}`, minutes: 60 });
        await enqueueMail(trx, `bench-${i}@bench.local`, { ...content, attachments: [{ filename: 'termin.ics', contentType: 'text/calendar; method=PUBLISH', content: ics }] });
      }
    });
    console.log(`bench:mail: ${MAILS} mails queued; MAIL_CONCURRENCY=${CONCURRENCY}, SMTP answer delay ${DELAY_MS} ms`);

    const port = await freePort();
    server = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn', SMTP_URL: sink.url, MAIL_CONCURRENCY: CONCURRENCY },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const client = await watcher.connect();
    try {
      await until(() => sink.mails.length > 0, 120_000);
      const started = performance.now();
      const startCount = sink.mails.length;
      const before = await cpuSnapshot(client, server.pid);
      const commitsBefore = await commits(client);
      await until(() => sink.mails.length >= MAILS, 600_000);
      const seconds = (performance.now() - started) / 1000;
      const cpu = await cpuSince(client, server.pid, before);
      const commitCount = (await commits(client)) - commitsBefore;
      const delivered = sink.mails.length - startCount;
      const rate = delivered / seconds;
      console.log(`delivered ${delivered} mails in ${seconds.toFixed(1)} s: ${rate.toFixed(0)} mails/s (booking load needs ~${BOOKING_RATE_MAILS_PER_S})`);
      console.log(`CPU per mail: server ${(cpu.server / delivered).toFixed(2)} ms, PostgreSQL ${(cpu.postgres / delivered).toFixed(2)} ms`);
      console.log(`PostgreSQL transactions per mail: ${(commitCount / delivered).toFixed(2)} (claims, done marks; the sampling of these figures adds a few)`);
      console.log(`most messages in flight at the SMTP server at once: ${sink.maxInFlight() || 'n/a (no answer delay)'}`);
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM job WHERE kind = 'mail' AND done_at IS NULL`);
      if (Number(rows[0]!.n) > 0) await until(async () => Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM job WHERE kind = 'mail' AND done_at IS NULL`)).rows[0]!.n) === 0, 30_000);
      if (sink.mails.length !== MAILS) {
        console.error(`expected exactly ${MAILS} deliveries, the sink has ${sink.mails.length}`);
        process.exitCode = 1;
      }
      if (rate < BOOKING_RATE_MAILS_PER_S) process.exitCode = 1;
    } finally {
      client.release();
    }
  } finally {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve));
    await watcher.end();
    await db.destroy();
    await sink.stop();
    await queryOnce(dbServer.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dbServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Committed transactions in the bench database so far (statistics lag by up to PGSTAT flush; good for hundreds). */
async function commits(client: pg.PoolClient): Promise<number> {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()');
  return Number(rows[0]!.n);
}

async function until(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('bench:mail timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

void main();
