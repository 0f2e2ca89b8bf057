import type { BusinessZakazivanje, KlijentBlokada, KlijentList, KlijentPravila } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}/klijenti?q&page&pageSize: the business's clients, by name, paged. */
export async function listClients(entitetId: number, filter: { q: string; page: number; pageSize: number }, signal?: AbortSignal): Promise<KlijentList> {
  const query = { q: filter.q || undefined, page: filter.page, pageSize: filter.pageSize };
  return unwrap(await http.get<KlijentList>(bookingPaths.clients(entitetId), query, signal), 'clients');
}

/** GET /api/Entitet/{id}/klijenti/zakazivanja?klijentId: one client's bookings here, newest first. */
export async function listClientBookings(entitetId: number, klijentId: string, signal?: AbortSignal): Promise<BusinessZakazivanje[]> {
  return unwrap(await http.get<BusinessZakazivanje[]>(bookingPaths.clientBookings(entitetId), { klijentId }, signal), 'client bookings');
}

/** PUT /api/Entitet/{id}/klijenti/napomena: the private note (an empty one removes it). */
export function saveClientNote(entitetId: number, klijentId: string, napomena: string) {
  return send<{ klijentId: string; napomena: string | null }>(bookingPaths.clientNote(entitetId), { method: 'PUT', body: { klijentId, napomena } });
}

/** PUT /api/Entitet/{id}/klijenti/blokada: block (or unblock) an account's online bookings here. */
export function saveClientBlock(entitetId: number, klijentId: string, blokiran: boolean) {
  return send<KlijentBlokada>(bookingPaths.clientBlock(entitetId), { method: 'PUT', body: { klijentId, blokiran } });
}

/** PUT /api/Entitet/{id}/klijenti/pravila: the business's rules for its clients. */
export function saveClientRules(entitetId: number, pravila: KlijentPravila) {
  return send<KlijentPravila>(bookingPaths.clientRules(entitetId), { method: 'PUT', body: pravila });
}
