import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { textBundles, type Texts } from '../test/text-bundles.ts';
import { i18n, translate, type Lang } from './translate.ts';

/**
 * Every counted noun of the interface, through the one plural rule (@zakazi/contract/wording, which
 * translate.ts asks for `_one`, `_few` and `_other`), at 1, 2, 5, 11, 21, 22 and 101: the counts
 * where Serbian's three forms change (the mails' nouns: apps/server/.../mail-texts.test.ts). Each
 * expectation is the text for one, few and other, `#` standing for the number; which form a
 * count takes is CLDR's table below. A plural text added to any feature fails here until its
 * forms are written out, and so does a count written into a text without plural forms, unless it
 * is listed among the counts that need none.
 */

const COUNTS = [1, 2, 5, 11, 21, 22, 101] as const;
/** Serbian (CLDR): one after 1, 21, 101; few after 2–4, 22; other after 5–20 and 11. */
const SERBIAN_FORM: Record<(typeof COUNTS)[number], 'one' | 'few' | 'other'> = { 1: 'one', 2: 'few', 5: 'other', 11: 'other', 21: 'one', 22: 'few', 101: 'one' };

type Forms = { sr: [one: string, few: string, other: string]; en: [one: string, other: string] };
const EXPECTED: Record<string, Forms> = {
  'common.card.reviews': { sr: ['# ocena', '# ocene', '# ocena'], en: ['# review', '# reviews'] },
  'common.map.cluster': { sr: ['# lokal, uvećaj', '# lokala, uvećaj', '# lokala, uvećaj'], en: ['# business, zoom in', '# businesses, zoom in'] },
  'admin.found': { sr: ['Pronađen # rezultat', 'Pronađena # rezultata', 'Pronađeno # rezultata'], en: ['# result', '# results'] },
  'booking.reschedule.tooLate': {
    sr: [
      'Rok za pomeranje je prošao: lokal dozvoljava promene najkasnije # sat pre termina.',
      'Rok za pomeranje je prošao: lokal dozvoljava promene najkasnije # sata pre termina.',
      'Rok za pomeranje je prošao: lokal dozvoljava promene najkasnije # sati pre termina.',
    ],
    en: ['Too late to move it: this business allows changes until # hour before the start.', 'Too late to move it: this business allows changes until # hours before the start.'],
  },
  // "do" takes the genitive: "do 1 sata", "do 21 sata", "do 5 sati"
  'booking.panel.cancel': {
    sr: ['Besplatno otkazivanje i pomeranje do # sata pre termina.', 'Besplatno otkazivanje i pomeranje do # sata pre termina.', 'Besplatno otkazivanje i pomeranje do # sati pre termina.'],
    en: ['Free cancellation and rescheduling up to # hour before the start.', 'Free cancellation and rescheduling up to # hours before the start.'],
  },
  'businesses.ratings.count': { sr: ['# ocena', '# ocene', '# ocena'], en: ['# rating', '# ratings'] },
  'businesses.ratings.stars': { sr: ['# zvezdica', '# zvezdice', '# zvezdica'], en: ['# star', '# stars'] },
  'businesses.services.count': { sr: ['# usluga', '# usluge', '# usluga'], en: ['# service', '# services'] },
  'calendar.block.conflictText': {
    sr: [
      '# termin pada u ovo vreme. Možete ga otkazati (klijent dobija e-poruku) i blokirati vreme.',
      '# termina padaju u ovo vreme. Možete ih otkazati (klijenti dobijaju e-poruku) i blokirati vreme.',
      '# termina pada u ovo vreme. Možete ih otkazati (klijenti dobijaju e-poruku) i blokirati vreme.',
    ],
    en: ['# booking falls in this time. You can cancel it (the client is emailed) and block the time.', '# bookings fall in this time. You can cancel them (clients are emailed) and block the time.'],
  },
  'calendar.block.cancelAndBlock': { sr: ['Otkaži termin i blokiraj', 'Otkaži termine i blokiraj', 'Otkaži termine i blokiraj'], en: ['Cancel the booking and block', 'Cancel the bookings and block'] },
  'catalogue.categoryCount': { sr: ['# kategorija', '# kategorije', '# kategorija'], en: ['# category', '# categories'] },
  'catalogue.category.count': { sr: ['# lokal', '# lokala', '# lokala'], en: ['# business', '# businesses'] },
  'employee.count': { sr: ['# termin', '# termina', '# termina'], en: ['# appointment', '# appointments'] },
  'auth.menu.upcoming': { sr: ['# predstojeći termin', '# predstojeća termina', '# predstojećih termina'], en: ['# upcoming appointment', '# upcoming appointments'] },
  'booking.list.count': { sr: ['# termin', '# termina', '# termina'], en: ['# appointment', '# appointments'] },
  'calendar.booking.noShows': { sr: ['# nedolazak', '# nedolaska', '# nedolazaka'], en: ['# no-show', '# no-shows'] },
  'owner.audit.count': { sr: ['# zapis', '# zapisa', '# zapisa'], en: ['# entry', '# entries'] },
  'nearMe.results': { sr: ['# lokal u krugu od 25 km', '# lokala u krugu od 25 km', '# lokala u krugu od 25 km'], en: ['# business within 25 km', '# businesses within 25 km'] },
  'owner.employees.deactivateBookings': {
    sr: [
      'Ima # budući termin; on ostaje i treba ga obaviti ili otkazati.',
      'Ima # buduća termina; oni ostaju i treba ih obaviti ili otkazati.',
      'Ima # budućih termina; oni ostaju i treba ih obaviti ili otkazati.',
    ],
    en: ['They have # future booking; it stays and must be kept or cancelled.', 'They have # future bookings; those stay and must be kept or cancelled.'],
  },
  'ownerOps.bookings.inboxCount': { sr: ['# zahtev', '# zahteva', '# zahteva'], en: ['# request', '# requests'] },
  'ownerOps.bookings.jump': {
    sr: ['# zahtev čeka odgovor: pogledajte', '# zahteva čekaju odgovor: pogledajte', '# zahteva čeka odgovor: pogledajte'],
    en: ['# request waits for an answer: see it', '# requests wait for an answer: see them'],
  },
  'ownerOps.bookings.summary': { sr: ['# termin', '# termina', '# termina'], en: ['# booking', '# bookings'] },
  'ownerOps.openSlots.preview': { sr: ['2 × 3 = # termin', '2 × 3 = # termina', '2 × 3 = # termina'], en: ['2 × 3 = # slot', '2 × 3 = # slots'] },
  'ownerOps.openSlots.tooMany': {
    sr: ['Najviše # termin odjednom. Smanjite broj datuma ili vremena.', 'Najviše # termina odjednom. Smanjite broj datuma ili vremena.', 'Najviše # termina odjednom. Smanjite broj datuma ili vremena.'],
    en: ['At most # slot at once. Choose fewer dates or times.', 'At most # slots at once. Choose fewer dates or times.'],
  },
  'ownerOps.openSlots.result': { sr: ['Dodat je # novi termin.', 'Dodata su # nova termina.', 'Dodato je # novih termina.'], en: ['# new slot added.', '# new slots added.'] },
  'ownerOps.openSlots.duplicates': { sr: ['# je već postojao.', '# su već postojala.', '# je već postojalo.'], en: ['# already existed.', '# already existed.'] },
  'ownerOps.timeOff.conflictText': {
    sr: [
      '# termin pada u ovaj period. Možete ga otkazati (klijent dobija e-poruku sa razlogom) ili izabrati drugi period.',
      '# termina padaju u ovaj period. Možete ih otkazati (klijenti dobijaju e-poruku sa razlogom) ili izabrati drugi period.',
      '# termina pada u ovaj period. Možete ih otkazati (klijenti dobijaju e-poruku sa razlogom) ili izabrati drugi period.',
    ],
    en: [
      '# booking falls in this period. You can cancel it (the customer is emailed with the reason) or choose another period.',
      '# bookings fall in this period. You can cancel them (customers are emailed with the reason) or choose another period.',
    ],
  },
  'ownerOps.timeOff.cancelAndAdd': { sr: ['Otkaži termin i dodaj period', 'Otkaži termine i dodaj period', 'Otkaži termine i dodaj period'], en: ['Cancel the booking and add the period', 'Cancel the bookings and add the period'] },
  'ownerOps.clients.count': { sr: ['# klijent', '# klijenta', '# klijenata'], en: ['# client', '# clients'] },
  'ownerOps.clients.visits': { sr: ['# poseta', '# posete', '# poseta'], en: ['# visit', '# visits'] },
  'ownerOps.clients.noShows': { sr: ['# nedolazak', '# nedolaska', '# nedolazaka'], en: ['# no-show', '# no-shows'] },
  'ownerOps.reviews.count': { sr: ['# ocena', '# ocene', '# ocena'], en: ['# rating', '# ratings'] },
  'ownerOps.stats.bookings': { sr: ['# termin', '# termina', '# termina'], en: ['# booking', '# bookings'] },
  'ownerOps.stats.visitBookings': { sr: ['# termin', '# termina', '# termina'], en: ['# booking', '# bookings'] },
  'ownerOps.stats.viewCount': { sr: ['# pregled', '# pregleda', '# pregleda'], en: ['# view', '# views'] },
  'search.results': { sr: ['# lokal', '# lokala', '# lokala'], en: ['# business', '# businesses'] },
  'search.suggest.cityCount': { sr: ['# lokal', '# lokala', '# lokala'], en: ['# business', '# businesses'] },
  'search.why.withoutOne': { sr: ['Bez „X“: # lokal', 'Bez „X“: # lokala', 'Bez „X“: # lokala'], en: ['Without “X”: # business', 'Without “X”: # businesses'] },
};

