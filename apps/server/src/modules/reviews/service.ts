import { PEOPLE_ERRORS, type EntityRatingsResponse, type Utisak, type UtisakPublic } from '@zakazi/contract';
import { withCreatedAt } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import { assertSelfOrSystemAdmin, requireUser, type AuthUser } from '../../shared/caller.ts';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors.ts';
import { assertEntityVisible } from '../ownership/index.ts';
import * as queries from './queries.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Ratings (utisak, CONTRACT.md People). A rating belongs to one completed booking of the rater,
 * at most one per booking; the business's average and count follow by trigger (001_foundation.sql).
 */

type RatingInput = { entitetId: number; zakazivanjeId: number; ocena: number; komentar: string | null };

/**
 * Refusals, in this order: 404 unknown booking, 403 another user's booking, 400 booking-mismatch
 * (the booking is of another business than entitetId), 409 not-completed, 409 already-rated.
 */
export async function createRating(db: Db, user: AuthUser | null, body: RatingInput): Promise<Utisak> {
  const caller = requireUser(user);
  const booking = await queries.findBooking(db, body.zakazivanjeId);
  if (!booking) throw notFound('Booking');
  if (booking.user_id !== caller.id) throw forbidden('Only the customer of this booking can rate it');
  if (booking.entitet_id !== body.entitetId) throw new AppError(400, PEOPLE_ERRORS.bookingMismatch, 'The booking is not of this business');
  if (booking.status !== 'completed') throw conflict(PEOPLE_ERRORS.notCompleted, 'Only a completed booking can be rated');
  const row = await queries.insertRating(db, { ...body, userId: caller.id });
  if (!row) throw conflict(PEOPLE_ERRORS.alreadyRated, 'This booking has been rated already');
  return withCreatedAt(row);
}

/** GET /api/Profil/utisci: the user themself or a SystemAdministrator. */
export async function ratingsOfUser(db: Db, caller: AuthUser | null, userId: number): Promise<Utisak[]> {
  assertSelfOrSystemAdmin(caller, userId);
  return (await queries.listRatingsOfUser(db, userId)).map(withCreatedAt);
}

/** A business's ratings, paged; 404 for an unknown business or a draft the viewer may not see. */
export async function ratingsOfEntity(
  db: Db,
  viewer: AuthUser | null,
  entitetId: number,
  page: { page: number; pageSize: number },
): Promise<EntityRatingsResponse> {
  await assertEntityVisible(db, entitetId, viewer ?? undefined);
  const [rows, total] = await Promise.all([
    queries.listRatingsOfEntity(db, entitetId, page.pageSize, (page.page - 1) * page.pageSize),
    queries.countRatingsOfEntity(db, entitetId),
  ]);
  return {
    utisci: rows.map(toUtisakPublic),
    total,
  };
}

/** A rating as the business page shows it: the rater's display name, the visit's service and employee, the reply. */
export function toUtisakPublic(r: queries.PublicRatingRow): UtisakPublic {
  return {
    id: r.id,
    ocena: r.ocena,
    komentar: r.komentar,
    ime: raterDisplayName(r.ime, r.prezime),
    createdAt: new Date(r.created_at).toISOString(),
    uslugaNaziv: r.usluga_naziv,
    zaposleniIme: r.zaposleni_ime,
    odgovor: r.odgovor,
    odgovorAt: r.odgovor_at ? new Date(r.odgovor_at).toISOString() : null,
  };
}

/**
 * POST /api/Utisak/{id}/odgovor: the business's reply under a rating, shown on the business
 * page; a new reply replaces the earlier one. Only the Administrator of the rated business (403
 * for anyone else, 404 for an unknown rating). Answers the rating as the page shows it.
 */
export async function replyToRating(db: Db, caller: AuthUser | null, id: number, tekst: string): Promise<UtisakPublic> {
  const user = requireUser(caller);
  const rating = await queries.findRating(db, id);
  if (!rating) throw notFound('Rating');
  if (user.role !== 'Administrator' || rating.owner_user_id === null || rating.owner_user_id !== user.id) throw forbidden('Only the business\'s Administrator can reply to its ratings');
  await db.transaction().execute(async (trx) => {
    await queries.setReply(trx, id, tekst);
    await recordAudit(trx, user, { entitetId: rating.entitet_id, radnja: 'odgovor-na-utisak', predmet: `${raterDisplayName(rating.ime, rating.prezime)}: ${rating.ocena}/5` });
  });
  return toUtisakPublic((await queries.findRating(db, id))!);
}

/**
 * How a rater is named in public: first name and last initial ("Ana P."), never the email;
 * "Korisnik" (user) once the account is erased. In JS rather than SQL: upper() of š, đ, ž in
 * PostgreSQL depends on the database's locale.
 */
export function raterDisplayName(ime: string | null, prezime: string | null): string {
  if (ime === null) return 'Korisnik';
  const initial = prezime?.trim().charAt(0);
  return initial ? `${ime} ${initial.toLocaleUpperCase('sr')}.` : ime;
}
