import type { ChangePasswordBody, TokenResponse } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { send } from '@/lib/http';

/** POST /api/identity/change-password: new tokens for this session; every other session ends. */
export function changePassword(body: ChangePasswordBody): Promise<TokenResponse> {
  return send<TokenResponse>(identityPaths.changePassword, { method: 'POST', body });
}
