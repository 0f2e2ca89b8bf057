import { BOOKING_ERRORS, NO_SHOWS_FOR_REQUEST, type KlijentBlokada, type KlijentPravila } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertOwner, type AuthUser } from '../../shared/caller.ts';
import { AppError, badRequest, notFound } from '../../shared/errors.ts';
import { findBusinessRules } from '../schedule/index.ts';
import { recordAudit } from '../audit/index.ts';
import { clientBlocksAndNoShows, clientNameOf, clientRulesOf, hasBookedAt, setClientBlock, standingAt, writeClientRules } from './queries.ts';

/**
 * Clients who don't show up (issue 28, item 5): a business may block a client's online bookings,
 * and may make clients with NO_SHOWS_FOR_REQUEST or more no-shows there book as requests even
 * when it confirms at once. The booking path asks clientStanding before it locks anything; the
 * owner sets both from the clients tab. Only an account books online, so a block names one
 * ('u' || user id, the clients list's key); desk bookings by the business are never refused.
 */

/** How the business treats a customer's online booking: as a request (pending) whatever its automatic confirmation. */
export type Standing = { asRequest: boolean };

/**
 * The customer's standing at the business: 403 client-blocked (with the business's phone, so
 * they can call) when it blocked them; else whether their booking must be a request.
 */
export async function clientStanding(db: Db, entitetId: number, userId: number): Promise<Standing> {
  // One statement per customer booking, before the transaction and holding no lock.
  const row = await standingAt(db, entitetId, userId);
  if (!row) return { asRequest: false }; // an unknown business is refused by the slot check
  if (row.blokiran) {
    throw new AppError(403, BOOKING_ERRORS.clientBlocked, 'This business takes no online bookings from you; please call it', [{ telefon: row.telefon }]);
  }
  return { asRequest: row.zahtev && row.nedolasci >= NO_SHOWS_FOR_REQUEST };
}

/**
 * PUT /api/Entitet/{id}/klijenti/blokada (only the business's Administrator): blocks or unblocks
 * an account that is a client of the business. A walk-in's key is 400 (they never book online);
 * a key that is no client here 404.
 */
export async function setClientBlocked(db: Db, caller: AuthUser | null, entitetId: number, body: { klijentId: string; blokiran: boolean }): Promise<KlijentBlokada> {
  const business = await findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  const user = assertOwner(caller, business.owner_user_id);
  if (!/^u[0-9]+$/.test(body.klijentId)) throw badRequest('Only a client with an account books online; a walk-in cannot be blocked');
  const userId = Number(body.klijentId.slice(1));
  if (!(await hasBookedAt(db, entitetId, userId))) throw notFound('Client');
  const name = await clientNameOf(db, userId);
  await db.transaction().execute(async (trx) => {
    await setClientBlock(trx, entitetId, body.klijentId, body.blokiran);
    const predmet = name ? [name.ime, name.prezime].filter(Boolean).join(' ') : body.klijentId;
    await recordAudit(trx, user, { entitetId, radnja: body.blokiran ? 'klijent-blokiran' : 'klijent-odblokiran', predmet });
  });
  return { klijentId: body.klijentId, blokiran: body.blokiran };
}

/** The standing of these accounts at the business, for the calendar's booking dialog. */
export async function standingsOf(db: Db, entitetId: number, userIds: number[]): Promise<{ userId: number; nedolasci: number; blokiran: boolean; kaoZahtev: boolean }[]> {
  if (!userIds.length) return [];
  const rows = await clientBlocksAndNoShows(db, entitetId, userIds);
  const { zahtevPosleNedolazaka } = await clientRules(db, entitetId);
  return rows.map((r) => ({ userId: Number(r.user_id), nedolasci: r.nedolasci, blokiran: r.blokiran, kaoZahtev: zahtevPosleNedolazaka && r.nedolasci >= NO_SHOWS_FOR_REQUEST }));
}

/** The business's rules for its clients (every rule off until it sets one). */
export async function clientRules(db: Db, entitetId: number): Promise<KlijentPravila> {
  return { zahtevPosleNedolazaka: (await clientRulesOf(db, entitetId)) ?? false };
}

/** GET /api/Entitet/{id}/klijenti/pravila (only the business's Administrator). */
export async function readClientRules(db: Db, caller: AuthUser | null, entitetId: number): Promise<KlijentPravila> {
  const business = await findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  assertOwner(caller, business.owner_user_id);
  return clientRules(db, entitetId);
}

/** PUT /api/Entitet/{id}/klijenti/pravila (only the business's Administrator). */
export async function setClientRules(db: Db, caller: AuthUser | null, entitetId: number, body: KlijentPravila): Promise<KlijentPravila> {
  const business = await findBusinessRules(db, entitetId);
  if (!business) throw notFound('Business');
  assertOwner(caller, business.owner_user_id);
  await writeClientRules(db, entitetId, body.zahtevPosleNedolazaka);
  return { zahtevPosleNedolazaka: body.zahtevPosleNedolazaka };
}
