import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { test } from 'node:test';
import { checkedLookup, endpointRefusal, INTERNAL_ADDRESS, pinnedAgent } from './push-endpoint.ts';

const lookupOf = (host: string, all: boolean) =>
  new Promise<{ err: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>((resolve) => checkedLookup(host, { all }, (err, address) => resolve({ err, address })));

test("the push agent's own lookup refuses a name that resolves to a loopback address, in both forms net asks for", async () => {
  for (const all of [true, false]) {
    const { err } = await lookupOf('localhost', all);
    assert.equal(err?.code, INTERNAL_ADDRESS, `all: ${all}`);
  }
});

test('an endpoint is refused for an internal address unless its host is allowed, and the allowed host gets the global agent', async () => {
  assert.equal((await endpointRefusal('https://127.0.0.1:8443/p', []))?.reason, 'internal');
  assert.equal((await endpointRefusal('https://[::ffff:10.0.0.1]/p', []))?.reason, 'internal');
  assert.equal((await endpointRefusal('http://push.example/p', []))?.reason, 'not-https');
  assert.equal(await endpointRefusal('https://127.0.0.1:8443/p', ['127.0.0.1']), null);
  assert.equal(pinnedAgent('https://127.0.0.1:8443/p', ['127.0.0.1']), undefined);
  assert.ok(pinnedAgent('https://push.example/p', ['127.0.0.1']), 'any other host: the checking agent');
});
