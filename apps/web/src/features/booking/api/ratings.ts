import type { CreateRatingBody, Utisak } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/Profil/utisci?userId: the user's own ratings (which bookings are rated already). */
export async function getMyRatings(userId: number, signal?: AbortSignal): Promise<Utisak[]> {
  return unwrap(await http.get<Utisak[]>(peoplePaths.myRatings, { userId }, signal), 'my ratings');
}

/** POST /api/Utisak/create: a rating of the user's own completed booking, once (409 already-rated). */
export function createRating(body: CreateRatingBody): Promise<Utisak> {
  return send<Utisak>(peoplePaths.createRating, { method: 'POST', body });
}
