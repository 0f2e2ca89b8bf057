import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, X-Content-Type-Options, …) on every response. They depend
 * only on the options, so helmet runs once at start against a recording response, and each request
 * gets the recorded headers in one call. (@fastify/helmet ran helmet(options) anew for every
 * request — rebuilding every middleware and parsing the CSP directives — in two hooks: 4–7 % of
 * the server's CPU for a free-slot or booking request; decision 050.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with these options (names lower-case). */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By: Fastify never sets it.
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
