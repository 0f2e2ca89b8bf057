import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { freePort } from './free-port.ts';

test('freePort never gives one process the same port twice, and each is free to listen on', async () => {
  const ports: number[] = [];
  for (let i = 0; i < 300; i++) ports.push(await freePort());
  assert.equal(new Set(ports).size, ports.length);
  const port = ports[ports.length - 1]!;
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
});
