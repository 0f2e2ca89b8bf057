import type { FastifyInstance } from 'fastify';
import { badRequest } from '../shared/errors.ts';

/** fatal: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Every JSON body is read as strict UTF-8 (RFC 8259 §8.1; CONTRACT.md, Third release, Running):
 * bytes that are not UTF-8 are 400 `bad-request` before any route sees the body. Fastify's own
 * parser decodes leniently, so `{"ime":"Mil\xED\xA0\x80ica"}` (an encoded surrogate) arrived as
 * "Mil\uFFFD\uFFFD\uFFFDica" and was stored. The decoded text then goes to Fastify's own JSON
 * parser, with its empty-body, syntax and prototype-poisoning checks. Registered on the root
 * before the modules, so it is the parser of every route.
 */
export function registerStrictJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badRequest('The body is not valid UTF-8', [{ field: 'body', message: 'not UTF-8' }]), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
