import type { FinanceResponse } from '@zakazi/contract';
import { peoplePaths } from '@zakazi/contract/people-paths';
import { http, unwrap } from '@/lib/http';
import { toRequestDate, type IsoDay } from '@zakazi/contract/calendar';

/** GET /api/Finansije/admin-dashboard/finansije?lokalId&datum: revenue of the day, its week and its month. */
export async function getFinance(lokalId: number, datum: IsoDay, signal?: AbortSignal): Promise<FinanceResponse> {
  return unwrap(await http.get<FinanceResponse>(peoplePaths.finance, { lokalId, datum: toRequestDate(datum) }, signal), 'finance');
}
