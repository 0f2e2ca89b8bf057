import { send } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/Identity/resend-confirmation {email}: always 200; a new code replaces the old one. */
export function resendConfirmation(email: string) {
  return send<{ ok: true }>(PATHS.resendConfirmation, { method: 'POST', body: { email } });
}