/**
 * Texts with a number and no plural forms, and why none is needed: the number follows a label,
 * stands in parentheses or after "od" (out of), or counts a unit symbol that does not decline.
 */
const NEEDS_NO_FORMS: Record<string, string> = {
  'account.twoStep.codesLeft': 'after a label and a colon',
  'booking.rating.starsLabel': '"4 od 5": out of, no noun after the number',
  'booking.visit.part': 'an ordinal: the service numbered n in the visit',
  'businesses.gallery.image': 'out of',
  'businesses.gallery.show': 'an ordinal: the picture numbered n',
  'businesses.ratings.barLabel': 'the stars are counted by businesses.ratings.stars; the count follows a colon',
  'businesses.ratings.more': 'in parentheses, out of',
  'employee.pendingCount': 'after a label and a colon',
  'calendar.visit': 'a name: the visit numbered n',
  'owner.checklist.progress': 'out of',
  'owner.audit.more': 'in parentheses, out of',
  'owner.images.count': '"3 od 30 slika": after "od" the genitive plural, whatever the first number',
  'owner.images.alt': 'an ordinal',
  'owner.images.problems.limit': 'in parentheses',
  'owner.services.minutes': '"min" is a unit symbol',
  'owner.services.hasBookings': 'in parentheses',
  'owner.employees.futureBookings': 'after a label and a colon',
  'ownerOps.clients.noteTooLong': '"Najviše 500 znakova": a fixed maximum, written for its value',
  'ownerOps.reviews.replyTooLong': '"Najviše 2000 znakova": a fixed maximum, written for its value',
  'ownerOps.reviews.more': 'in parentheses, out of',
  'ownerOps.stats.chartVisits': 'after "ukupno" and "najviše … u danu": numbers as amounts of the chart, no noun after them',
  'ownerOps.stats.chartViews': 'as chartVisits',
  'schedule.week.breakStartOf': 'an ordinal',
  'schedule.week.breakEndOf': 'an ordinal',
  'schedule.week.pauza': 'an ordinal',
  'schedule.week.removeBreak': 'an ordinal',
  'search.resultsMore': '"Više od 1000 lokala": after "od" the genitive, the same form for every count',
  'search.filtersCount': 'in parentheses',
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(texts: Texts, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(texts)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) leaves(value as Texts, `${prefix}${key}.`, out);
    else if (typeof value === 'string') out.set(`${prefix}${key}`, value);
  }
  return out;
}

