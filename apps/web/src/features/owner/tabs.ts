import type { CompletenessPart } from '@zakazi/contract';

/**
 * The sections of /entity/edit, in the order an owner meets them; the open one is `?tab=<key>`.
 * The first six are built here, the rest by features/owner-operations.
 */
export const OWNER_TABS = [
  'pregled',
  'podaci',
  'adresa',
  'slike',
  'usluge',
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
  posao: ['pregled', 'podaci', 'adresa', 'slike', 'usluge'],
  rad: ['zaposleni', 'termini', 'slobodni-termini', 'neradni-dani'],
  klijenti: ['klijenti', 'utisci', 'statistika'],
} as const satisfies Record<string, readonly OwnerTab[]>;
export type TabGroup = keyof typeof TAB_GROUPS;

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
