import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export type NewEntry = {
  entitetId: number | null;
  korisnikId: number | null;
  akterId: number;
  akterUloga: string;
  radnja: string;
  predmet: string | null;
};

/** One insert by primary key's sequence: no read, no lock beyond the row itself. */
export async function insertEntry(trx: Executor, e: NewEntry): Promise<void> {
  await trx
    .insertInto('dnevnik_radnji')
    .values({ entitet_id: e.entitetId, korisnik_id: e.korisnikId, akter_id: e.akterId, akter_uloga: e.akterUloga, radnja: e.radnja, predmet: e.predmet })
    .execute();
}

export type EntryRow = { id: number; created_at: Date; radnja: string; predmet: string | null; akter_id: number | null; akter_uloga: string; akter_ime: string | null };

/** A page of a business's log, newest first (index dnevnik_radnji_entitet), with the count. */
export async function pageOfBusiness(db: Executor, entitetId: number, limit: number, offset: number): Promise<{ rows: EntryRow[]; total: number }> {
  const [page, count] = await Promise.all([
    sql<EntryRow>`
      SELECT d.id::int AS id, d.created_at, d.radnja, d.predmet, d.akter_id::int AS akter_id, d.akter_uloga,
             concat_ws(' ', u.ime, u.prezime) AS akter_ime
        FROM dnevnik_radnji d LEFT JOIN users u ON u.id = d.akter_id
       WHERE d.entitet_id = ${entitetId}
       ORDER BY d.created_at DESC, d.id DESC
       LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM dnevnik_radnji WHERE entitet_id = ${entitetId}`.execute(db),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/** The retention delete: entries older than the given days. */
export async function deleteOlderThan(db: Executor, days: number): Promise<void> {
  await sql`DELETE FROM dnevnik_radnji WHERE created_at < now() - make_interval(days => ${days})`.execute(db);
}
