/**
 * The one HTTP client (SPEC.md 7): JSON in and out, never throws on an HTTP status —
 * callers check `ok`/`status`. Network failures come back as status 0.
 */
export type HttpResult<T> = { status: number; ok: boolean; data: T | null; error: unknown };

const base: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';

let accessToken: string | null = null;
const tokenListeners = new Set<() => void>();

/** The session (auth feature) sets the bearer token after login and clears it on logout. */
export function setAccessToken(token: string | null): void {
  accessToken = token;
  for (const listener of tokenListeners) listener();
}
export function getAccessToken(): string | null {
  return accessToken;
}
export function subscribeAccessToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

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

export async function request<T>(path: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  try {
    const response = await fetch(buildUrl(path, options.query), {
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
    return response.ok
      ? { status: response.status, ok: true, data: data as T, error: null }
      : { status: response.status, ok: false, data: null, error: data };
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    return { status: 0, ok: false, data: null, error };
  }
}

export const http = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown) => request<T>(path, { method: 'DELETE', body }),
};

/** Thrown by query functions (TanStack Query needs a rejection to keep the previous data). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: unknown,
    what: string,
  ) {
    super(`${what} failed with status ${status}`);
    this.name = 'ApiError';
  }
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
