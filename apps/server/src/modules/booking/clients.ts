import { sql } from 'kysely';
import { NO_SHOWS_FOR_REQUEST, type BusinessZakazivanje, type Klijent, type KlijentList } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertOwner, assertOwnerOrSystemAdmin, type AuthUser } from '../../shared/caller.ts';
import { notFound } from '../../shared/errors.ts';
import { findBusinessRules } from '../schedule/index.ts';
import { clientRules } from './client-standing.ts';
import { bookingsOfClient, CLIENT_KEY } from './queries.ts';
import { toBusinessZakazivanje } from './view.ts';

/**
 * The business's clients (GET /api/Entitet/{id}/klijenti): everyone who has a booking there,
 * accounts and desk customers alike, with their visits (completed), no-shows, last visit and the
 * business's private note. A client's key (`id`): 'u' + user id for an account; a desk
 * customer without an account is known by email, else phone (digits), else name, so the same
 * walk-in entered twice with the same phone is one client. Erased accounts are left out.
 */

type ClientRow = {
  id: string;
  user_id: number | null;
  ime: string;
  broj_telefona: string | null;
  email: string | null;
  posete: number;
  nedolasci: number;
  broj_zakazivanja: number;
  poslednja_poseta: string | null;
  sledeci_termin: string | null;
  napomena: string | null;
  blokiran: boolean;
  total: number;
};

/** LIKE pattern of free text: its wildcards taken literally. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listClients(db: Db, caller: AuthUser | null, entitetId: number, q: { q?: string | undefined; page: number; pageSize: number }): Promise<KlijentList> {
  const business = await findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  assertOwnerOrSystemAdmin(caller, business.owner_user_id);
  const text = q.q?.trim() ? likePattern(q.q.trim()) : null;
  const { rows } = await sql<ClientRow>`
    WITH b AS (
      SELECT ${CLIENT_KEY} AS id, z.user_id, z.status, z.termin, z.created_at,
             z.klijent_ime, z.klijent_telefon, z.klijent_email,
             us.ime AS u_ime, us.prezime AS u_prezime, us.broj_telefona AS u_telefon, us.email::text AS u_email
        FROM zakazivanje z LEFT JOIN users us ON us.id = z.user_id
       WHERE z.entitet_id = ${entitetId}
         AND ((z.user_id IS NOT NULL AND us.deleted_at IS NULL) OR (z.user_id IS NULL AND z.klijent_ime IS NOT NULL))
    ),
    c AS (
      SELECT b.id, max(b.user_id) AS user_id,
             coalesce(max(concat_ws(' ', b.u_ime, b.u_prezime)) FILTER (WHERE b.user_id IS NOT NULL), (array_agg(b.klijent_ime ORDER BY b.created_at DESC))[1]) AS ime,
             coalesce(max(b.u_telefon), (array_agg(b.klijent_telefon ORDER BY b.created_at DESC) FILTER (WHERE b.klijent_telefon IS NOT NULL))[1]) AS broj_telefona,
             coalesce(max(b.u_email), (array_agg(b.klijent_email ORDER BY b.created_at DESC) FILTER (WHERE b.klijent_email IS NOT NULL))[1]) AS email,
             count(*) FILTER (WHERE b.status = 'completed')::int AS posete,
             count(*) FILTER (WHERE b.status = 'noShow')::int AS nedolasci,
             count(*)::int AS broj_zakazivanja,
             to_char((max(lower(b.termin)) FILTER (WHERE b.status = 'completed')) AT TIME ZONE ${business.vremenska_zona}, 'YYYY-MM-DD') AS poslednja_poseta,
             to_char((min(lower(b.termin)) FILTER (WHERE b.status IN ('pending','confirmed') AND lower(b.termin) >= now())) AT TIME ZONE ${business.vremenska_zona}, 'YYYY-MM-DD') AS sledeci_termin
        FROM b GROUP BY b.id
    )
    SELECT c.*, n.napomena, (bl.klijent IS NOT NULL) AS blokiran, count(*) OVER ()::int AS total
      FROM c LEFT JOIN klijent_napomena n ON n.entitet_id = ${entitetId} AND n.klijent = c.id
             LEFT JOIN klijent_blokada bl ON bl.entitet_id = ${entitetId} AND bl.klijent = c.id
     WHERE ${text}::text IS NULL
        OR lower(c.ime) LIKE ${text} OR lower(coalesce(c.email, '')) LIKE ${text}
        OR regexp_replace(coalesce(c.broj_telefona, ''), '[^0-9+]', '', 'g') LIKE ${text}
        OR lower(coalesce(c.broj_telefona, '')) LIKE ${text}
     ORDER BY lower(c.ime), c.id
     LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`.execute(db);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    // past the last page: still tell how many there are
    const { rows: counted } = await sql<{ n: number }>`SELECT count(DISTINCT ${CLIENT_KEY})::int AS n FROM zakazivanje z WHERE z.entitet_id = ${entitetId}`.execute(db);
    total = text ? 0 : (counted[0]?.n ?? 0);
  }
  const pravila = await clientRules(db, entitetId);
  return { klijenti: rows.map((r) => toKlijent(r, pravila.zahtevPosleNedolazaka)), total, pravila };
}

/**
 * GET /api/Entitet/{id}/klijenti/zakazivanja: one client's history at the business (every
 * status, newest first, at most 200), for the clients tab. 404 for a key that is no client here.
 */
