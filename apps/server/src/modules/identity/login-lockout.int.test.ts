import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { login, userWithPassword } from '../../../test/support/auth.ts';
import { useTestContextWithMail } from '../../../test/support/test-app.ts';

/**
 * Issue 8.4: failures from other addresses never lock the owner out. Default thresholds
 * (5 failures per email and address, 20 per email from addresses never logged in from, 15
 * minutes), real SMTP.
 */
describe('login under a distributed attack', () => {
  const { ctx, sink } = useTestContextWithMail();

  /** The mails queued to an address: mail jobs of the one job queue (decision 035). */
  const outboxTo = async (email: string) =>
    (await ctx.db.selectFrom('job').select(['done_at', 'payload']).where('kind', '=', 'mail').execute())
      .filter((job) => (job.payload as { to?: string }).to === email)
      .map((job) => ({ sent_at: job.done_at }));

  test('the victim logs in from a clean address; each attacking address is locked alone; the owner is warned once', async () => {
    const victim = await userWithPassword(ctx);
    await ctx.db.updateTable('users').set({ jezik: 'en' }).where('id', '=', victim.id).execute();
    const home = '10.8.0.1';
    // The owner has logged in from home before: a proven address.
    assert.equal((await login(ctx, victim.email, victim.password, home)).statusCode, 200);

    // Four addresses, five wrong passwords each: 20 failures, the warning's threshold.
    const attackers = Array.from({ length: 4 }, (_, i) => `10.66.0.${i + 1}`);
    for (const address of attackers) {
      for (let i = 0; i < 5; i++) assert.equal((await login(ctx, victim.email, `Pogresno-${address}-${i}`, address)).statusCode, 401, `${address} try ${i + 1}`);
    }
    // An address that failed 5 times is refused, even with the right password.
    const locked = await login(ctx, victim.email, victim.password, attackers[0]);
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.json().error, 'rate-limited');

    // The owner's correct password from a clean address (a phone on another network) works.
    const clean = await login(ctx, victim.email, victim.password, '10.9.9.9');
    assert.equal(clean.statusCode, 200, clean.body);
    assert.ok(clean.json().access_token);
    // So does the proven address, even after one mistake of its own.
    assert.equal((await login(ctx, victim.email, 'Tipfeler-1', home)).statusCode, 401);
    assert.equal((await login(ctx, victim.email, victim.password, home)).statusCode, 200);

    // Under attack, a new attacking address has one guess, then its lock.
    assert.equal((await login(ctx, victim.email, 'Pogresno-novi', '10.66.1.1')).statusCode, 401);
    assert.equal((await login(ctx, victim.email, 'Pogresno-novi-2', '10.66.1.1')).statusCode, 429);
    for (let i = 2; i <= 8; i++) assert.equal((await login(ctx, victim.email, 'Pogresno', `10.66.1.${i}`)).statusCode, 401);

    // One warning mail for the whole attack (the 20th failure), in the account's language.
    const warning = await sink.nextMail(victim.email);
    assert.match(warning.subject, /trying to log in/);
    assert.match(warning.text, /not locked/);
    await sleep(500);
    const outbox = await outboxTo(victim.email);
    assert.equal(outbox.length, 1, 'one mail queued');
    assert.ok(outbox.every((m) => m.sent_at), 'and sent');
    assert.equal(sink.mailsTo(victim.email).length, 1, 'one mail received');
  });

  test('the warning is in Serbian for a Serbian account; 19 failures warn nobody', async () => {
    const victim = await userWithPassword(ctx);
    const spared = await userWithPassword(ctx);
    for (let i = 0; i < 20; i++) assert.equal((await login(ctx, victim.email, 'Pogresno', `10.67.${i}.1`)).statusCode, 401);
    for (let i = 0; i < 19; i++) assert.equal((await login(ctx, spared.email, 'Pogresno', `10.68.${i}.1`)).statusCode, 401);
    const warning = await sink.nextMail(victim.email);
    assert.match(warning.subject, /pokušava da se prijavi/);
    assert.match(warning.text, /nije zaključan/);
    await sleep(500);
    assert.equal((await outboxTo(spared.email)).length, 0);
    assert.equal(sink.mailsTo(spared.email).length, 0);
  });
});
