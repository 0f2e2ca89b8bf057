import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** SQL of page views and the owner's statistics. Bookings are read by start instant (zakazivanje_entitet_idx). */

export function findEntity(db: Db, entitetId: number) {
  return db
    .selectFrom('entitet')
    .select(['id', 'owner_user_id', 'objavljen', 'vremenska_zona', 'valuta'])
    .where('id', '=', entitetId)
    .executeTakeFirst();
}

/** One more view of the business on that local day. */
export async function countPageView(db: Db, entitetId: number, dan: string): Promise<void> {
  await db
    .insertInto('pregled_entiteta')
    .values({ entitet_id: entitetId, dan, broj: 1 })
    .onConflict((oc) => oc.columns(['entitet_id', 'dan']).doUpdateSet({ broj: sql`pregled_entiteta.broj + 1` }))
    .execute();
}

export function pageViews(db: Db, entitetId: number, from: string, to: string) {
  return db
    .selectFrom('pregled_entiteta')
    .select(['dan', 'broj'])
    .where('entitet_id', '=', entitetId)
    .where('dan', '>=', from)
    .where('dan', '<=', to)
    .execute();
}

/** RSD value of one unit of each currency. */
export async function rates(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('kurs').select(['valuta', 'rsd']).execute();
  return new Map(rows.map((r) => [r.valuta, Number(r.rsd)]));
}

export type RevenueBookingRow = {
  start: Date;
  status: 'completed' | 'confirmed';
  cena: number;
  valuta: string;
  usluga_id: number;
  usluga_naziv: string;
  zaposleni_id: number;
  zaposleni_ime: string;
  zaposleni_prezime: string | null;
};

/** Completed and confirmed bookings of the business starting in [from, to). */
export async function revenueBookings(db: Db, entitetId: number, from: Date, to: Date): Promise<RevenueBookingRow[]> {
  const { rows } = await sql<RevenueBookingRow>`
    SELECT lower(z.termin) AS start, z.status, z.cena, z.valuta,
           u.id AS usluga_id, u.naziv AS usluga_naziv,
           p.id AS zaposleni_id, p.ime AS zaposleni_ime, p.prezime AS zaposleni_prezime
      FROM zakazivanje z
      JOIN usluga u ON u.id = z.usluga_id
      JOIN zaposleni p ON p.id = z.zaposleni_id
     WHERE z.entitet_id = ${entitetId}::bigint
       AND lower(z.termin) >= ${from}::timestamptz AND lower(z.termin) < ${to}::timestamptz
       AND z.status IN ('completed', 'confirmed')`.execute(db);
  return rows;
}

/** Start instant and status of every booking of the business starting in [from, to). */
export async function bookingStarts(db: Db, entitetId: number, from: Date, to: Date) {
  const { rows } = await sql<{ start: Date; status: string }>`
    SELECT lower(z.termin) AS start, z.status
      FROM zakazivanje z
     WHERE z.entitet_id = ${entitetId}::bigint
       AND lower(z.termin) >= ${from}::timestamptz AND lower(z.termin) < ${to}::timestamptz`.execute(db);
  return rows;
}