export async function clientBookings(db: Db, caller: AuthUser | null, entitetId: number, klijentId: string): Promise<BusinessZakazivanje[]> {
  const business = await findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  assertOwnerOrSystemAdmin(caller, business.owner_user_id);
  const rows = await bookingsOfClient(db, entitetId, klijentId);
  if (!rows.length) throw notFound('Client');
  return rows.map(toBusinessZakazivanje);
}

/** requestRule: the business's rule that clients with NO_SHOWS_FOR_REQUEST no-shows book as requests. */
function toKlijent(r: ClientRow, requestRule: boolean): Klijent {
  return {
    id: r.id,
    userId: r.user_id === null ? null : Number(r.user_id),
    ime: r.ime,
    brojTelefona: r.broj_telefona,
    email: r.email,
    posete: r.posete,
    nedolasci: r.nedolasci,
    poslednjaPoseta: r.poslednja_poseta,
    sledeciTermin: r.sledeci_termin,
    brojZakazivanja: r.broj_zakazivanja,
    napomena: r.napomena,
    blokiran: r.blokiran,
    // only an account books online, so only an account's bookings become requests
    kaoZahtev: requestRule && r.user_id !== null && r.nedolasci >= NO_SHOWS_FOR_REQUEST,
  };
}

/**
 * PUT /api/Entitet/{id}/klijenti/napomena: the business's private note about one of its clients
 * (only its Administrator); an empty note removes it. 404 for a key that is no client of the
 * business.
 */
export async function setClientNote(db: Db, caller: AuthUser | null, entitetId: number, body: { klijentId: string; napomena: string }): Promise<{ klijentId: string; napomena: string | null }> {
  const business = await findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  assertOwner(caller, business.owner_user_id);
  const { rows } = await sql`SELECT 1 FROM zakazivanje z WHERE z.entitet_id = ${entitetId} AND ${CLIENT_KEY} = ${body.klijentId} LIMIT 1`.execute(db);
  if (!rows.length) throw notFound('Client');
  if (!body.napomena) {
    await db.deleteFrom('klijent_napomena').where('entitet_id', '=', entitetId).where('klijent', '=', body.klijentId).execute();
    return { klijentId: body.klijentId, napomena: null };
  }
  await db
    .insertInto('klijent_napomena')
    .values({ entitet_id: entitetId, klijent: body.klijentId, napomena: body.napomena })
    .onConflict((oc) => oc.columns(['entitet_id', 'klijent']).doUpdateSet({ napomena: body.napomena, updated_at: new Date() }))
    .execute();
  return { klijentId: body.klijentId, napomena: body.napomena };
}
