import { sql, type Kysely } from 'kysely';
import { COMPLETENESS_PARTS, type CompletenessPart } from '@zakazi/contract';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/**
 * What a business still lacks before it may be public: an address, a live service, an active
 * employee, an image, and an active employee with a working week.
 */
export async function missingParts(db: Executor, entitetId: number): Promise<CompletenessPart[]> {
  const { rows } = await sql<Record<CompletenessPart, boolean>>`
    SELECT
      EXISTS (SELECT 1 FROM adresa WHERE entitet_id = ${entitetId}) AS adresa,
      EXISTS (SELECT 1 FROM usluga WHERE entitet_id = ${entitetId} AND NOT obrisana) AS usluge,
      EXISTS (SELECT 1 FROM zaposleni WHERE entitet_id = ${entitetId} AND aktivan) AS zaposleni,
      EXISTS (SELECT 1 FROM entitet_slika WHERE entitet_id = ${entitetId}) AS slike,
      EXISTS (SELECT 1 FROM zaposleni z JOIN radno_vreme r ON r.zaposleni_id = z.id
               WHERE z.entitet_id = ${entitetId} AND z.aktivan) AS "radnaNedelja"
  `.execute(db);
  const present = rows[0]!;
  return COMPLETENESS_PARTS.filter((part) => !present[part]);
}

/**
 * Publishes a business when it is complete and unpublishes it when it no longer is (CONTRACT.md:
 * "A business is public only when popunjeno"). Every write that can change completeness calls
 * this in its transaction: address, services, employees, images, working weeks. A business whose
 * owner's account was erased stays unpublished.
 */
export async function refreshPublication(db: Executor, entitetId: number): Promise<boolean> {
  const complete = (await missingParts(db, entitetId)).length === 0;
  const row = await db
    .updateTable('entitet')
    .set({
      objavljen: complete
        ? sql<boolean>`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = entitet.owner_user_id AND u.deleted_at IS NOT NULL)`
        : false,
    })
    .where('id', '=', entitetId)
    .returning('objavljen')
    .executeTakeFirst();
  return row?.objavljen ?? false;
}
