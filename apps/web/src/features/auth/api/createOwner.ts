import type { CreateOwnerBody } from '@zakazi/contract';
import { send } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/identity/create-owner → 201 {userId, entitetId}: an Administrator and their draft business. */
export function createOwner(body: CreateOwnerBody) {
  return send<{ userId: number; entitetId: number }>(PATHS.createOwner, { method: 'POST', body });
}
