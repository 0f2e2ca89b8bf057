import type { CreateUserBody } from '@zakazi/contract';
import { send } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/Identity/create-user → 201 {userId}; mails the 6-digit code. */
export function createUser(body: CreateUserBody) {
  return send<{ userId: number }>(PATHS.createUser, { method: 'POST', body });
}
