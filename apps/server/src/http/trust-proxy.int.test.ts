import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { identityPaths } from '@zakazi/contract';
import { buildApp } from '../app.ts';
import { uniqueEmail } from '../../test/support/auth.ts';
import { useTestContext } from '../../test/support/test-app.ts';

/**
 * Issue 26, item 2: behind HAProxy (`option forwardfor` appends the address it got the request
 * from) a client that writes its own X-Forwarded-For must not choose its address for the limits.
 * TRUST_PROXY=true trusts one proxy (the last entry), TRUST_PROXY=N trusts N; unset, the header is
 * ignored. Told apart by the login limit per address, 3 a minute here.
 */
describe('TRUST_PROXY: the client address behind proxies, whatever the client writes into X-Forwarded-For', () => {
  const ctx = useTestContext({ RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: '3' });

  /** Five logins through an app trusting `hops` proxies, each with the X-Forwarded-For `header(n)`, from the TCP peer `peer`. */
  async function logins(hops: number, peer: string, header: (n: number) => string): Promise<number[]> {
    const app = await buildApp({ config: { ...ctx.config, trustedProxies: hops }, db: ctx.db }, { logger: false });
    try {
      const statuses: number[] = [];
      for (let n = 1; n <= 5; n++) {
        const res = await app.inject({
          method: 'POST',
          url: identityPaths.login,
          payload: { username: uniqueEmail(), password: 'wrong password' },
          remoteAddress: peer,
          headers: { 'x-forwarded-for': header(n) },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await app.close();
    }
  }
  const limitedAfterThree = [401, 401, 401, 429, 429];

  test('TRUST_PROXY=true: a new forged first entry on every attempt is still one client, the one the proxy saw', async () => {
    assert.deepEqual(await logins(1, '10.0.0.2', (n) => `10.9.${n}.1, 198.51.100.7`), limitedAfterThree);
    // another client behind the same proxy has a budget of its own
    assert.deepEqual(await logins(1, '10.0.0.2', () => '198.51.100.8'), limitedAfterThree);
  });

  test('TRUST_PROXY=2: the entry before the two proxies\' own is the client; entries before it are ignored', async () => {
    // client 198.51.100.20 → proxy 10.0.0.3 (appends the client) → proxy 10.0.0.4 (appends 10.0.0.3) → server
    assert.deepEqual(await logins(2, '10.0.0.4', (n) => `10.9.${n}.1, 198.51.100.20, 10.0.0.3`), limitedAfterThree);
  });

  test('unset: X-Forwarded-For is ignored, the TCP peer is the client', async () => {
    assert.deepEqual(await logins(0, '198.51.100.30', (n) => `10.9.${n}.1`), limitedAfterThree);
  });
});
