import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, databaseUnavailable } from '../shared/errors.ts';

const FRAMEWORK_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported-media-type', message: 'Unsupported content type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload-too-large', message: 'Request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'bad-request', message: 'Body must not be empty JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'bad-request', message: 'Body is not valid JSON' },
};

/** Every non-2xx answer carries `{ error, message, details? }` (CONTRACT.md, Conventions). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.status === 503) request.log.warn({ err: error }, 'database unavailable');
    else if (answer.status >= 500) request.log.error({ err: error }, 'unhandled error');
    return reply.code(answer.status).send(answer.body);
  });
}

type Answer = { status: number; body: { error: string; message: string; details?: unknown[] } & Record<string, unknown> };

/** The status and contract body of any error a request ends in. */
function errorAnswer(thrown: unknown): Answer {
  const error = thrown as FastifyError;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      field: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
      message: issue.message,
    }));
    return { status: 400, body: { error: 'bad-request', message: `Invalid ${error.validationContext ?? 'request'}: ${details.map((d) => d.field).join(', ')}`, details } };
  }
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}), ...error.extra },
    };
  }
  // No database detail goes out: the contract's code says all a client can act on.
  if (isDatabaseUnavailable(error)) return errorAnswer(databaseUnavailable());
  const known = typeof error?.code === 'string' ? FRAMEWORK_CODES[error.code] : undefined;
  if (known) return { status: known.status, body: { error: known.code, message: known.message } };
  const status = typeof error?.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) return { status, body: { error: 'rate-limited', message: 'Too many requests, try again later' } };
  if (status === 413) return { status, body: { error: 'payload-too-large', message: error.message } };
  if (status >= 400 && status < 500) return { status, body: { error: 'bad-request', message: error.message } };
  return { status: 500, body: { error: 'internal-server', message: 'Something went wrong on our side' } };
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
