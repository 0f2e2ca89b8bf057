import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { sql, type Selectable } from 'kysely';
import { bearer, tokenFor, uniqueEmail } from '../../../test/support/auth.ts';
import { createUser } from '../../../test/support/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.ts';
import { createTestContext, useTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { JobWorker, enqueueJob, enqueueMail, passwordResetMail } from './index.ts';
import { forgetFinishedJobs } from './job-queries.ts';
import { MAIL_JOB, mailDelivery } from './mail-delivery.ts';
import type { JobTable } from '../../db/tables/notifications.ts';

describe('notifications', () => {
  describe('POST /api/DeviceToken', () => {
    const ctx = useTestContext();

    test("registers the caller's token; the same token later registered by another user moves to them", async () => {
      const a = await createUser(ctx.db);
      const b = await createUser(ctx.db);
      const token = `fcm-${Date.now()}`;
      const reg = async (user: { id: number }, platform: string) =>
        ctx.app.inject({ method: 'POST', url: identityPaths.deviceToken, payload: { token, platform }, headers: bearer(await tokenFor(ctx, { id: user.id, role: 'RegularUser' })) });
      assert.deepEqual((await reg(a, 'android')).json(), { ok: true });
      assert.equal((await reg(b, 'ios')).statusCode, 200);
      const rows = await ctx.db.selectFrom('device_token').select(['user_id', 'platform']).where('token', '=', token).execute();
      assert.deepEqual(rows, [{ user_id: b.id, platform: 'ios' }]);
    });

    test('anonymous 401; unknown platform 400', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: identityPaths.deviceToken, payload: { token: 't', platform: 'android' } });
      assert.equal(res.statusCode, 401);
      const u = await createUser(ctx.db);
      const bad = await ctx.app.inject({ method: 'POST', url: identityPaths.deviceToken, payload: { token: 't', platform: 'symbian' }, headers: bearer(await tokenFor(ctx, { id: u.id, role: 'RegularUser' })) });
      assert.equal(bad.statusCode, 400);
    });
  });

  describe('mail through the job queue', () => {
    test('retries with backoff while SMTP is down, then delivers; gives up after MAIL_MAX_ATTEMPTS', async () => {
      // An SMTP URL where nothing listens: start a sink, note its port, stop it.
      const dead = await startSmtpSink();
      await dead.stop();
      const ctx = await createTestContext({ SMTP_URL: dead.url, MAIL_MAX_ATTEMPTS: '2', JOB_POLL_MS: '50' });
      try {
        const to = uniqueEmail();
        await enqueueMail(ctx.db, to, passwordResetMail('sr', { ime: 'Ana', link: 'https://x/reset', minutes: 60 }));
        ctx.app.jobWorker.poke();
        const first = await waitFor(ctx, to, (r) => r.attempts >= 1);
        assert.equal(first.done_at, null);
        assert.ok(first.last_error);
        assert.ok(first.run_at.getTime() > Date.now() + 5_000, 'backs off');
        // Make the retry due now: the second failure is the last allowed attempt.
        await mailJobs(ctx, to).set({ run_at: sql`now()` }).execute();
        ctx.app.jobWorker.poke();
        const gaveUp = await waitFor(ctx, to, (r) => r.failed_at !== null);
        assert.equal(gaveUp.attempts, 2);
      } finally {
        await ctx.close();
      }
    });

    test('a mail enqueued while SMTP was down is delivered once SMTP is back, with the Message-ID stored when it was built', async () => {
      const sink: SmtpSink = await startSmtpSink();
      const ctx = await createTestContext({ SMTP_URL: sink.url, PUBLIC_URL: 'https://zakazi.example' }, { jobWorker: false });
      try {
        const to = uniqueEmail();
        await enqueueMail(ctx.db, to, passwordResetMail('en', { ime: 'Ana', link: 'https://x/reset?a=1&b=2', minutes: 60 }));
        await mailJobs(ctx, to).set({ attempts: 1, last_error: 'connection refused' }).execute();
        ctx.app.jobWorker.start();
        const mail = await sink.nextMail(to);
        assert.equal(mail.subject, 'Reset your Zakaži password');
        assert.match(mail.text, /https:\/\/x\/reset\?a=1&b=2/);
        assert.match(mail.html ?? '', /href="https:\/\/x\/reset\?a=1&amp;b=2"/);
        const row = await waitFor(ctx, to, (r) => r.done_at !== null);
        assert.equal(row.last_error, null);
        assert.match(String(row.payload.messageId), /^[0-9a-f-]{36}$/);
        // The domain is the service's own host (PUBLIC_URL's), not a made-up one.
        assert.equal(mail.messageId, `<${String(row.payload.messageId)}@zakazi.example>`);
      } finally {
        await ctx.close();
        await sink.stop();
      }
    });

    test('MAIL_CONCURRENCY deliveries run at once over pooled connections, each marked done when the server accepts it', async () => {
      const sink = await startSmtpSink({ acceptDelayMs: 300 });
      const ctx = await createTestContext({ SMTP_URL: sink.url, MAIL_CONCURRENCY: '3' }, { jobWorker: false });
      try {
        const to = Array.from({ length: 9 }, () => uniqueEmail());
        for (const address of to) await enqueueMail(ctx.db, address, passwordResetMail('en', { ime: 'Ana', link: 'https://x/r', minutes: 60 }));
        ctx.app.jobWorker.start();
        // While the first three wait for the slow server's answer, nothing is marked done yet...
        await waitUntil(() => sink.mails.length === 3);
        const doneEarly = await ctx.db.selectFrom('job').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', 'mail').where('done_at', 'is not', null).executeTakeFirstOrThrow();
        assert.equal(Number(doneEarly.n), 0);
        // ...and each is marked done right after its own answer, not when a batch ends.
        await waitFor(ctx, to[0]!, (r) => r.done_at !== null);
        await waitUntil(() => sink.mails.length === 9);
        for (const address of to) await waitFor(ctx, address, (r) => r.done_at !== null);
        assert.equal(sink.maxInFlight(), 3);
      } finally {
        await ctx.close();
        await sink.stop();
      }
    });

    test('without SMTP_URL the mail (to, subject, text) is written to the log and marked done', async () => {
      const ctx = await createTestContext();
      const lines: { obj: Record<string, unknown>; msg: string }[] = [];
      const log = { info: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }), warn: () => {}, error: () => {} };
      const worker = new JobWorker(ctx.db, ctx.config.jobs, log);
      const delivery = mailDelivery({ ...ctx.config, smtpUrl: undefined }, log, () => {});
      worker.handle(MAIL_JOB, delivery.run, delivery.options);
      try {
        const to = uniqueEmail();
        await enqueueMail(ctx.db, to, passwordResetMail('sr', { ime: 'Ana', link: 'https://x/reset-password?userId=1&token=abc', minutes: 60 }));
        worker.start();
        const row = await waitFor(ctx, to, (r) => r.done_at !== null);
        assert.equal(row.attempts, 1);
        const line = lines.find((l) => (l.obj.mail as { to?: string } | undefined)?.to === to);
        assert.ok(line, 'logged');
        const mail = line.obj.mail as { subject: string; text: string };
        assert.equal(mail.subject, 'Promena lozinke na Zakaži');
        assert.match(mail.text, /token=abc/);
      } finally {
        await worker.stop();
        await ctx.close();
      }
    });
  });

  describe('the job queue', () => {
    test('a job in a transaction commits its effects with its done mark: a failure rolls them back and retries; unknown kinds wait', async () => {
      const ctx = await createTestContext();
      const worker = new JobWorker(ctx.db, ctx.config.jobs, { warn: () => {}, error: () => {} });
      let calls = 0;
      worker.handle('test-touch', async (trx, payload) => {
        calls++;
        await trx.insertInto('device_token').values({ token: `job-${calls}`, user_id: Number(payload.userId), platform: 'web' }).execute();
        if (calls === 1) throw new Error('first run fails after its insert');
      });
      try {
        const user = await createUser(ctx.db);
        await enqueueJob(ctx.db, { kind: 'test-touch', payload: { userId: user.id } });
        await enqueueJob(ctx.db, { kind: 'nobody-handles-this', payload: {} });
        await worker.tick();
        let tokens = await ctx.db.selectFrom('device_token').select('token').where('user_id', '=', user.id).execute();
        assert.deepEqual(tokens, [], 'the failed run left nothing behind');
        const failed = await ctx.db.selectFrom('job').selectAll().where('kind', '=', 'test-touch').executeTakeFirstOrThrow();
        assert.equal(failed.attempts, 1);
        assert.equal(failed.done_at, null);
        assert.ok(failed.run_at.getTime() > Date.now() + 20_000, 'retried after a backoff');
        await ctx.db.updateTable('job').set({ run_at: sql`now()` }).where('kind', '=', 'test-touch').execute();
        await worker.tick();
        tokens = await ctx.db.selectFrom('device_token').select('token').where('user_id', '=', user.id).execute();
        assert.deepEqual(tokens, [{ token: 'job-2' }]);
        const done = await ctx.db.selectFrom('job').selectAll().where('kind', '=', 'test-touch').executeTakeFirstOrThrow();
        assert.ok(done.done_at);
        const waiting = await ctx.db.selectFrom('job').selectAll().where('kind', '=', 'nobody-handles-this').executeTakeFirstOrThrow();
        assert.equal(waiting.attempts, 0, 'a kind without a handler here is not claimed');
      } finally {
        await worker.stop();
        await ctx.close();
      }
    });

    test('a poke with job ids claims those jobs by id, without the scan; a poke without ids scans for every due job', async () => {
      const ctx = await createTestContext();
      // No poll within the test: only the pokes claim.
      const worker = new JobWorker(ctx.db, { ...ctx.config.jobs, pollMs: 3_600_000 }, { warn: () => {}, error: () => {} });
      const ran: string[] = [];
      // Outside a transaction, as mail: a job in one pokes a scan when it ends (it may have enqueued others).
      worker.handle('test-note', async (_db, payload) => void ran.push(String(payload.name)), { inTransaction: false });
      const enqueue = async (name: string) => {
        await enqueueJob(ctx.db, { kind: 'test-note', payload: { name } });
        const row = await ctx.db.selectFrom('job').select('id').where(sql`payload->>'name'`, '=', name).executeTakeFirstOrThrow();
        return Number(row.id);
      };
      try {
        worker.start();
        await worker.tick(); // returns after the start's scan too, which found nothing of ours
        const named = `named-${Date.now()}`;
        const other = `other-${Date.now()}`;
        await enqueue(other);
        const namedId = await enqueue(named);
        worker.poke([namedId, namedId + 1_000_000_000]); // an id that is no job is claimed as nothing
        await waitUntil(() => ran.includes(named));
        await new Promise((r) => setTimeout(r, 200));
        assert.deepEqual(ran, [named], 'only the job poked by id ran; the other waits for a scan');
        const namedRow = await ctx.db.selectFrom('job').select(['done_at', 'attempts']).where('id', '=', namedId).executeTakeFirstOrThrow();
        assert.ok(namedRow.done_at, 'marked done');
        assert.equal(namedRow.attempts, 1);
        worker.poke();
        await waitUntil(() => ran.includes(other));
        assert.deepEqual(ran, [named, other]);
      } finally {
        await worker.stop();
        await ctx.close();
      }
    });
  });

  describe('job housekeeping', () => {
    const ctx = useTestContext();

    test('forgets jobs done more than the days kept and those given up more than theirs; keeps every other job', async () => {
      const kind = `housekeeping-${Date.now()}`;
      // name → the columns that place the job in its life, relative to now()
      const jobs: Record<string, string> = {
        doneLongAgo: "done_at = now() - interval '8 days'",
        doneLongAgoToo: "done_at = now() - interval '20 days'",
        doneLately: "done_at = now() - interval '6 days'",
        gaveUpLongAgo: "failed_at = now() - interval '31 days'",
        gaveUpLately: "failed_at = now() - interval '8 days'",
        pendingSinceLongAgo: "created_at = now() - interval '100 days', run_at = now() - interval '100 days'",
        reminderNextMonth: "run_at = now() + interval '30 days'",
      };
      for (const [name, placed] of Object.entries(jobs)) {
        const { id } = await ctx.db.insertInto('job').values({ kind, payload: JSON.stringify({ name }) }).returning('id').executeTakeFirstOrThrow();
        await sql`UPDATE job SET ${sql.raw(placed)} WHERE id = ${id}`.execute(ctx.db);
      }

      const forgotten = await forgetFinishedJobs(ctx.db, { doneDays: 7, failedDays: 30 }, 2); // batches of two: the loop goes on
      const left = await ctx.db.selectFrom('job').select(sql<string>`payload->>'name'`.as('name')).where('kind', '=', kind).orderBy('id').execute();
      assert.deepEqual(left.map((j) => j.name), ['doneLately', 'gaveUpLately', 'pendingSinceLongAgo', 'reminderNextMonth']);
      assert.ok(forgotten >= 3, `counted the three forgotten jobs (${forgotten})`);
    });

    test('keeps a job made due again while the housekeeping waited for its row', async () => {
      const dedupKey = `housekeeping-again-${Date.now()}`;
      const { id } = await ctx.db.insertInto('job').values({ kind: 'housekeeping-again', payload: '{}', dedup_key: dedupKey }).returning('id').executeTakeFirstOrThrow();
      await sql`UPDATE job SET done_at = now() - interval '8 days' WHERE id = ${id}`.execute(ctx.db);
      let housekeeping: Promise<number> | undefined;
      await ctx.db.transaction().execute(async (trx) => {
        // The job enqueued again by its dedup_key (insertJob's upsert), not committed yet: the
        // housekeeping, on another connection, chooses the row by its old version and waits.
        await trx.updateTable('job').set({ done_at: null, run_at: sql`now() + interval '1 day'` }).where('id', '=', id).execute();
        housekeeping = forgetFinishedJobs(ctx.db, { doneDays: 7, failedDays: 30 });
        await waitUntil(async () => {
          const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
                                                     WHERE wait_event_type = 'Lock' AND query LIKE '%DELETE FROM job WHERE id IN%'`.execute(ctx.db);
          return rows[0]!.n > 0; // the housekeeping waits for the row
        });
      });
      await housekeeping;
      const row = await ctx.db.selectFrom('job').select(['done_at']).where('id', '=', id).executeTakeFirst();
      assert.deepEqual(row, { done_at: null }, 'the job due again is still there');
    });
  });
});

function mailJobs(ctx: TestContext, to: string) {
  return ctx.db.updateTable('job').where('kind', '=', 'mail').where(sql`payload->>'to'`, '=', to);
}

async function waitUntil(done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function waitFor(ctx: TestContext, to: string, done: (row: Selectable<JobTable>) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await ctx.db.selectFrom('job').selectAll().where('kind', '=', 'mail').where(sql`payload->>'to'`, '=', to).executeTakeFirstOrThrow();
    if (done(row)) return row;
    if (Date.now() > deadline) throw new Error(`mail job never reached the state: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
