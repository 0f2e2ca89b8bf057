import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A service under the wire's names; the employee ids are bigints, so they may come as text. */
export type UslugaRow = {
  id: number;
  entitetId: number;
  naziv: string;
  opis: string | null;
  cena: number;
  valuta: string;
  trajanjeMinuta: number;
  cekanjeMinuta: number;
  pospremanjeMinuta: number;
  zaposleniIds: string[] | number[];
};

/**
 * Non-deleted services with the active employees who perform them, ordered by business then id.
 * `publishedOnly` keeps to businesses visible to the public (a read-only join on entitet).
 */
export async function listServices(
  db: Db,
  o: { entitetId?: number; uslugaId?: number; publishedOnly: boolean; limit: number },
): Promise<UslugaRow[]> {
  const { rows } = await sql<UslugaRow>`
    SELECT u.id, u.entitet_id AS "entitetId", u.naziv, u.opis, u.cena, u.valuta, u.trajanje_minuta AS "trajanjeMinuta",
           u.cekanje_minuta AS "cekanjeMinuta", u.pospremanje_minuta AS "pospremanjeMinuta",
           array(SELECT uz.zaposleni_id FROM usluga_zaposleni uz JOIN zaposleni z ON z.id = uz.zaposleni_id
                  WHERE uz.usluga_id = u.id AND z.aktivan ORDER BY uz.zaposleni_id) AS "zaposleniIds"
      FROM usluga u
     WHERE NOT u.obrisana
       ${o.entitetId !== undefined ? sql`AND u.entitet_id = ${o.entitetId}::bigint` : sql``}
       ${o.uslugaId !== undefined ? sql`AND u.id = ${o.uslugaId}::bigint` : sql``}
       ${o.publishedOnly ? sql`AND EXISTS (SELECT 1 FROM entitet e WHERE e.id = u.entitet_id AND e.objavljen)` : sql``}
     ORDER BY u.entitet_id, u.id
     LIMIT ${o.limit}::int`.execute(db);
  return rows;
}

/** A live (not deleted) service's business, or undefined. */
export function findLiveService(db: Db, uslugaId: number) {
  return db.selectFrom('usluga').select(['id', 'entitet_id', 'naziv']).where('id', '=', uslugaId).where('obrisana', '=', false).executeTakeFirst();
}

export type UslugaValues = { naziv?: string; opis?: string | null; cena?: number; valuta?: string; trajanje_minuta?: number; cekanje_minuta?: number; pospremanje_minuta?: number };

export async function insertService(trx: Db, entitetId: number, v: Required<Omit<UslugaValues, 'cekanje_minuta' | 'pospremanje_minuta'>> & Pick<UslugaValues, 'cekanje_minuta' | 'pospremanje_minuta'>): Promise<number> {
  const row = await trx.insertInto('usluga').values({ entitet_id: entitetId, ...v }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateService(trx: Db, uslugaId: number, v: UslugaValues): Promise<void> {
  if (Object.keys(v).length === 0) return;
  await trx.updateTable('usluga').set(v).where('id', '=', uslugaId).execute();
}

/**
 * Locks the service row until commit and counts its pending or confirmed bookings that have not
 * ended yet (a read of the bookings table: the one fact deletion depends on). The lock makes a
 * booking being inserted for this service finish first, so it is counted.
 */
export async function lockAndCountLiveBookings(trx: Db, uslugaId: number): Promise<number> {
  await trx.selectFrom('usluga').select('id').where('id', '=', uslugaId).forUpdate().execute();
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM zakazivanje
     WHERE usluga_id = ${uslugaId}::bigint AND status IN ('pending', 'confirmed') AND upper(termin) > now()`.execute(trx);
  return rows[0]!.n;
}

export async function markDeleted(trx: Db, uslugaId: number): Promise<void> {
  await trx.updateTable('usluga').set({ obrisana: true }).where('id', '=', uslugaId).execute();
}
