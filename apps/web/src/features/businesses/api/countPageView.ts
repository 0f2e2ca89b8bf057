import { peoplePaths } from '@zakazi/contract/people-paths';
import { http } from '@/lib/http';

/** POST /api/Entitet/{id}/pregled: one view of the business page. Fire and forget. */
export function countPageView(entitetId: number): void {
  void http.post(peoplePaths.pageView(entitetId));
}
