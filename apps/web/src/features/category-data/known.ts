import type { Kategorija, MainKategorija } from '@zakazi/contract';
import { CATEGORY_SLUGS, MAIN_CATEGORY_IDS, type MainCategorySlug } from '@zakazi/contract/constants';

const MAIN_BY_ID = new Map<number, MainCategorySlug>(
  Object.entries(MAIN_CATEGORY_IDS).map(([slug, id]) => [id, slug as MainCategorySlug]),
);

export function mainSlugOf(mainId: number): MainCategorySlug | undefined {
  return MAIN_BY_ID.get(mainId);
}

export function isMainSlug(slug: string | undefined): slug is MainCategorySlug {
  return !!slug && slug in MAIN_CATEGORY_IDS;
}

/** Main categories the product knows (fixed ids and slugs); others are ignored with a warning. */
export function knownMainCategories(list: MainKategorija[]): MainKategorija[] {
  return list.filter((m) => {
    const ok = MAIN_BY_ID.get(m.id) === m.slug;
    if (!ok) console.warn(`[catalogue] ignoring unknown main category id ${m.id} (${m.slug})`);
    return ok;
  });
}

/** SPEC.md 3: category ids unknown to the product are ignored and a warning is logged. */
export function knownCategories(list: Kategorija[]): Kategorija[] {
  return list.filter((c) => {
    const main = MAIN_BY_ID.get(c.mainKategorijaId);
    const ok = !!main && CATEGORY_SLUGS[main].includes(c.slug);
    if (!ok) console.warn(`[catalogue] ignoring unknown category id ${c.id} (${c.slug}, main ${c.mainKategorijaId})`);
    return ok;
  });
}

export function mainCategoryImage(mainSlug: string): string {
  return `/images/categories/${mainSlug}.webp`;
}

export function categoryImage(mainSlug: string, slug: string): string {
  return `/images/categories/${mainSlug}/${slug}.webp`;
}
