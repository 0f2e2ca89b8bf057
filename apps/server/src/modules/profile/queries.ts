import type { Db } from '../../db/database.ts';

/** The profile fields of a live (not erased) account. */
export function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'ime', 'prezime', 'email', 'broj_telefona', 'role'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
