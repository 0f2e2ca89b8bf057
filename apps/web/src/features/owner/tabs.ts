import type { CompletenessPart } from '@zakazi/contract';

/**
 * The sections of /entity/edit, in the order an owner meets them; the open one is `?tab=<key>`.
 * The checklist, the five setup tabs and the audit log are built here, the calendar by features/calendar, the rest
 * by features/owner-operations.
 */
export const OWNER_TABS = [
  'pregled',
  'podaci',
  'adresa',
  'slike',
  'usluge',
  'dnevnik',
  'kalendar',
  'zaposleni',
  'termini',
  'slobodni-termini',
  'neradni-dani',
  'klijenti',
  'utisci',
  'statistika',
] as const;
export type OwnerTab = (typeof OWNER_TABS)[number];

/**
 * The sections grouped as an owner thinks of them: the business itself, the daily work, and the
 * people it serves. On a phone the navigation is one grouped list (every section, no sideways
 * scrolling); every tab is in exactly one group (owner.test.ts).
 */
export const TAB_GROUPS = {
  posao: ['pregled', 'podaci', 'adresa', 'slike', 'usluge', 'dnevnik'],
  rad: ['kalendar', 'zaposleni', 'termini', 'slobodni-termini', 'neradni-dani'],
  klijenti: ['klijenti', 'utisci', 'statistika'],
} as const satisfies Record<string, readonly OwnerTab[]>;
export type TabGroup = keyof typeof TAB_GROUPS;

/** The checklist is the landing tab of a business still being set up: a new partner first sees what is missing. */
export const SETUP_TAB: OwnerTab = 'pregled';
/** A complete business's owner lands on the calendar of today, with the requests waiting beside it. */
export const WORK_TAB: OwnerTab = 'kalendar';

/**
 * The open tab for `?tab=`: a known tab, else the landing tab. The checklist shows only until
 * the business is complete; after that its link lands on the calendar.
 */
export function parseTab(value: string | null | undefined, complete = false): OwnerTab {
  const known = (OWNER_TABS as readonly string[]).includes(value ?? '') ? (value as OwnerTab) : null;
  if (complete) return known && known !== SETUP_TAB ? known : WORK_TAB;
  return known ?? SETUP_TAB;
}

/** The tabs an owner sees: every one while setting up; without the checklist once complete. */
export function visibleTabs<T extends OwnerTab>(tabs: readonly T[], complete: boolean): T[] {
  return complete ? tabs.filter((tab) => tab !== SETUP_TAB) : [...tabs];
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
