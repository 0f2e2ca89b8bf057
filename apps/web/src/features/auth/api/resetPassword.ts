import type { ResetPasswordBody } from '@zakazi/contract';
import { send } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/identity/reset-password {userId, token, newPassword}: 200 (SPEC.md 5); a used or old link is refused. */
export function resetPassword(body: ResetPasswordBody) {
  return send<{ ok: true }>(PATHS.resetPassword, { method: 'POST', body });
}
