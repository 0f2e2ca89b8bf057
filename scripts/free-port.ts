import { createServer } from 'node:net';

/** Ports freePort has given out in this process. */
const givenPorts = new Set<number>();

/**
 * A loopback port nothing listens on now (the test servers, databases and load balancer take one
 * each), and one this process has not been given before: the system may hand a port it just
 * released to the next bind, and two ports asked for in a row for one Patroni node came back
 * equal once (its PostgreSQL then never started).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    if (!givenPorts.has(port)) {
      givenPorts.add(port);
      return port;
    }
  }
}
