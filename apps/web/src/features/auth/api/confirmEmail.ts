import type { ConfirmEmailBody } from '@zakazi/contract';
import { send } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/Identity/confirm-email: 200 when the code is right (SPEC.md 5); 400 wrong, expired or dead code. */
export function confirmEmail(body: ConfirmEmailBody) {
  return send<{ userId: number; emailConfirmed: true }>(PATHS.confirmEmail, { method: 'POST', body });
}
