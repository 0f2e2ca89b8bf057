import { send } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/identity/forgot-password {email}: always 200 (does not reveal whether the address exists). */
export function forgotPassword(email: string) {
  return send<{ ok: true }>(PATHS.forgotPassword, { method: 'POST', body: { email } });
}
