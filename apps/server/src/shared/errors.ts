/**
 * The errors a service throws on purpose, each one the contract's status and error code
 * (CONTRACT.md, Conventions). Services and http/ both take them from here: the error handler
 * (http/errors.ts) turns any of them into the contract's error body.
 */

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
/** 503 while the database cannot be reached (CONTRACT.md, Third release, Running): no database detail. */
export const databaseUnavailable = () => new AppError(503, 'database-unavailable', 'The service cannot reach its database; try again in a few seconds');
export const unauthorized = (message = 'Log in to do this') => new AppError(401, 'unauthorized', message);
export const tooManyRequests = () => new AppError(429, 'rate-limited', 'Too many requests, try again later');
