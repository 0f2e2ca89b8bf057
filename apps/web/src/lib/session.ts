import { useSyncExternalStore } from 'react';
import type { Profil, TokenResponse, UserRole } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { ApiError, http, setAccessToken, type HttpResult } from './http';
import { isNative } from './platform';

/**
 * The session (SPEC.md 3 "User (session)", SPEC.md 4 "Session"): a tiny external store the
 * header, the navigation guard and the pages read with `useSession()`.
 *
 *   logged out ──login()──▶ tokens stored, profile + favorites (+ entity id for Administrator) loaded ──▶ logged in
 *   logged in ──refresh at exp − lead──▶ new tokens (rotation) │ refresh fails ──▶ logout()
 *   logout(): POST /api/Identity/logout, stored auth cleared, user cleared, 'zakazi:logout' event.
 *
 * Storage (SPEC.md 7): a `Secure; SameSite=Strict; Path=/` cookie on the web, localStorage under
 * Capacitor. Chromium keeps Secure cookies on http://localhost and http://127.0.0.1 (both are
 * "potentially trustworthy" origins); on any other plain-http origin a Secure cookie is refused, so
 * there — and only there — the cookie is written without Secure (see writeAuth()).
 *
 * Only types and the zod-free paths module from the contract: its schemas stay out of the bundle.
 */

export type Favorite = { id: number };
export type User = {
  id: number;
  token: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: UserRole;
  favorites: Favorite[];
  /** Only for an Administrator: the business they own. */
  entityId: number | null;
};

/** What is stored between visits. `expiry` is the access token's expiry, ms since epoch. */
export type StoredAuth = { access_token: string; refresh_token: string; expiry: number };

export type SessionState = {
  /** false until the stored session has been restored (or found absent) at start-up. */
  ready: boolean;
  user: User | null;
};

const PATHS = {
  ...identityPaths,
  /** Favorites arrive with a later issue (CONTRACT.md People); until then a non-2xx means none. */
  favoriti: '/api/Profil/favoriti',
} as const;

const LOGOUT_EVENT = 'zakazi:logout';
export type LogoutReason = 'user' | 'expired' | 'deleted';
export type LogoutDetail = { reason: LogoutReason };

// ---- pure helpers (unit-tested) --------------------------------------------------------------

export type TokenClaims = { sub: string; role: UserRole | null; exp: number; iat: number | null };
const ROLES: readonly string[] = ['RegularUser', 'Administrator', 'SystemAdministrator', 'Employee'];

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT the client needs (no signature check: the server checks every call). */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1]!)) as Record<string, unknown>;
    const sub = typeof payload.sub === 'string' ? payload.sub : typeof payload.sub === 'number' ? String(payload.sub) : null;
    if (!sub || typeof payload.exp !== 'number') return null;
    const role = typeof payload.role === 'string' && ROLES.includes(payload.role) ? (payload.role as UserRole) : null;
    return { sub, role, exp: payload.exp, iat: typeof payload.iat === 'number' ? payload.iat : null };
  } catch {
    return null;
  }
}

/** The longest lead before expiry at which the refresh runs. */
const REFRESH_LEAD_MS = 30_000;
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Milliseconds from `now` until the refresh should run: 30 s before `exp` — or a fifth of the token's
 * lifetime before it, when the lifetime is short — never negative, never beyond setTimeout's range.
 */
export function refreshDelay(claims: Pick<TokenClaims, 'exp' | 'iat'>, now: number): number {
  const expMs = claims.exp * 1000;
  const lifetime = claims.iat !== null ? (claims.exp - claims.iat) * 1000 : Number.POSITIVE_INFINITY;
  const lead = Math.min(REFRESH_LEAD_MS, lifetime / 5);
  return Math.min(MAX_TIMEOUT_MS, Math.max(0, Math.floor(expMs - lead - now)));
}

