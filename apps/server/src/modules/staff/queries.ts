import type { Kysely } from 'kysely';
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
