import type { CreateOwnerBody } from '@zakazi/contract';
import { http } from '@/lib/http';
import { PATHS } from './paths';

/** POST /api/identity/create-owner → 201 {userId, entitetId}: an Administrator and their draft business. */
export function createOwner(body: CreateOwnerBody) {
  return http.post<{ userId: number; entitetId: number }>(PATHS.createOwner, body);
}
