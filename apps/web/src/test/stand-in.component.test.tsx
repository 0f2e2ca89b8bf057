import { Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from '@/lib/http';
import { drift, ok, server, stand } from './stand-in';

describe('the stand-in keeps to the contract', () => {
  // These tests make drift on purpose; what they found must not fail them in setup.ts.
  afterEach(() => void drift.splice(0));

  it('refuses an answer the contract does not allow, so the test that made it fails', async () => {
    server.use(stand('post', bookingPaths.cancel(9), { answers: Zakazivanje }, () => ok({ id: 9, status: 'cancelled' })));
    await expect(send(bookingPaths.cancel(9), { method: 'POST', body: {} })).rejects.toMatchObject({ status: 500 });
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatch(/^the answer of POST \/api\/termini\/9\/cancel does not match the contract: entitetId/);
  });

  it('refuses a request body the server would refuse', async () => {
    server.use(stand('post', bookingPaths.book, { answers: Zakazivanje, request: Zakazivanje.pick({ entitetId: true }) }, () => ok({})));
    await expect(send(bookingPaths.book, { method: 'POST', body: { entitetId: 'one' } })).rejects.toMatchObject({ status: 500 });
    expect(drift[0]).toMatch(/^the request body of POST .*zakazi-termin does not match the contract/);
  });
});
