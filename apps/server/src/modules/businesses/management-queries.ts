import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, EntitetTable } from '../../db/schema.ts';

type Executor = Kysely<Database>;

/** SQL of the owner's writes to a business and its address (management-service.ts). */

const ENTITET_COLUMNS = [
  'id',
  'naziv',
  'opis',
  'kategorija_id',
  'telefon',
  'email',
  'website',
  'vremenska_zona',
  'nacini_placanja',
  'valuta',
  'korak_minuta',
  'minimalna_najava_minuta',
  'horizont_dana',
  'automatska_potvrda',
  'otkazivanje_sati',
  'objavljen',
] as const;

export type EntitetRow = {
  id: number;
  naziv: string;
  opis: string | null;
  kategorija_id: number;
  telefon: string | null;
  email: string | null;
  website: string | null;
  vremenska_zona: string;
  nacini_placanja: string[];
  valuta: string;
  korak_minuta: number;
  minimalna_najava_minuta: number;
  horizont_dana: number;
  automatska_potvrda: boolean;
  otkazivanje_sati: number;
  objavljen: boolean;
};

export type EntitetValues = Omit<Updateable<EntitetTable>, 'id' | 'owner_user_id' | 'objavljen' | 'created_at'>;

function findEntitet(db: Executor, id: number): Promise<EntitetRow | undefined> {
  return db.selectFrom('entitet').select(ENTITET_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Serialises business creation per owner until commit, so two concurrent POST /api/Entitet of one
 * account cannot both find "no business yet" (the key pairs a constant with the user id).
 */
export async function lockOwnerCreation(trx: Executor, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(727031, ${userId}::int)`.execute(trx);
}

export function ownedEntityId(db: Executor, userId: number) {
  return db.selectFrom('entitet').select('id').where('owner_user_id', '=', userId).limit(1).executeTakeFirst();
}

export function insertEntitet(trx: Executor, ownerUserId: number, values: EntitetValues & { naziv: string; kategorija_id: number }): Promise<EntitetRow> {
  return trx
    .insertInto('entitet')
    .values({ ...values, owner_user_id: ownerUserId, objavljen: false })
    .returning(ENTITET_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateEntitet(trx: Executor, id: number, values: EntitetValues): Promise<EntitetRow> {
  if (Object.keys(values).length === 0) return (await findEntitet(trx, id))!;
  return trx.updateTable('entitet').set(values).where('id', '=', id).returning(ENTITET_COLUMNS).executeTakeFirstOrThrow();
}

export function findAdresa(db: Executor, adresaId: number) {
  return db.selectFrom('adresa').select(['id', 'entitet_id']).where('id', '=', adresaId).executeTakeFirst();
}

export function adresaOf(db: Executor, entitetId: number) {
  return db.selectFrom('adresa').select('id').where('entitet_id', '=', entitetId).executeTakeFirst();
}

export type AdresaValues = { ulica: string; broj: string; grad: string; postanski_broj: string; latitude: number; longitude: number };

export async function insertAdresa(trx: Executor, entitetId: number, values: AdresaValues): Promise<number> {
  const row = await trx.insertInto('adresa').values({ entitet_id: entitetId, ...values }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updateAdresa(trx: Executor, adresaId: number, values: AdresaValues) {
  return trx
    .updateTable('adresa')
    .set(values)
    .where('id', '=', adresaId)
    .returning(['id', 'ulica', 'broj', 'grad', 'postanski_broj', 'latitude', 'longitude'])
    .executeTakeFirstOrThrow();
}
