import type { ChangeEmailBody, ConfirmEmailChangeBody } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { send } from '@/lib/http';

/** POST /api/identity/change-email: a 6-digit code goes to the new address; nothing changes yet. */
export function requestEmailChange(body: ChangeEmailBody): Promise<unknown> {
  return send<unknown>(identityPaths.changeEmail, { method: 'POST', body });
}

/** POST /api/identity/confirm-email-change: the code makes the new address the login email. */
export function confirmEmailChange(body: ConfirmEmailChangeBody): Promise<unknown> {
  return send<unknown>(identityPaths.confirmEmailChange, { method: 'POST', body });
}
