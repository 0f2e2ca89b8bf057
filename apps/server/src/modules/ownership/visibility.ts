import type { UserRole } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../shared/errors.ts';

/**
 * Who is looking: the caller of a public route when a valid token came along (request.user).
 * An owner sees their own draft business, a SystemAdministrator any; everyone else published ones.
 */
export type Viewer = { id: number; role: UserRole };

export function mayView(entity: { objavljen: boolean; owner_user_id: number | null }, viewer?: Viewer): boolean {
  if (entity.objavljen) return true;
  if (!viewer) return false;
  return viewer.role === 'SystemAdministrator' || (entity.owner_user_id !== null && entity.owner_user_id === viewer.id);
}

/** Throws 404 unless the business exists and the viewer may see it (drafts: owner only). */
export async function assertEntityVisible(db: Db, id: number, viewer?: Viewer): Promise<void> {
  const entity = await db.selectFrom('entitet').select(['objavljen', 'owner_user_id']).where('id', '=', id).executeTakeFirst();
  if (!entity || !mayView(entity, viewer)) throw notFound('Business');
}
