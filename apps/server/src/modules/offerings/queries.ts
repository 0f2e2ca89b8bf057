import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type UslugaRow = {
  id: number;
  entitet_id: number;
  naziv: string;
  opis: string | null;
  cena: number;
  valuta: string;
  trajanje_minuta: number;
  zaposleni_ids: string[] | number[];
};

/**
 * Non-deleted services with the active employees who perform them, ordered by business then id.
 * `publishedOnly` keeps to businesses visible to the public (a read-only join on entitet).
 */
export async function listServices(
  db: Db,
  o: { entitetId?: number; publishedOnly: boolean; limit: number },
): Promise<UslugaRow[]> {
  const { rows } = await sql<UslugaRow>`
    SELECT u.id, u.entitet_id, u.naziv, u.opis, u.cena, u.valuta, u.trajanje_minuta,
           array(SELECT uz.zaposleni_id FROM usluga_zaposleni uz JOIN zaposleni z ON z.id = uz.zaposleni_id
                  WHERE uz.usluga_id = u.id AND z.aktivan ORDER BY uz.zaposleni_id) AS zaposleni_ids
      FROM usluga u
     WHERE NOT u.obrisana
       ${o.entitetId !== undefined ? sql`AND u.entitet_id = ${o.entitetId}::bigint` : sql``}
       ${o.publishedOnly ? sql`AND EXISTS (SELECT 1 FROM entitet e WHERE e.id = u.entitet_id AND e.objavljen)` : sql``}
     ORDER BY u.entitet_id, u.id
     LIMIT ${o.limit}::int`.execute(db);
  return rows;
}
