import type { UtisakPublic } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { send } from '@/lib/http';

/** POST /api/Utisak/{id}/odgovor: the business's reply (a new one replaces the earlier) → the rating. */
export function replyToRating(utisakId: number, tekst: string): Promise<UtisakPublic> {
  return send<UtisakPublic>(peoplePaths.ratingReply(utisakId), { method: 'POST', body: { tekst } });
}
