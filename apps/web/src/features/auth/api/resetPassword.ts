import type { ResetPasswordBody } from '@zakazi/contract';
import { http } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/identity/reset-password {userId, token, newPassword}; success when status < 300 (SPEC.md 5). */
export async function resetPassword(body: ResetPasswordBody) {
  const result = await http.post<{ ok: true }>(PATHS.resetPassword, body);
  return { ...result, ok: result.status > 0 && result.status < 300 };
}
