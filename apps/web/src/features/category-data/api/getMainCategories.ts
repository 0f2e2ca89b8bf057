import type { MainKategorija } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap } from '@/lib/http';
import { knownMainCategories } from '../known';

/** GET /api/MainKategorija: the seven main categories (unknown ones dropped with a warning). */
export async function getMainCategories(signal?: AbortSignal): Promise<MainKategorija[]> {
  const list = unwrap(await http.get<MainKategorija[]>(cataloguePaths.mainCategories, undefined, signal), 'main categories');
  return knownMainCategories(list);
}
