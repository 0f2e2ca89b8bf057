import type { Blokada, BlokadaBody, BusinessZakazivanje, DeskBookingBody, Kalendar, RescheduleBody } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { toRequestDate, type IsoDay } from '@zakazi/contract/calendar';
import { http, send, unwrap } from '@/lib/http';

/** GET /api/Entitet/{id}/kalendar?od&do&zaposleniId: employees, bookings, blocks and working hours. */
export async function getCalendar(entitetId: number, range: { od: IsoDay; do: IsoDay; zaposleniId?: number }, signal?: AbortSignal): Promise<Kalendar> {
  const query = { od: toRequestDate(range.od), do: toRequestDate(range.do), zaposleniId: range.zaposleniId };
  return unwrap(await http.get<Kalendar>(bookingPaths.calendar(entitetId), query, signal), 'calendar');
}

/** POST /api/Entitet/{id}/zakazivanja: a phone or walk-in booking, confirmed at once. */
export function createDeskBooking(entitetId: number, body: DeskBookingBody): Promise<BusinessZakazivanje> {
  return send<BusinessZakazivanje>(bookingPaths.deskBooking(entitetId), { method: 'POST', body });
}

/** POST /api/Zaposleni/{id}/blokade: blocked time (409 bookings-conflict unless otkaziZakazivanja). */
export function createBlock(zaposleniId: number, body: BlokadaBody): Promise<Blokada> {
  return send<Blokada>(bookingPaths.blocks(zaposleniId), { method: 'POST', body });
}

/** DELETE /api/Zaposleni/{id}/blokade/{blokadaId}: the time is bookable again. */
export function deleteBlock(zaposleniId: number, blokadaId: number): Promise<unknown> {
  return send<unknown>(bookingPaths.block(zaposleniId, blokadaId), { method: 'DELETE' });
}

/** POST /api/termini/{id}/reschedule: the same booking at another time and/or employee. */
export function moveBooking(id: number, body: RescheduleBody): Promise<BusinessZakazivanje> {
  return send<BusinessZakazivanje>(bookingPaths.reschedule(id), { method: 'POST', body });
}

/** POST /api/termini/{id}/cancel by the business (the customer is mailed the reason). */
export function cancelBooking(id: number, razlog?: string): Promise<unknown> {
  return send<unknown>(bookingPaths.cancel(id), { method: 'POST', body: razlog ? { razlog } : {} });
}
