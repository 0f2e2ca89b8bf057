import type { ErrorBody } from '@zakazi/contract';
import { takeEmbeddedAnswer } from './page-data';

/**
 * The one HTTP client (SPEC.md 7): JSON in and out. `request` never throws on an HTTP status —
 * callers check `ok`/`status`; network failures come back as status 0. Loads go through `unwrap`
 * and writes through `send`, which reject with an ApiError (what TanStack Query's queries and
 * mutations expect). A failed answer's body is read once, here, into the contract's ErrorBody.
 */
export type HttpResult<T> = { status: number; ok: boolean; data: T | null; error: ErrorBody | null };

const base: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

let accessToken: string | null = null;

/** The session (auth feature) sets the bearer token after login and clears it on logout. */
export function setAccessToken(token: string | null): void {
  accessToken = token;
}
export function getAccessToken(): string | null {
  return accessToken;
}

/** Dispatched on window when the API answers 403 two-step-required (features/account's TwoStepReminder listens). */
export const TWO_STEP_REQUIRED_EVENT = 'zakazi:two-step-required';

export type Query = Record<string, string | number | boolean | null | undefined>;

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

async function request<T>(path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const url = buildUrl(path, options.query);
  // The page came with this answer (public, the same for every caller): no second request for it.
  const answered = (options.method ?? 'GET') === 'GET' ? takeEmbeddedAnswer(url) : undefined;
  if (answered) return { status: 200, ok: true, data: answered.data as T, error: null };
  // The server's render reads nothing over the network (entry-server.tsx): a question its request
  // did not answer stays unanswered, so the page renders its loading state, as the client's first render does.
  if (import.meta.env?.SSR) return new Promise<never>(() => {});
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    if (response.ok) return { status: response.status, ok: true, data: data as T, error: null };
    const error = readErrorBody(data);
    // A business account that must first turn on two-step sign-in (decision 082): the shell takes it to the set-up.
    if (response.status === 403 && error?.error === 'two-step-required') window.dispatchEvent(new Event(TWO_STEP_REQUIRED_EVENT));
    return { status: response.status, ok: false, data: null, error };
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    return { status: 0, ok: false, data: null, error: null };
  }
}

/** Methods that change something: their calls go through `send`, from TanStack mutations. */
type WriteOptions = Omit<RequestOptions, 'method' | 'signal'> & { method: 'POST' | 'PUT' | 'DELETE' | 'PATCH' };

/**
 * For writes: the answer's data, or a rejection with an ApiError carrying the contract's error body
 * (a mutation's `error`, read by its form). An answer without a body resolves to null.
 */
export async function send<T>(path: string, options: WriteOptions): Promise<T> {
  const result = await request<T>(path, options);
  if (result.ok) return result.data as T;
  throw new ApiError(result.status, result.error, `${options.method} ${path}`);
}

export const http = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown) => request<T>(path, { method: 'DELETE', body }),
};

// ---- the error reader --------------------------------------------------------------------------

/**
 * A failed answer's body as the contract's ErrorBody `{error, message, details?}` (fields beyond
 * those, such as login's `userId`, are kept), or null when the body is not one (a proxy's HTML page,
 * no answer at all). A structural check rather than the zod schema, which would add zod to the
 * bundle; `http.test.ts` holds it to the schema.
 */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { error, message, details } = body as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return null;
  if (details !== undefined && !Array.isArray(details)) return null;
  return body as ErrorBody;
}

/**
 * A failed call (thrown by `unwrap` and `send`, so by queries and mutations): its status (0: no
 * answer) and the contract's error body when there was one.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ErrorBody | null,
    what: string,
  ) {
    super(`${what} failed with status ${status}`);
    this.name = 'ApiError';
  }

  /** The kebab-case code (`slot-taken`, `email-taken`, …), if the answer had one. */
  get code(): string | null {
    return this.body?.error ?? null;
  }

  /** `details` of the body: the offending fields of a 400, the conflicting items of some 409s. */
  get details(): unknown[] {
    return this.body?.details ?? [];
  }

  /** A field of the body beyond the contract's three (login's 403 email-not-confirmed has `userId`). */
  extra(key: string): unknown {
    return this.body ? (this.body as Record<string, unknown>)[key] : undefined;
  }

  /** The first number any detail carries under `key` (409 service-has-bookings: brojZakazivanja). */
  detailNumber(key: string): number | null {
    for (const d of this.details) {
      const value = typeof d === 'object' && d !== null ? (d as Record<string, unknown>)[key] : undefined;
      if (typeof value === 'number') return value;
    }
    return null;
  }
}

/** Whatever a query or mutation rejected with, as an ApiError (anything else: no answer, status 0). */
export function apiErrorOf(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, null, 'request');
}

/** The server's message per form field (400 details), keyed by the top-level field name. */
export type FieldErrors = Record<string, string>;

/**
 * The one mapping of a 400's details onto form fields. The server names a field by its place in
 * the request (`body.naziv`, `body.zaposleniIds.0`; a service's own check may say just `naziv`):
 * the form field is the first name after the request part. The first message per field wins.
 */
export function fieldErrors(error: ApiError): FieldErrors {
  const out: FieldErrors = {};
  if (error.status !== 400) return out;
  for (const d of error.details) {
    const { field, message } = (typeof d === 'object' && d !== null ? d : {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string') continue;
    const parts = field.split('.');
    const name = parts[0] === 'body' || parts[0] === 'querystring' || parts[0] === 'params' ? parts[1] : parts[0];
    if (!name || name in out) continue;
    out[name] = typeof message === 'string' ? message : '';
  }
  return out;
}

/**
 * For loads (SPEC.md 8): a failed load logs status and body to the console and rejects, so the
 * query cache keeps whatever data it already had.
 */
export function unwrap<T>(result: HttpResult<T>, what: string): T {
  if (result.ok && result.data !== null) return result.data;
  console.error(`[api] ${what} failed`, result.status, result.error);
  throw new ApiError(result.status, result.error, what);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** URL of an image path from the API: uploads come from the API host, bundled images from the app. */
export function assetUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute.startsWith('/uploads/') ? `${base}${absolute}` : absolute;
}
