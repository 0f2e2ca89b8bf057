/** The login screen's modes (SPEC.md 2), selected by ?mode=. */
export const MODES = ['login', 'register', 'register-confirm', 'password-reset', 'password-reset-confirm'] as const;
export type Mode = (typeof MODES)[number];

/** Unknown or missing modes are login. */
export function parseMode(value: string | null | undefined): Mode {
  const mode = (value ?? '').trim().toLowerCase();
  return (MODES as readonly string[]).includes(mode) ? (mode as Mode) : 'login';
}

/** Query values each mode understands, besides mode and redirectedFrom (which every mode keeps). */
const KEEP = ['redirectedFrom'] as const;

/**
 * The /login URL of `mode`, keeping redirectedFrom from `current` and setting `extra` values
 * (userId, email, notice …); null/empty values are left out.
 */
export function loginUrl(mode: Mode, current: URLSearchParams | string = '', extra: Record<string, string | number | null | undefined> = {}): string {
  const from = typeof current === 'string' ? new URLSearchParams(current) : current;
  const params = new URLSearchParams();
  if (mode !== 'login') params.set('mode', mode);
  for (const key of KEEP) {
    const value = from.get(key);
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return `/login${qs ? `?${qs}` : ''}`;
}

/** A positive whole number from the query (userId), else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The 6-digit code: digits only, at most 6 (pasted mails may carry spaces or dashes). */
export function normaliseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
