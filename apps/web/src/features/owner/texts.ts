import type { CompletenessPart } from '@zakazi/contract';
import { PAYMENT_METHODS } from '@zakazi/contract/constants';
import type { TranslationKey } from '@/lib/i18n';
import { keysUnder } from '../../lib/text-keys';
import type { ImageProblem } from './images';
import { OWNER_TABS, type TabGroup } from './tabs';

/** The owner's area texts chosen at run time, each key checked by the typecheck (lib/i18n.ts). */

export const TAB_TEXT = keysUnder('owner.tabs', OWNER_TABS);

export const GROUP_TEXT = keysUnder('owner.tabGroups', ['posao', 'rad', 'klijenti']) satisfies Record<TabGroup, TranslationKey>;

export const PART_TEXT = {
  adresa: { title: 'owner.checklist.items.adresa.title', text: 'owner.checklist.items.adresa.text' },
  usluge: { title: 'owner.checklist.items.usluge.title', text: 'owner.checklist.items.usluge.text' },
  zaposleni: { title: 'owner.checklist.items.zaposleni.title', text: 'owner.checklist.items.zaposleni.text' },
  slike: { title: 'owner.checklist.items.slike.title', text: 'owner.checklist.items.slike.text' },
  radnaNedelja: { title: 'owner.checklist.items.radnaNedelja.title', text: 'owner.checklist.items.radnaNedelja.text' },
} as const satisfies Record<CompletenessPart, { title: TranslationKey; text: TranslationKey }>;

export const IMAGE_PROBLEM_TEXT = keysUnder('owner.images.problems', ['type', 'size', 'empty']) satisfies Record<ImageProblem, TranslationKey>;

export const METHOD_TEXT = keysUnder('owner.details.methods', PAYMENT_METHODS);

/** Our own words for a field the client checks or the server refuses (a 400's details name the field). */
export const FIELD_TEXT = keysUnder('owner.validation', [
  'naziv', 'kategorijaId', 'telefon', 'email', 'website', 'vremenskaZona', 'naciniPlacanja', 'valuta',
  'korakMinuta', 'minimalnaNajavaMinuta', 'horizontDana', 'ulica', 'broj', 'grad', 'postanskiBroj',
  'latitude', 'longitude', 'cena', 'trajanjeMinuta', 'cekanjeMinuta', 'pospremanjeMinuta', 'ime', 'prezime', 'password', 'emailTaken',
  'weakPassword', 'uslugaIds', 'zaposleniIds', 'opis', 'otkazivanjeSati',
]);
