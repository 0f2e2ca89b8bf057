import { CATEGORY_SLUGS, MAIN_CATEGORY_SLUGS, type MainCategorySlug } from '@zakazi/contract';
import * as alcohol from './alcohol.ts';
import * as beauty from './beauty.ts';
import * as cars from './cars.ts';
import * as health from './health.ts';
import { frame, PALETTES, type Drawing } from './kit.ts';
import * as nautics from './nautics.ts';
import * as pets from './pets.ts';
import * as sports from './sports.ts';

export type IllustrationSet = { main: Drawing; categories: Record<string, Drawing> };

export const ILLUSTRATIONS: Record<MainCategorySlug, IllustrationSet> = { health, beauty, sports, nautics, cars, pets, alcohol };

/** The SVG of a main category's image, or of one of its categories when `category` is given. */
export function categorySvg(main: MainCategorySlug, category?: string, width = 640, height = 400): string {
  const set = ILLUSTRATIONS[main];
  const drawing = category ? set.categories[category] : set.main;
  if (!drawing) throw new Error(`no illustration for ${main}/${category}`);
  return frame(PALETTES[main], drawing(PALETTES[main]), `${main}/${category ?? ''}`, width, height);
}

/** Every image the client asks for: [main, category | undefined]. */
export function allCategoryImages(): [MainCategorySlug, string | undefined][] {
  return MAIN_CATEGORY_SLUGS.flatMap((main) => [[main, undefined] as [MainCategorySlug, undefined], ...CATEGORY_SLUGS[main].map((c) => [main, c] as [MainCategorySlug, string])]);
}
