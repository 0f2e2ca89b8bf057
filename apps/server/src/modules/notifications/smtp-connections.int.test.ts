import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { SmtpConnections } from './smtp-connections.ts';

/**
 * The pool of SMTP connections (decision 058) against a real SMTP server (smtp-server on
 * loopback), set up per test to behave as the case needs: asking for a password, dropping idle
 * connections, refusing a recipient.
 */
type Received = { to: string[]; from: string; raw: string; connection: string };

async function startServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const connections = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      connections.add(session.id);
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), from: (session.envelope.mailFrom as { address: string }).address, raw: Buffer.concat(chunks).toString('utf8'), connection: session.id });
        callback();
      });
    },
    ...options,
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return { server, port, received, connections, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A message as mime-message.ts makes them: CRLF lines, ending in CRLF; one line starts with a dot. */
function message(n: number): Buffer {
  return Buffer.from(`From: a@example.com\r\nTo: b${n}@example.com\r\nSubject: ${n}\r\n\r\nline one of ${n}\r\n.a line that starts with a dot\r\n`);
}

const pools: SmtpConnections[] = [];
const servers: { stop: () => Promise<void> }[] = [];
after(async () => {
  for (const p of pools) p.close();
  await Promise.all(servers.map((s) => s.stop()));
});

function pool(url: string, size: number, messagesPerConnection?: number): SmtpConnections {
  const p = new SmtpConnections(url, { size, timeoutMs: 5_000, messagesPerConnection });
  pools.push(p);
  return p;
}

describe('SmtpConnections', () => {
  test('delivers every message byte for byte, on at most `size` connections reused between messages', async () => {
    const s = await startServer();
    servers.push(s);
    const p = pool(`smtp://127.0.0.1:${s.port}`, 3);
    await Promise.all(Array.from({ length: 30 }, (_, n) => p.send({ from: 'a@example.com', to: [`b${n}@example.com`] }, message(n))));
    assert.equal(s.received.length, 30);
    for (let n = 0; n < 30; n++) {
      const got = s.received.find((r) => r.to[0] === `b${n}@example.com`);
      assert.ok(got, `message ${n} arrived`);
      assert.equal(got.raw, message(n).toString('utf8'));
      assert.equal(got.from, 'a@example.com');
    }
    assert.ok(s.connections.size <= 3, `${s.connections.size} connections`);
    assert.ok(s.connections.size >= 1);
  });

  test('logs in with the user and password of the URL, and a wrong password delivers nothing', async () => {
    const s = await startServer({
      authOptional: false,
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'zakazi' && auth.password === 'p@ss word') return callback(null, { user: auth.username });
        return callback(new Error('bad credentials'));
      },
    });
    servers.push(s);
    await pool(`smtp://zakazi:p%40ss%20word@127.0.0.1:${s.port}`, 1).send({ from: 'a@example.com', to: ['b1@example.com'] }, message(1));
    assert.equal(s.received.length, 1);
    await assert.rejects(pool(`smtp://zakazi:wrong@127.0.0.1:${s.port}`, 1).send({ from: 'a@example.com', to: ['b2@example.com'] }, message(2)), (err: { code?: string }) => err.code === 'EAUTH');
    assert.equal(s.received.length, 1);
  });

  test('a connection the server closed while idle leaves the pool; the next message goes on a new one', async () => {
    const s = await startServer({ socketTimeout: 200 });
    servers.push(s);
    const p = pool(`smtp://127.0.0.1:${s.port}`, 1);
    await p.send({ from: 'a@example.com', to: ['b1@example.com'] }, message(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await p.send({ from: 'a@example.com', to: ['b2@example.com'] }, message(2));
    assert.deepEqual(s.received.map((r) => r.to[0]), ['b1@example.com', 'b2@example.com']);
    assert.notEqual(s.received[0]!.connection, s.received[1]!.connection);
  });

  test('a reused connection found closed at the next message: that message is sent once on a new connection', async () => {
    const s = await startServer();
    servers.push(s);
    const p = pool(`smtp://127.0.0.1:${s.port}`, 1);
    await p.send({ from: 'a@example.com', to: ['b1@example.com'] }, message(1));
    // Cut the connection on the server's side and send before the client can have read the close.
    for (const c of (s.server as unknown as { connections: Set<{ _socket: { destroy: () => void } }> }).connections) c._socket.destroy();
    await p.send({ from: 'a@example.com', to: ['b2@example.com'] }, message(2));
    assert.deepEqual(s.received.map((r) => r.to[0]), ['b1@example.com', 'b2@example.com']);
    assert.equal(s.connections.size, 2);
  });

  test('a refused recipient fails that message only', async () => {
    const s = await startServer({
      onRcptTo(address, _session, callback) {
        if (address.address === 'nobody@example.com') return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
        callback();
      },
    });
    servers.push(s);
    const p = pool(`smtp://127.0.0.1:${s.port}`, 1);
    await assert.rejects(p.send({ from: 'a@example.com', to: ['nobody@example.com'] }, message(0)), (err: { code?: string; responseCode?: number }) => err.code === 'EENVELOPE' && err.responseCode === 550);
    await p.send({ from: 'a@example.com', to: ['b1@example.com'] }, message(1));
    assert.deepEqual(s.received.map((r) => r.to[0]), ['b1@example.com']);
  });

  test('a connection is replaced after messagesPerConnection messages', async () => {
    const s = await startServer();
    servers.push(s);
    const p = pool(`smtp://127.0.0.1:${s.port}`, 1, 2);
    for (let n = 0; n < 5; n++) await p.send({ from: 'a@example.com', to: [`b${n}@example.com`] }, message(n));
    assert.equal(s.received.length, 5);
    assert.equal(s.connections.size, 3);
  });

  test('close() fails the sends still waiting for a connection, and later ones', async () => {
    const s = await startServer({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => setTimeout(() => callback(), 100));
      },
    });
    servers.push(s);
    const p = pool(`smtp://127.0.0.1:${s.port}`, 1);
    const first = p.send({ from: 'a@example.com', to: ['b1@example.com'] }, message(1));
    const waiting = p.send({ from: 'a@example.com', to: ['b2@example.com'] }, message(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    p.close();
    await assert.rejects(waiting, /SMTP pool closed/);
    await first.catch(() => {});
    await assert.rejects(p.send({ from: 'a@example.com', to: ['b3@example.com'] }, message(3)), /SMTP pool closed/);
  });

  test('a server that is not there: each send fails with the connection error, also one that waited for the place', { timeout: 10_000 }, async () => {
    const s = await startServer();
    await s.stop();
    const p = pool(`smtp://127.0.0.1:${s.port}`, 1);
    const connectionError = (err: { code?: string }) => err.code === 'ESOCKET' || err.code === 'ECONNECTION';
    const first = p.send({ from: 'a@example.com', to: ['b1@example.com'] }, message(1));
    const second = p.send({ from: 'a@example.com', to: ['b2@example.com'] }, message(2));
    await assert.rejects(first, connectionError);
    await assert.rejects(second, connectionError);
  });
});
