import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../shared/errors.ts';
import { findBadText, type BadText } from '../shared/bad-text.ts';

/**
 * CONTRACT.md "Operating the service": a text value holding a NUL character or an unpaired
 * UTF-16 surrogate is 400 `bad-request`, never 500. PostgreSQL cannot store NUL in text (the
 * whole statement fails with 22021), and an unpaired surrogate has no UTF-8 form (the driver
 * would store U+FFFD, silently changing what the user sent). So one hook checks every string of
 * the path, the query and the JSON body of every /api route, object keys included, before the
 * route's schema or service sees it. Malformed percent-encoding in the query string is refused
 * here too (the router refuses it in the path: errors.ts, answerFrameworkError).
 * Over-long values are the contract's schemas' job: every text field documents its maximum.
 */

/** Percent-encoding that does not decode to UTF-8 text (`%zz`, a cut-off `%E0%A4`, `%C0%80`, `%ED%A0%80`). */
function malformedQuery(request: FastifyRequest): BadText | undefined {
  const start = request.url.indexOf('?');
  if (start < 0) return undefined;
  try {
    decodeURIComponent(request.url.slice(start + 1));
    return undefined;
  } catch {
    return { field: 'querystring', message: 'is not valid percent-encoded UTF-8' };
  }
}

export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.routeOptions.config?.access) return done(); // not an /api route: the web client and its assets
    const bad =
      malformedQuery(request) ??
      findBadText(request.params, 'params') ??
      findBadText(request.query, 'querystring') ??
      findBadText(request.body, 'body');
    done(bad ? badRequest(`Invalid ${bad.field.split('.')[0]}: ${bad.field} ${bad.message}`, [bad]) : undefined);
  });
}
