import type { ConfirmEmailBody } from '@zakazi/contract';
import { http } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/Identity/confirm-email; success when status < 300 (SPEC.md 5). */
export async function confirmEmail(body: ConfirmEmailBody) {
  const result = await http.post<{ userId: number; emailConfirmed: true }>(PATHS.confirmEmail, body);
  return { ...result, ok: result.status > 0 && result.status < 300 };
}
