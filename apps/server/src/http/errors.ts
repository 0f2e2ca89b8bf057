import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a service throws on purpose; the handler turns it into the contract's error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError(404, 'not-found', `${what} not found`);
export const badRequest = (message: string, details?: unknown[]) => new AppError(400, 'bad-request', message, details);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'forbidden', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

const FRAMEWORK_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported-media-type', message: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload-too-large', message: 'Request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad-request', message: 'Body must not be empty JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad-request', message: 'Body is not valid JSON' },
};

/** Every non-2xx answer carries `{ error, message, details? }` (CONTRACT.md, Conventions). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (thrown: FastifyError, request, reply) => {
    // A request whose route checks the session in its own statement and that failed before it
    // (bad JSON, body or header): the session check first, so it is refused and counted exactly
    // as if the access hook had checked it (http/access.ts PendingSession).
    const error = ((await request.pendingSession?.settle()) ?? thrown) as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      return reply.code(400).send({
        error: 'bad-request',
        message: `Invalid ${error.validationContext ?? 'request'}: ${details.map((d) => d.field).join(', ')}`,
        details,
      });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        error: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        ...error.extra,
      });
    }
    const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.code, message: known.message });
    if (error.statusCode === 429) {
      return reply.code(429).send({ error: 'rate-limited', message: 'Too many requests, try again later' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: 'bad-request', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'internal-server', message: 'Something went wrong on our side' });
  });
}

/** The longest path value (one segment) a route takes; the router refuses longer ones. */
export const MAX_PATH_VALUE_LENGTH = 200;

/** 400 for a path value over MAX_PATH_VALUE_LENGTH, from the router or from the not-found handler. */
export function answerPathValueTooLong(reply: FastifyReply): void {
  void reply.code(400).send({ error: 'bad-request', message: 'A path value is too long', details: [{ field: 'params', message: 'too long' }] });
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors` option):
 * a path whose percent-encoding is malformed (`/api/Entitet/%zz`) or a path value longer than
 * the router's maxParamLength. Both are bad input: 400 with the contract's error body, not
 * Fastify's own body (or its 414).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ error: 'bad-request', message: 'The path is not valid percent-encoded UTF-8', details: [{ field: 'params', message: 'malformed percent-encoding' }] });
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    answerPathValueTooLong(reply);
    return;
  }
  reply.log.error({ err: error }, 'router error');
  void reply.code(500).send({ error: 'internal-server', message: 'Something went wrong on our side' });
}
