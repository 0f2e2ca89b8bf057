import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { bookBody, bookingWorld, book, nextWeekday, type BookingWorld } from '../../test/support/booking.ts';
import { useTestContext } from '../../test/support/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics behind METRICS_TOKEN on the public port', () => {
  const ctx = useTestContext({ METRICS_TOKEN: TOKEN });
  let w: BookingWorld;
  const scrape = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    return res.body;
  };

  before(async () => {
    w = await bookingWorld(ctx);
  });

  test('refused without the token or with a wrong one (401), and no metrics are shown', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcde' }, { authorization: TOKEN }, { authorization: `Bearer ${TOKEN}x` }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json<{ error: string }>().error, 'unauthorized');
      assert.doesNotMatch(res.body, /http_request_duration_seconds/);
    }
  });

  test('requests are counted by route pattern and status, with durations', async () => {
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/Entitet/:id",status="404"}';
    const before = sample(await scrape(), series) ?? 0;
    await ctx.app.inject({ method: 'GET', url: '/api/Entitet/424242' });
    await ctx.app.inject({ method: 'GET', url: '/api/Entitet/424243' });
    const text = await scrape();
    assert.equal(sample(text, series), before + 2);
    assert.doesNotMatch(text, /route="\/api\/Entitet\/42424/, 'raw URLs never become labels');
    assert.ok((sample(text, 'http_request_duration_seconds_sum{method="GET",route="/api/Entitet/:id",status="404"}') ?? 0) > 0);
  });

  test('a booking moves bookings_total by its outcome; the queues and the pool are shown', async () => {
    const datum = nextWeekday(3);
    const first = await book(ctx, w.customer.token, bookBody(w, datum, '11:00'));
    assert.equal(first.statusCode, 201, first.body);
    let text = await scrape();
    assert.equal(sample(text, 'bookings_total{outcome="created"}'), 1);
    // the same time again: the booking module answers slot-taken
    const second = await book(ctx, w.otherCustomer.token, bookBody(w, datum, '11:00'));
    assert.equal(second.statusCode, 409);
    text = await scrape();
    assert.equal(sample(text, 'bookings_total{outcome="slot-taken"}'), 1);
    assert.equal(sample(text, 'bookings_total{outcome="created"}'), 1);
    // the booking queued a mail to each side, due at once; no job worker runs here, so they wait
    assert.ok((sample(text, 'mail_outbox_unsent') ?? 0) >= 2, text.split('\n').filter((l) => l.startsWith('mail_')).join('\n'));
    assert.ok((sample(text, 'mail_outbox_oldest_unsent_age_seconds') ?? 0) > 0);
    assert.ok((sample(text, 'job_queue_due') ?? 0) >= 2);
    assert.ok((sample(text, 'job_queue_lag_seconds') ?? 0) > 0);
    assert.ok((sample(text, 'db_pool_connections{state="total"}') ?? 0) >= 1);
    assert.notEqual(sample(text, 'db_pool_connections{state="waiting"}'), undefined);
    assert.notEqual(sample(text, 'process_cpu_user_seconds_total'), undefined);
  });
});

describe('metrics on METRICS_PORT', () => {
  const ctx = useTestContext({ METRICS_PORT: '0', HOST: '127.0.0.1' });

  test('served on their own port, and not on the public one', async () => {
    const port = ctx.app.metrics.port;
    assert.ok(port);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /db_pool_connections\{state="total"\}/);
    assert.equal((await fetch(`http://127.0.0.1:${port}/other`)).status, 404);
    const pub = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(pub.statusCode, 404);
    assert.doesNotMatch(pub.body, /db_pool_connections/);
  });
});
