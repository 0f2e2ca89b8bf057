import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/** Ids among `uslugaIds` that are live services of this business. */
export async function servicesOfBusiness(db: Executor, entitetId: number, uslugaIds: number[]): Promise<Set<number>> {
  if (uslugaIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('usluga')
    .select('id')
    .where('entitet_id', '=', entitetId)
    .where('obrisana', '=', false)
    .where('id', 'in', uslugaIds)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertZaposleni(db: Executor, input: { entitetId: number; userId: number | null; ime: string; prezime: string | null }): Promise<number> {
  const row = await db
    .insertInto('zaposleni')
    .values({ entitet_id: input.entitetId, user_id: input.userId, ime: input.ime, prezime: input.prezime })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkServices(db: Executor, zaposleniId: number, uslugaIds: number[]): Promise<void> {
  if (uslugaIds.length === 0) return;
  await db
    .insertInto('usluga_zaposleni')
    .values(uslugaIds.map((usluga_id) => ({ usluga_id, zaposleni_id: zaposleniId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deactivateByUser(db: Executor, userId: number): Promise<void> {
  await db.updateTable('zaposleni').set({ aktivan: false }).where('user_id', '=', userId).execute();
}

/** Ids among `zaposleniIds` that are employees (active or not) of this business. */
export async function employeesOfBusiness(db: Executor, entitetId: number, zaposleniIds: number[]): Promise<Set<number>> {
  if (zaposleniIds.length === 0) return new Set();
  const rows = await db.selectFrom('zaposleni').select('id').where('entitet_id', '=', entitetId).where('id', 'in', zaposleniIds).execute();
  return new Set(rows.map((r) => r.id));
}

/** Makes exactly these employees perform the service. */
export async function replaceServiceEmployees(db: Executor, uslugaId: number, zaposleniIds: number[]): Promise<void> {
  let removal = db.deleteFrom('usluga_zaposleni').where('usluga_id', '=', uslugaId);
  if (zaposleniIds.length) removal = removal.where('zaposleni_id', 'not in', zaposleniIds);
  await removal.execute();
  if (zaposleniIds.length) {
    await db
      .insertInto('usluga_zaposleni')
      .values(zaposleniIds.map((zaposleni_id) => ({ usluga_id: uslugaId, zaposleni_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Makes the employee perform exactly these services (links to deleted services are left alone: history). */
export async function replaceEmployeeServices(db: Executor, zaposleniId: number, uslugaIds: number[]): Promise<void> {
  let removal = db
    .deleteFrom('usluga_zaposleni')
    .where('zaposleni_id', '=', zaposleniId)
    .where('usluga_id', 'in', db.selectFrom('usluga').select('id').where('obrisana', '=', false));
  if (uslugaIds.length) removal = removal.where('usluga_id', 'not in', uslugaIds);
  await removal.execute();
  await linkServices(db, zaposleniId, uslugaIds);
}

export type ZaposleniAdminRow = {
  id: number;
  ime: string;
  prezime: string | null;
  aktivan: boolean;
  user_id: number | null;
  email: string | null;
  account_erased: boolean;
  usluga_ids: number[];
  ima_radnu_nedelju: boolean;
  buduci_termini: number;
};

/**
 * The owner's view of the staff: every employee of the business, inactive ones too, with the login
 * email (a read-only join on the identity module's users) and the number of live bookings ahead.
 */
export async function listEmployeesForOwner(db: Executor, o: { entitetId?: number; zaposleniId?: number }): Promise<ZaposleniAdminRow[]> {
  const { rows } = await sql<ZaposleniAdminRow>`
    SELECT z.id, z.ime, z.prezime, z.aktivan, z.user_id,
           CASE WHEN u.deleted_at IS NULL THEN u.email::text END AS email,
           (u.deleted_at IS NOT NULL) AS account_erased,
           coalesce(array(SELECT uz.usluga_id FROM usluga_zaposleni uz JOIN usluga s ON s.id = uz.usluga_id
                           WHERE uz.zaposleni_id = z.id AND NOT s.obrisana ORDER BY uz.usluga_id), '{}')::bigint[] AS usluga_ids,
           EXISTS (SELECT 1 FROM radno_vreme r WHERE r.zaposleni_id = z.id) AS ima_radnu_nedelju,
           (SELECT count(*) FROM zakazivanje k
             WHERE k.zaposleni_id = z.id AND k.status IN ('pending', 'confirmed') AND upper(k.termin) > now())::int AS buduci_termini
      FROM zaposleni z LEFT JOIN users u ON u.id = z.user_id
     WHERE ${o.entitetId !== undefined ? sql`z.entitet_id = ${o.entitetId}::bigint` : sql`z.id = ${o.zaposleniId!}::bigint`}
     ORDER BY z.aktivan DESC, z.id`.execute(db);
  return rows;
}

export function findEmployee(db: Executor, zaposleniId: number) {
  return db.selectFrom('zaposleni').select(['id', 'entitet_id']).where('id', '=', zaposleniId).executeTakeFirst();
}

export async function updateEmployee(db: Executor, zaposleniId: number, v: { ime: string; prezime?: string | null; aktivan: boolean }): Promise<void> {
  await db
    .updateTable('zaposleni')
    .set({ ime: v.ime, aktivan: v.aktivan, ...(v.prezime !== undefined ? { prezime: v.prezime } : {}) })
    .where('id', '=', zaposleniId)
    .execute();
}

/** The businesses where this user is staff (account erasure re-checks their completeness). */
export async function businessesOfUser(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('zaposleni').select('entitet_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.entitet_id);
}
