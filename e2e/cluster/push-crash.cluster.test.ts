import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { enqueueJobs, pushJobs } from '../../apps/server/src/modules/notifications/index.ts';
import { startPushReceiver, type BrowserSubscription, type PushReceiver } from '../../apps/server/test/support/push-receiver.ts';
import { startDeployment, waitFor, type Deployment } from '../../scripts/cluster-deployment.ts';

/**
 * Issue 30: pushes go through the job queue with the mail's crash rule. Two server processes
 * deliver a burst of pushes to a push service stand-in that decrypts each one (RFC 8291) and
 * checks its VAPID signature, and holds its 201 for HOLD_MS after keeping the message, so that at
 * any moment each busy process has pushes received but not yet confirmed. One process is killed
 * with SIGKILL mid-burst: every push arrives, and the repeats are at most the killed process's
 * pushes in flight (MAIL_CONCURRENCY), because each push job is marked done the moment its push
 * service answered, one by one.
 */
const PUSHES = 200;
const CONCURRENCY = 4;
const HOLD_MS = 150;
const KILL_AFTER = 60;

describe('cluster: kill -9 during a push burst', { timeout: 600_000 }, () => {
  let d: Deployment;
  let receiver: PushReceiver;
  let caDir: string;

  before(async () => {
    receiver = await startPushReceiver();
    receiver.delay(HOLD_MS);
    // The servers trust the stand-in's self-signed certificate as they would a push vendor's CA.
    caDir = mkdtempSync(join(tmpdir(), 'zakazi-push-ca-'));
    writeFileSync(join(caDir, 'ca.pem'), receiver.ca);
    d = await startDeployment({
      env: {
        PUSH_ALLOWED_HOSTS: '127.0.0.1',
        NODE_EXTRA_CA_CERTS: join(caDir, 'ca.pem'),
        MAIL_CONCURRENCY: String(CONCURRENCY),
        // The killed process's jobs in flight stay leased this long before the other one takes them.
        JOB_LEASE_SECONDS: '3',
        LOG_LEVEL: 'error',
      },
    });
  });
  after(async () => {
    await d?.stop();
    await receiver?.stop();
    if (caDir) rmSync(caDir, { recursive: true, force: true });
  });

  const pending = async () =>
    Number((await d.db.selectFrom('job').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', 'push').where('done_at', 'is', null).where('failed_at', 'is', null).executeTakeFirstOrThrow()).n);

  test(`${PUSHES} pushes, one of two processes killed mid-burst: all delivered, ≤ ${CONCURRENCY} repeats`, async (t) => {
    const browsers: BrowserSubscription[] = Array.from({ length: PUSHES }, () => receiver.subscribe());
    await enqueueJobs(
      d.db,
      browsers.flatMap((b, i) => pushJobs([{ endpoint: b.endpoint, p256dh: b.keys.p256dh, auth: b.keys.auth }], { title: 'Termin je potvrđen', body: `Push ${i}`, url: 'https://zakazi.example/profile' })),
    );

    await waitFor(async () => receiver.received.length >= KILL_AFTER, 120_000, 'the first pushes');
    d.servers[0]!.kill9();
    const atKill = receiver.received.length;
    assert.ok(atKill < PUSHES, 'killed while the burst was under way');

    await waitFor(async () => (await pending()) === 0, 180_000, 'every push job done by the surviving process');
    const byBrowser = new Map<string, number>();
    for (const p of receiver.received) byBrowser.set(p.id, (byBrowser.get(p.id) ?? 0) + 1);
    for (const [i, b] of browsers.entries()) assert.ok((byBrowser.get(b.endpoint.split('/').pop()!) ?? 0) >= 1, `push ${i} arrived`);
    assert.deepEqual(receiver.refused, [], 'every push decrypted and carried a valid VAPID signature');
    const bodies = new Set(receiver.received.map((p) => (JSON.parse(p.text) as { body: string }).body));
    assert.equal(bodies.size, PUSHES);
    const repeats = receiver.received.length - PUSHES;
    t.diagnostic(`received ${atKill} before the kill, ${repeats} repeats after it`);
    assert.ok(repeats <= CONCURRENCY, `at most the killed process's pushes in flight repeated: ${repeats}`);
    assert.ok(repeats >= 1, 'the kill came while pushes were in flight');
  });
});
