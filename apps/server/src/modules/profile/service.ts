import type { Profil } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertSelfOrSystemAdmin, type AuthUser } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import * as queries from './queries.ts';

/** The user themself or a SystemAdministrator; anyone else 403 (before any lookup: no probing of ids). */
export async function getProfil(db: Db, caller: AuthUser | null, userId: number): Promise<Profil> {
  assertSelfOrSystemAdmin(caller, userId);
  const row = await queries.findProfile(db, userId);
  if (!row) throw notFound('User');
  return { id: row.id, ime: row.ime, prezime: row.prezime, email: row.email, brojTelefona: row.broj_telefona, role: row.role };
}
