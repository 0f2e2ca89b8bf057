import { FavoritesResponse, Profil, TokenResponse, type UserRole } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { identityPaths } from '@zakazi/contract/paths';
import { EntitetIdResponse } from '@zakazi/contract/identity';
import { login, logout } from '@/lib/session';
import { ok, server, stand } from './stand-in';

const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token the client can read (the stand-in never checks its signature; the server does). */
function accessToken(userId: number, role: UserRole): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: String(userId), role, iat: now, exp: now + 3600 })}.signature`;
}

/** Logs in through the real session code, against stand-ins of login, profile, favorites (and the owner's business). */
export async function signIn(role: UserRole, { userId = 5, entitetId = 1 }: { userId?: number; entitetId?: number } = {}) {
  server.use(
    stand('post', identityPaths.login, { answers: TokenResponse }, () =>
      ok({ access_token: accessToken(userId, role), refresh_token: 'refresh-token', expires_in: 3600, token_type: 'Bearer' }),
    ),
    stand('get', identityPaths.profil, { answers: Profil }, () =>
      ok({ id: userId, ime: 'Jovana', prezime: 'Petrović', email: 'jovana@primer.rs', brojTelefona: '064 123 4567', role }),
    ),
    stand('get', peoplePaths.favorites, { answers: FavoritesResponse }, () => ok([])),
    stand('post', identityPaths.getEntitetId, { answers: EntitetIdResponse }, () => ok({ entitetId })),
  );
  const user = await login('jovana@primer.rs', 'lozinka-1234');
  if ('mfaRequired' in user) throw new Error('the stand answered a second step');
  return user;
}

/** Ends the session without a call (as after an erased account). */
export function signOut(): Promise<void> {
  return logout('deleted');
}
