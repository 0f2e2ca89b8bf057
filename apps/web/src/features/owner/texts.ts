import type { CompletenessPart, PaymentMethod } from '@zakazi/contract';
import type { TranslationKey } from '@/lib/i18n';
import type { ImageProblem } from './images';
import type { OwnerTab, TabGroup } from './tabs';

/** The owner's area texts chosen at run time, written out so each key is checked (lib/i18n.ts). */

export const TAB_TEXT = {
  pregled: 'owner.tabs.pregled',
  podaci: 'owner.tabs.podaci',
  adresa: 'owner.tabs.adresa',
  slike: 'owner.tabs.slike',
  usluge: 'owner.tabs.usluge',
  zaposleni: 'owner.tabs.zaposleni',
  termini: 'owner.tabs.termini',
  'slobodni-termini': 'owner.tabs.slobodni-termini',
  'neradni-dani': 'owner.tabs.neradni-dani',
  klijenti: 'owner.tabs.klijenti',
  utisci: 'owner.tabs.utisci',
  statistika: 'owner.tabs.statistika',
} as const satisfies Record<OwnerTab, TranslationKey>;

export const GROUP_TEXT = {
  posao: 'owner.tabGroups.posao',
  rad: 'owner.tabGroups.rad',
  klijenti: 'owner.tabGroups.klijenti',
} as const satisfies Record<TabGroup, TranslationKey>;

export const PART_TEXT = {
  adresa: { title: 'owner.checklist.items.adresa.title', text: 'owner.checklist.items.adresa.text' },
  usluge: { title: 'owner.checklist.items.usluge.title', text: 'owner.checklist.items.usluge.text' },
  zaposleni: { title: 'owner.checklist.items.zaposleni.title', text: 'owner.checklist.items.zaposleni.text' },
  slike: { title: 'owner.checklist.items.slike.title', text: 'owner.checklist.items.slike.text' },
  radnaNedelja: { title: 'owner.checklist.items.radnaNedelja.title', text: 'owner.checklist.items.radnaNedelja.text' },
} as const satisfies Record<CompletenessPart, { title: TranslationKey; text: TranslationKey }>;

export const IMAGE_PROBLEM_TEXT = {
  type: 'owner.images.problems.type',
  size: 'owner.images.problems.size',
  empty: 'owner.images.problems.empty',
} as const satisfies Record<ImageProblem, TranslationKey>;

export const METHOD_TEXT = {
  card: 'owner.details.methods.card',
  cache: 'owner.details.methods.cache',
  phone: 'owner.details.methods.phone',
} as const satisfies Record<PaymentMethod, TranslationKey>;

/** Our own words for a field the client checks or the server refuses (a 400's details name the field). */
export const FIELD_TEXT = {
  naziv: 'owner.validation.naziv',
  kategorijaId: 'owner.validation.kategorijaId',
  telefon: 'owner.validation.telefon',
  email: 'owner.validation.email',
  website: 'owner.validation.website',
  vremenskaZona: 'owner.validation.vremenskaZona',
  naciniPlacanja: 'owner.validation.naciniPlacanja',
  valuta: 'owner.validation.valuta',
  korakMinuta: 'owner.validation.korakMinuta',
  minimalnaNajavaMinuta: 'owner.validation.minimalnaNajavaMinuta',
  horizontDana: 'owner.validation.horizontDana',
  ulica: 'owner.validation.ulica',
  broj: 'owner.validation.broj',
  grad: 'owner.validation.grad',
  postanskiBroj: 'owner.validation.postanskiBroj',
  latitude: 'owner.validation.latitude',
  longitude: 'owner.validation.longitude',
  cena: 'owner.validation.cena',
  trajanjeMinuta: 'owner.validation.trajanjeMinuta',
  ime: 'owner.validation.ime',
  prezime: 'owner.validation.prezime',
  password: 'owner.validation.password',
  emailTaken: 'owner.validation.emailTaken',
  weakPassword: 'owner.validation.weakPassword',
  uslugaIds: 'owner.validation.uslugaIds',
  zaposleniIds: 'owner.validation.zaposleniIds',
  opis: 'owner.validation.opis',
  otkazivanjeSati: 'owner.validation.otkazivanjeSati',
} as const satisfies Record<string, TranslationKey>;
