/**
 * The server answers bad input with 400 `{ error, message, details: [{ field, message }] }` where
 * field is `body.naziv` or `body.zaposleniIds.0` (apps/server/src/http/errors.ts). This turns the
 * details into one message per top-level form field, so each shows under its input.
 */
export type FieldErrors = Record<string, string>;

type Detail = { field?: unknown; message?: unknown };

export function fieldErrorsOf(body: unknown): FieldErrors {
  const details = typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined;
  if (!Array.isArray(details)) return {};
  const out: FieldErrors = {};
  for (const d of details as Detail[]) {
    if (typeof d?.field !== 'string') continue;
    const parts = d.field.split('.');
    // 'body.naziv' → 'naziv'; a bare 'naziv' (a service's own detail) stays as it is.
    const name = parts[0] === 'body' || parts[0] === 'querystring' || parts[0] === 'params' ? parts[1] : parts[0];
    if (!name || out[name]) continue;
    out[name] = typeof d.message === 'string' ? d.message : '';
  }
  return out;
}

/** The kebab code of an error body, if any. */
export function errorCode(body: unknown): string | null {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : null;
}

/** A number the server put into details[0] (e.g. brojZakazivanja of a 409 service-has-bookings). */
export function detailNumber(body: unknown, key: string): number | null {
  const details = typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined;
  if (!Array.isArray(details)) return null;
  for (const d of details) {
    const value = typeof d === 'object' && d !== null ? (d as Record<string, unknown>)[key] : undefined;
    if (typeof value === 'number') return value;
  }
  return null;
}
