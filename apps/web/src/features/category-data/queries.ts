import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kategorija } from '@zakazi/contract';
import { useCallback, useMemo } from 'react';
import { nameIn, useTranslation, type Lang } from '@/lib/i18n';
import { getCategories } from './api/getCategories';
import { getMainCategories } from './api/getMainCategories';
import { categoryImage, mainSlugOf } from './known';

const DAY = 24 * 60 * 60_000;

export const mainCategoriesQuery = queryOptions({
  queryKey: ['catalogue', 'main-categories'],
  queryFn: ({ signal }) => getMainCategories(signal),
  staleTime: DAY,
});

export const categoriesQuery = queryOptions({
  queryKey: ['catalogue', 'categories'],
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: DAY,
});

export type CategoryInfo = { id: number; slug: string; mainSlug: string; name: string; image: string };

/** Category name (naziv/nazivEn by language) and image for a category id, for business cards. */
export function useCategoryLookup(): (id: number) => CategoryInfo | undefined {
  const { i18n } = useTranslation();
  const { data } = useQuery(categoriesQuery);
  const lang = i18n.language;
  const byId = useMemo(() => new Map((data ?? []).map((c) => [c.id, c])), [data]);
  return useCallback(
    (id: number) => {
      const c = byId.get(id);
      return c ? toInfo(c, lang) : undefined;
    },
    [byId, lang],
  );
}

function toInfo(c: Kategorija, lang: Lang): CategoryInfo {
  const mainSlug = mainSlugOf(c.mainKategorijaId) ?? 'beauty';
  return { id: c.id, slug: c.slug, mainSlug, name: nameIn(c, lang), image: categoryImage(mainSlug, c.slug) };
}

/** Categories for pickers, sorted by name in the current language. */
export function useCategoryOptions(): Array<{ value: string; label: string; group: string }> {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { data: cats } = useQuery(categoriesQuery);
  const { data: mains } = useQuery(mainCategoriesQuery);
  return useMemo(() => {
    const mainName = new Map((mains ?? []).map((m) => [m.id, nameIn(m, lang)]));
    return (cats ?? [])
      .map((c) => ({ value: String(c.id), label: nameIn(c, lang), group: mainName.get(c.mainKategorijaId) ?? '' }))
      .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label));
  }, [cats, mains, lang]);
}

/** The same options grouped by main category, as a Select's `data` takes them (sign-up and new business). */
export function useGroupedCategoryOptions(): Array<{ group: string; items: Array<{ value: string; label: string }> }> {
  const options = useCategoryOptions();
  return useMemo(() => {
    const groups = new Map<string, Array<{ value: string; label: string }>>();
    for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), { value: o.value, label: o.label }]);
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [options]);
}