const serbian = new Map<string, string>();

before(async () => {
  const bundles = await textBundles();
  for (const [name, bundle] of bundles) {
    i18n.addTexts('sr', { [name]: bundle.sr });
    i18n.addTexts('en', { [name]: bundle.en });
    leaves(bundle.sr, `${name}.`, serbian);
  }
});

const say = (lang: Lang, key: string, n: number) => {
  i18n.changeLanguage(lang);
  return translate(key, { count: n, n, dates: 2, times: 3, part: 'X' });
};

test('every counted noun in Serbian and English at 1, 2, 5, 11, 21, 22 and 101', () => {
  const counted = new Set([...serbian.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
  assert.deepEqual([...counted].sort(), Object.keys(EXPECTED).sort(), 'every plural text has its expectation here, and every expectation a text');
  for (const [key, forms] of Object.entries(EXPECTED)) {
    for (const n of COUNTS) {
      const sr = { one: forms.sr[0], few: forms.sr[1], other: forms.sr[2] }[SERBIAN_FORM[n]];
      assert.equal(say('sr', key, n), sr.replace('#', String(n)), `${key} sr ${n}`);
      assert.equal(say('en', key, n), (n === 1 ? forms.en[0] : forms.en[1]).replace('#', String(n)), `${key} en ${n}`);
    }
  }
});

test('the Cyrillic interface counts by the same rule, in its own letters', () => {
  assert.equal(say('sr-Cyrl', 'ownerOps.bookings.summary', 1), '1 термин');
  assert.equal(say('sr-Cyrl', 'ownerOps.bookings.summary', 22), '22 термина');
  assert.equal(say('sr-Cyrl', 'businesses.ratings.stars', 3), '3 звездице');
});

test('no Serbian text writes a count without its plural forms, unless the count needs none', () => {
  const unformed = [...serbian.entries()].filter(([key, text]) => !PLURAL.test(key) && /\{\{\s*(count|n|max|total|shown|done)\s*\}\}/.test(text)).map(([key]) => key);
  assert.deepEqual(unformed.sort(), Object.keys(NEEDS_NO_FORMS).sort());
});
