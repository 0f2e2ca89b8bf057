import type { CompletenessPart } from '@zakazi/contract';

/**
 * The sections of /entity/edit, in the order an owner meets them; the open one is `?tab=<key>`.
 * The checklist and the five setup tabs are built here, the calendar by features/calendar, the last
 * four by features/owner-operations.
 */
export const OWNER_TABS = [
  'pregled',
  'kalendar',
  'podaci',
  'adresa',
  'slike',
  'usluge',
  'zaposleni',
  'termini',
  'slobodni-termini',
  'neradni-dani',
  'statistika',
] as const;
export type OwnerTab = (typeof OWNER_TABS)[number];

/** The checklist is the landing tab: a new partner first sees what is missing. */
export const DEFAULT_TAB: OwnerTab = 'pregled';

export function parseTab(value: string | null | undefined): OwnerTab {
  return (OWNER_TABS as readonly string[]).includes(value ?? '') ? (value as OwnerTab) : DEFAULT_TAB;
}

/** Where each missing part of the completeness check is filled in. */
export const TAB_OF_PART: Record<CompletenessPart, OwnerTab> = {
  adresa: 'adresa',
  usluge: 'usluge',
  zaposleni: 'zaposleni',
  slike: 'slike',
  radnaNedelja: 'zaposleni',
};

/** The checklist's items in the order an owner fills them (every part: TAB_OF_PART is exhaustive). */
export const CHECKLIST_PARTS = Object.keys(TAB_OF_PART) as CompletenessPart[];
