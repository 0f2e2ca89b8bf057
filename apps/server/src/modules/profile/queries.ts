import { sql } from 'kysely';
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

// ---- the account's own data (data-export.ts) ----------------------------------------------------

/** The account's profile as the export names its fields; undefined for a deleted account. */
export function exportedProfile(trx: Db, userId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'ime', 'prezime', 'broj_telefona as brojTelefona', 'role', 'jezik', 'email_confirmed as emailPotvrdjen', 'podsetnik', 'podsetnik_sati as podsetnikSati', 'promene_statusa as promeneStatusa', 'created_at as kreiran'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Everything else kept about the account: bookings, reviews, favourites, queued mails to its address, live sessions, push devices. */
export async function exportedRecords(trx: Db, userId: number, email: string | null) {
  const [zakazivanja, utisci, favoriti, obavestenja, sesije, uredjaji] = await Promise.all([
    sql<Record<string, unknown>>`
      SELECT z.id, e.naziv AS salon, u.naziv AS usluga, concat_ws(' ', zp.ime, zp.prezime) AS zaposleni,
             lower(z.termin) AS pocetak, upper(z.termin) AS kraj, z.cena, z.valuta, z.status, z.napomena, z.created_at AS kreirano
        FROM zakazivanje z JOIN entitet e ON e.id = z.entitet_id JOIN usluga u ON u.id = z.usluga_id JOIN zaposleni zp ON zp.id = z.zaposleni_id
       WHERE z.user_id = ${userId} ORDER BY lower(z.termin) DESC, z.id DESC`.execute(trx),
    sql<Record<string, unknown>>`
      SELECT t.id, e.naziv AS salon, t.zakazivanje_id AS "zakazivanjeId", t.ocena, t.komentar, t.created_at AS kreiran
        FROM utisak t JOIN entitet e ON e.id = t.entitet_id WHERE t.user_id = ${userId} ORDER BY t.created_at DESC`.execute(trx),
    sql<Record<string, unknown>>`
      SELECT f.entitet_id AS "entitetId", e.naziv AS salon, f.created_at AS dodat
        FROM favorit f JOIN entitet e ON e.id = f.entitet_id WHERE f.user_id = ${userId} ORDER BY f.created_at DESC`.execute(trx),
    // The mails to the account's address still in the job queue (subject and when; not bodies, which
    // may hold codes). No index serves payload->>'to': an export is rare, a scan of the queue fine.
    sql<Record<string, unknown>>`
      SELECT j.payload->>'subject' AS naslov, j.created_at AS kreirano, j.done_at AS poslato
        FROM job j WHERE j.kind = 'mail' AND j.payload->>'to' = ${email} ORDER BY j.created_at DESC, j.id DESC`.execute(trx),
    sql<Record<string, unknown>>`
      SELECT s.created_at AS kreirana, s.last_active_at AS "poslednjaAktivnost", s.user_agent AS "userAgent"
        FROM user_session s WHERE s.user_id = ${userId} AND s.ended_at IS NULL ORDER BY s.created_at DESC`.execute(trx),
    sql<Record<string, unknown>>`
      SELECT d.platform, d.created_at AS dodat FROM device_token d WHERE d.user_id = ${userId} ORDER BY d.created_at`.execute(trx),
  ]);
  return { zakazivanja, utisci, favoriti, obavestenja, sesije, uredjaji };
}
