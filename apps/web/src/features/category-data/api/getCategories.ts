import type { Kategorija } from '@zakazi/contract';
import { cataloguePaths } from '@zakazi/contract/paths';
import { http, unwrap } from '@/lib/http';
import { knownCategories } from '../known';

/** GET /api/Kategorija: every category (SPEC.md 3: unknown ones are ignored with a warning). */
export async function getCategories(signal?: AbortSignal): Promise<Kategorija[]> {
  const list = unwrap(await http.get<Kategorija[]>(cataloguePaths.categories, undefined, signal), 'categories');
  return knownCategories(list);
}
