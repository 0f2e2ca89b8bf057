import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../shared/errors.ts';

/**
 * The answers Node's HTTP server would write itself, with its own body or none, given the
 * contract's error body instead (CONTRACT.md, Third release, Running: every error body has the
 * usual shape). Fastify's error handler never sees these: they come before or beside a request.
 */

/**
 * Errors of Node's HTTP parser, raised before there is a request (Fastify's `clientErrorHandler`
 * option): 431 for a request line and headers over the size limit, 408 for a request that did not
 * arrive in time, 400 for bytes that are not HTTP. Fastify's own answer was
 * `{"error":"Request Header Fields Too Large",…,"statusCode":431}`. The connection is closed after
 * it, as Node and Fastify do: what follows on it cannot be read.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A connection reset by the client: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers-too-large', 'The request line and headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request-timeout', 'The request did not arrive in time']
        : [400, 'bad-request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: code, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Two answers Node writes with an empty body unless someone else does:
 * - 417 for an `Expect` header other than 100-continue (the server's 'checkExpectation' event);
 * - 400 for an HTTP/1.1 request without a Host header (RFC 9112 §3.2): Node's own check is turned
 *   off in app.ts (`http.requireHostHeader: false`) so that this hook answers it instead.
 */
export function registerProtocolAnswers(app: FastifyInstance): void {
  app.server.on('checkExpectation', (_request, response) => {
    const body = JSON.stringify({ error: 'expectation-failed', message: 'Only Expect: 100-continue is supported' });
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
  });
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) throw badRequest('An HTTP/1.1 request needs a Host header');
  });
}
