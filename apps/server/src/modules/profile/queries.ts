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

export async function updateProfile(db: Db, userId: number, p: { ime: string; prezime: string | null; broj_telefona: string | null }): Promise<boolean> {
  const r = await db.updateTable('users').set(p).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export function findPreferences(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['podsetnik', 'podsetnik_sati', 'promene_statusa', 'kanal_email', 'kanal_push', 'kanal_sms', 'posao_novo', 'posao_izmena', 'posao_otkazivanje', 'posao_dnevni_pregled'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

type Preferences = {
  podsetnik: boolean;
  podsetnik_sati: number;
  promene_statusa: boolean;
  kanal_email?: boolean;
  kanal_push?: boolean;
  kanal_sms?: boolean;
  posao_novo?: boolean;
  posao_izmena?: boolean;
  posao_otkazivanje?: boolean;
  posao_dnevni_pregled?: number | null;
};

/** The columns given are set; those left out (a client of an earlier release) stay. */
export async function updatePreferences(db: Db, userId: number, p: Preferences): Promise<boolean> {
  const r = await db.updateTable('users').set(p).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
