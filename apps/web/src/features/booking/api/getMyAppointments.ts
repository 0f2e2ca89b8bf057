import type { MojiTermini } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';

export type AppointmentKind = 'predstojeci' | 'prosli';

/** GET /api/Profil/termini?userId&vrsta&page&pageSize: a page of the user's upcoming or past appointments, with their businesses. */
export async function getMyAppointments(userId: number, q: { vrsta: AppointmentKind; page: number; pageSize: number }, signal?: AbortSignal): Promise<MojiTermini> {
  return unwrap(await http.get<MojiTermini>(bookingPaths.myAppointments, { userId, vrsta: q.vrsta, page: q.page, pageSize: q.pageSize }, signal), 'my appointments');
}
