import type { VisitsResponse } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { http, unwrap } from '@/lib/http';
import { toRequestDate, type IsoDay } from '@zakazi/contract/calendar';

/** GET /api/admin-dashboard/posecenost?lokalId&datum: bookings by status and page views, 30 days up to datum. */
export async function getVisits(lokalId: number, datum: IsoDay, signal?: AbortSignal): Promise<VisitsResponse> {
  return unwrap(await http.get<VisitsResponse>(peoplePaths.visits, { lokalId, datum: toRequestDate(datum) }, signal), 'visits');
}