/** True when the access token is expired or about to be (within `marginMs`). */
export function isExpired(auth: Pick<StoredAuth, 'expiry'>, now: number, marginMs = 5_000): boolean {
  return auth.expiry - marginMs <= now;
}

/** The stored form of a token response; expiry from the JWT's exp, else from expires_in. */
export function toStoredAuth(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'>, now: number): StoredAuth {
  const claims = decodeToken(tokens.access_token);
  const expiry = claims ? claims.exp * 1000 : now + tokens.expires_in * 1000;
  return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expiry };
}

export function parseStoredAuth(raw: string | null | undefined): StoredAuth | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAuth>;
    if (typeof value.access_token !== 'string' || typeof value.refresh_token !== 'string' || typeof value.expiry !== 'number') return null;
    return { access_token: value.access_token, refresh_token: value.refresh_token, expiry: value.expiry };
  } catch {
    return null;
  }
}

// ---- storage ----------------------------------------------------------------------------------

const STORAGE_KEY = 'zakazi.auth';
/** The refresh token's lifetime on the server is days; the cookie lives as long. */
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function writeCookie(value: string | null, secure: boolean): void {
  const attrs = `Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  document.cookie =
    value === null
      ? `${STORAGE_KEY}=; Max-Age=0; ${attrs}`
      : `${STORAGE_KEY}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE_S}; ${attrs}`;
}

export function readAuth(): StoredAuth | null {
  try {
    return parseStoredAuth(isNative() ? localStorage.getItem(STORAGE_KEY) : readCookie(STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeAuth(auth: StoredAuth | null): void {
  try {
    if (isNative()) {
      if (auth) localStorage.setItem(STORAGE_KEY, JSON.stringify(auth));
      else localStorage.removeItem(STORAGE_KEY);
      return;
    }
    const value = auth ? JSON.stringify(auth) : null;
    writeCookie(value, true);
    // A plain-http origin other than localhost/127.0.0.1 refuses Secure cookies: fall back so the
    // session still survives a reload there (production serves https, where Secure always holds).
    if (value !== null && readCookie(STORAGE_KEY) !== value && location.protocol === 'http:') {
      console.warn('[session] Secure cookie refused on this http origin; storing it without Secure');
      writeCookie(value, false);
    }
    if (value === null) writeCookie(null, false);
  } catch (error) {
    console.error('[session] cannot store auth', error);
  }
}

// ---- the store --------------------------------------------------------------------------------

let state: SessionState = { ready: false, user: null };
let auth: StoredAuth | null = null;
const listeners = new Set<() => void>();

function setState(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function getSession(): SessionState {
  return state;
}
export function getUser(): User | null {
  return state.user;
}
function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const serverState: SessionState = { ready: false, user: null };
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => serverState);
}
export function useUser(): User | null {
  return useSession().user;
}

// ---- refresh scheduling -----------------------------------------------------------------------

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;

function schedule(current: StoredAuth): void {
  clearTimeout(refreshTimer);
  const claims = decodeToken(current.access_token);
  const delay = claims ? refreshDelay(claims, Date.now()) : Math.max(0, current.expiry - REFRESH_LEAD_MS - Date.now());
  refreshTimer = setTimeout(() => void refreshSession(), delay);
}

function adopt(next: StoredAuth, store = true): void {
  auth = next;
  if (store) writeAuth(next);
  setAccessToken(next.access_token);
  schedule(next);
  if (state.user) setState({ user: { ...state.user, token: next.access_token } });
}

/** Runs `fn` alone across this browser's tabs when Web Locks exist (refresh tokens rotate). */
async function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? (locks.request('zakazi.refresh', fn) as Promise<T>) : fn();
}

/**
 * POST /api/Identity/refresh with the stored refresh token. Another tab may have rotated the token
 * already: then its newer stored tokens are adopted instead of presenting a used one (which the
 * server would treat as reuse and revoke the whole family). A failed refresh logs out (SPEC.md 8).
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= exclusive(async () => {
    const stored = readAuth();
    if (stored && auth && stored.refresh_token !== auth.refresh_token && !isExpired(stored, Date.now())) {
      adopt(stored, false);
      return true;
    }
    const current = stored ?? auth;
    if (!current) return false;
    const result = await http.post<TokenResponse>(PATHS.refresh, { refresh_token: current.refresh_token });
    if (result.ok && result.data) {
      adopt(toStoredAuth(result.data, Date.now()));
      return true;
    }
    if (result.status === 0) {
      // Offline: try again shortly rather than throwing the session away.
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => void refreshSession(), 15_000);
      return false;
    }
    await logout('expired');
    return false;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

// ---- loading the user -------------------------------------------------------------------------

async function loadUser(current: StoredAuth): Promise<HttpResult<unknown> | User> {
  const claims = decodeToken(current.access_token);
  if (!claims) return { status: 401, ok: false, data: null, error: null };
  const userId = claims.sub;
  const [profile, favorites] = await Promise.all([
    http.get<Profil>(PATHS.profil, { userId }),
    http.get<Array<{ id: number }>>(PATHS.favoriti, { userId }),
  ]);
  if (!profile.ok || !profile.data) return profile;
  const role = claims.role ?? profile.data.role;
  let entityId: number | null = null;
  if (role === 'Administrator') {
    const entity = await http.post<{ entitetId: number }>(PATHS.getEntitetId, { userid: Number(userId) });
    entityId = entity.ok && entity.data ? entity.data.entitetId : null;
  }
  return {
    id: Number(userId),
    token: current.access_token,
    name: profile.data.ime,
    email: profile.data.email,
    phone: profile.data.brojTelefona,
    role,
    // The favorites call arrives with a later issue: anything but a list counts as none.
    favorites: favorites.ok && Array.isArray(favorites.data) ? favorites.data.map((f) => ({ id: f.id })) : [],
    entityId,
  };
}

function isUser(value: HttpResult<unknown> | User): value is User {
  return 'role' in value && 'id' in value;
}

/**
 * POST /api/Identity/login, then profile, favorites and (Administrator) entity id. Resolves with
 * the user; rejects with the ApiError of the refused login (403 email-not-confirmed carries
 * `userId`), or of the profile load that followed (any answer from 500 up, or none, as 500).
 */
export async function login(email: string, password: string): Promise<User | SecondStep> {
  const result = await http.post<TokenResponse | SecondStep>(PATHS.login, { username: email.trim(), password });
  if (!result.ok || !result.data) throw new ApiError(result.status, result.error, 'login');
  if ('mfaRequired' in result.data) return { mfaRequired: true, mfaToken: result.data.mfaToken };
  return signInWith(result.data);
}

/** What login answers for an account with two-step sign-in: no tokens yet, a code is owed. */
export type SecondStep = { mfaRequired: true; mfaToken: string };

/**
 * POST /api/identity/login/2fa: the mfaToken of the password step and a code of the authenticator
 * app (or a recovery code); then as login. Rejects with the ApiError (400 invalid-code, 401 when the
 * 5 minutes are over, 429).
 */
export async function loginSecondStep(mfaToken: string, code: string): Promise<User> {
  const result = await http.post<TokenResponse>(PATHS.loginSecondStep, { mfaToken, code: code.trim() });
  if (!result.ok || !result.data) throw new ApiError(result.status, result.error, 'login');
  return signInWith(result.data);
}

/**
 * POST /api/identity/login/pristupni-kljuc with the authenticator's answer (asked for by
 * features/auth/api/passkeyLogin.ts); then as login. Rejects with the ApiError (400
 * invalid-challenge or invalid-passkey, 403 account-disabled, 429).
 */
export async function loginWithPasskey(odgovor: unknown): Promise<User> {
  const result = await http.post<TokenResponse>(PATHS.passkeyLogin, { odgovor });
  if (!result.ok || !result.data) throw new ApiError(result.status, result.error, 'login');
  return signInWith(result.data);
}

/** The tokens of a login taken: profile, favorites and entity id loaded, the user set. */
async function signInWith(tokens: TokenResponse): Promise<User> {
  const next = toStoredAuth(tokens, Date.now());
  adopt(next);
  const user = await loadUser(next);
  if (!isUser(user)) {
    clearLocal();
    throw new ApiError(user.status >= 500 || user.status === 0 ? 500 : user.status, user.error, 'login profile');
  }
  setState({ user, ready: true });
  return user;
}

/**
 * Takes new tokens for this session (a password change answers with them: the server has revoked
 * every other refresh token, the old one of this tab included).
 */
export function adoptTokens(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'>): void {
  adopt(toStoredAuth(tokens, Date.now()));
}

/** Re-reads the profile (after an edit) and favorites. */
export async function reloadUser(): Promise<void> {
  if (!auth) return;
  const user = await loadUser(auth);
  if (isUser(user)) setState({ user });
}

/** SPEC.md 4 favorite toggle reloads the list through this. */
export function setFavorites(favorites: Favorite[]): void {
  if (state.user) setState({ user: { ...state.user, favorites } });
}

function clearLocal(): void {
  clearTimeout(refreshTimer);
  auth = null;
  writeAuth(null);
  setAccessToken(null);
  setState({ user: null, ready: true });
}

/**
 * POST /api/Identity/logout (revokes the refresh token), clear stored auth and the user, then emit
 * the logout event the guard listens to. `reason` tells listeners why (a failed refresh is 'expired').
 */
export async function logout(reason: LogoutReason = 'user'): Promise<void> {
  const current = auth;
  if (current && reason !== 'deleted') {
    await http.post(PATHS.logout, { refresh_token: current.refresh_token });
  }
  const wasLoggedIn = state.user !== null || current !== null;
  clearLocal();
  if (wasLoggedIn && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<LogoutDetail>(LOGOUT_EVENT, { detail: { reason } }));
  }
}

export function onLogout(listener: (detail: LogoutDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LogoutDetail>).detail ?? { reason: 'user' });
  window.addEventListener(LOGOUT_EVENT, handler);
  return () => window.removeEventListener(LOGOUT_EVENT, handler);
}

// ---- restore at start-up ----------------------------------------------------------------------

let restoring: Promise<void> | null = null;

async function restore(): Promise<void> {
  const stored = readAuth();
  if (!stored) {
    setState({ ready: true });
    return;
  }
  auth = stored;
  if (isExpired(stored, Date.now())) {
    if (!(await refreshSession())) {
      if (auth) clearLocal(); // offline: nothing usable
      setState({ ready: true });
      return;
    }
  } else {
    adopt(stored, false);
  }
  let user = await loadUser(auth!);
  if (!isUser(user) && user.status === 401 && (await refreshSession())) user = await loadUser(auth!);
  if (isUser(user)) setState({ user, ready: true });
  else if (user.status === 401 || user.status === 403) clearLocal();
  else {
    // Server unreachable: keep the tokens, the user from the token alone.
    const claims = decodeToken(auth!.access_token);
    setState({
      ready: true,
      user: claims?.role
        ? { id: Number(claims.sub), token: auth!.access_token, name: '', email: null, phone: null, role: claims.role, favorites: [], entityId: null }
        : null,
    });
  }
}

/** Starts restoring the stored session once; resolves when the session is known (ready). */
export function sessionReady(): Promise<void> {
  if (!restoring && typeof document !== 'undefined') {
    // A sleeping tab misses its timer: check again when it comes back.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && auth && isExpired(auth, Date.now(), REFRESH_LEAD_MS)) void refreshSession();
    });
  }
  restoring ??= restore().catch((error) => {
    console.error('[startup] session restore failed', error);
    setState({ ready: true });
  });
  return restoring;
}
