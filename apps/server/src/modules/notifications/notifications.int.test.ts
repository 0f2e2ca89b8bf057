import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { sql } from 'kysely';
import { bearer, tokenFor, uniqueEmail } from '../../../test/support/auth.ts';
import { createUser } from '../../../test/support/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-sink.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { MailWorker, enqueueMail, passwordResetMail } from './index.ts';

describe('notifications', () => {
  describe('POST /api/DeviceToken', () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestContext();
    });
    after(async () => {
      await ctx?.close();
    });

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

  describe('mail outbox worker', () => {
    test('retries with backoff while SMTP is down, then delivers; gives up after MAIL_MAX_ATTEMPTS', async () => {
      // An SMTP URL where nothing listens: start a sink, note its port, stop it.
      const dead = await startSmtpSink();
      await dead.stop();
      const ctx = await createTestContext({ SMTP_URL: dead.url, MAIL_MAX_ATTEMPTS: '2', MAIL_POLL_MS: '50' });
      try {
        const to = uniqueEmail();
        await enqueueMail(ctx.db, to, passwordResetMail('sr', { ime: 'Ana', link: 'https://x/reset', minutes: 60 }));
        ctx.app.mailWorker.poke();
        const first = await waitFor(ctx, to, (r) => r.attempts >= 1);
        assert.equal(first.sent_at, null);
        assert.ok(first.last_error);
        assert.ok(first.next_attempt_at.getTime() > Date.now() + 5_000, 'backs off');
        // Make the retry due now: the second failure is the last allowed attempt.
        await ctx.db.updateTable('mail_outbox').set({ next_attempt_at: sql`now()` }).where('to_address', '=', to).execute();
        ctx.app.mailWorker.poke();
        const gaveUp = await waitFor(ctx, to, (r) => r.failed_at !== null);
        assert.equal(gaveUp.attempts, 2);
      } finally {
        await ctx.close();
      }
    });

    test('a mail enqueued while SMTP was down is delivered once SMTP is back', async () => {
      const sink: SmtpSink = await startSmtpSink();
      const ctx = await createTestContext({ SMTP_URL: sink.url }, { mailWorker: false });
      try {
        const to = uniqueEmail();
        await enqueueMail(ctx.db, to, passwordResetMail('en', { ime: 'Ana', link: 'https://x/reset?a=1&b=2', minutes: 60 }));
        await ctx.db.updateTable('mail_outbox').set({ attempts: 1, last_error: 'connection refused' }).where('to_address', '=', to).execute();
        ctx.app.mailWorker.start();
        const mail = await sink.nextMail(to);
        assert.equal(mail.subject, 'Reset your Zakaži password');
        assert.match(mail.text, /https:\/\/x\/reset\?a=1&b=2/);
        assert.match(mail.html ?? '', /href="https:\/\/x\/reset\?a=1&amp;b=2"/);
        const row = await waitFor(ctx, to, (r) => r.sent_at !== null);
        assert.equal(row.last_error, null);
      } finally {
        await ctx.close();
        await sink.stop();
      }
    });

    test('without SMTP_URL the mail (to, subject, text) is written to the log and marked sent', async () => {
      const ctx = await createTestContext();
      const lines: { obj: Record<string, unknown>; msg: string }[] = [];
      const log = { info: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }), warn: () => {}, error: () => {} };
      const worker = new MailWorker(ctx.db, { ...ctx.config, smtpUrl: undefined }, log);
      try {
        const to = uniqueEmail();
        await enqueueMail(ctx.db, to, passwordResetMail('sr', { ime: 'Ana', link: 'https://x/reset-password?userId=1&token=abc', minutes: 60 }));
        worker.start();
        const row = await waitFor(ctx, to, (r) => r.sent_at !== null);
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
});

async function waitFor(ctx: TestContext, to: string, done: (row: { attempts: number; sent_at: Date | null; failed_at: Date | null; last_error: string | null; next_attempt_at: Date }) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
    if (done(row)) return row;
    if (Date.now() > deadline) throw new Error(`mail row never reached the state: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
