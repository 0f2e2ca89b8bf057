import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as contract from '@zakazi/contract/management';
import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT, IMAGE_TYPES, imageProblem } from './images.ts';
import { CHECKLIST_PARTS, OWNER_TABS, SETUP_TAB, TAB_GROUPS, TAB_OF_PART, WORK_TAB, parseTab, visibleTabs } from './tabs.ts';
import { timeZoneOptions } from './timezones.ts';

test('the tab comes from ?tab= and falls back to the checklist', () => {
  assert.equal(parseTab('usluge'), 'usluge');
  assert.equal(parseTab('statistika'), 'statistika');
  assert.equal(parseTab(null), SETUP_TAB);
  assert.equal(parseTab('nepostojeci'), 'pregled');
  // every missing part of the completeness check links to a tab that exists
  assert.deepEqual(CHECKLIST_PARTS, [...contract.COMPLETENESS_PARTS]);
  for (const part of CHECKLIST_PARTS) assert.ok(OWNER_TABS.includes(TAB_OF_PART[part]), part);
});

test('a complete business lands on the calendar of today and no longer shows the checklist', () => {
  assert.equal(WORK_TAB, 'kalendar');
  assert.equal(parseTab(null, true), 'kalendar');
  assert.equal(parseTab('nepostojeci', true), 'kalendar');
  assert.equal(parseTab('pregled', true), 'kalendar', 'an old link to the checklist');
  assert.equal(parseTab('klijenti', true), 'klijenti');
  assert.deepEqual(visibleTabs(OWNER_TABS, true), OWNER_TABS.filter((tab) => tab !== 'pregled'));
  assert.deepEqual(visibleTabs(OWNER_TABS, false), [...OWNER_TABS]);
});

test('the phone navigation’s groups hold every tab exactly once, in the tab order', () => {
  const grouped: string[] = Object.values(TAB_GROUPS).flat();
  assert.deepEqual(grouped, [...OWNER_TABS]);
  assert.equal(parseTab('klijenti'), 'klijenti');
  assert.equal(parseTab('utisci'), 'utisci');
});

test('image checks mirror the contract and refuse other types and big files', () => {
  assert.equal(IMAGE_MAX_BYTES, contract.IMAGE_MAX_BYTES);
  assert.equal(IMAGE_MAX_COUNT, contract.IMAGE_MAX_COUNT);
  assert.deepEqual([...IMAGE_TYPES], [...contract.IMAGE_TYPES]);
  assert.equal(imageProblem({ type: 'image/png', size: 1000, name: 'a.png' }), null);
  assert.equal(imageProblem({ type: '', size: 1000, name: 'slika.JPG' }), null);
  assert.equal(imageProblem({ type: 'image/gif', size: 1000, name: 'a.gif' }), 'type');
  assert.equal(imageProblem({ type: 'application/pdf', size: 1000, name: 'a.pdf' }), 'type');
  assert.equal(imageProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES + 1, name: 'a.webp' }), 'size');
  assert.equal(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES, name: 'a.jpg' }), null);
  assert.equal(imageProblem({ type: 'image/jpeg', size: 0, name: 'a.jpg' }), 'empty');
});

test('time zones start with the region and keep an unusual current value', () => {
  const zones = timeZoneOptions('sr').map((z) => z.value);
  assert.equal(zones[0], 'Europe/Belgrade');
  assert.ok(zones.includes('America/New_York'));
  assert.equal(new Set(zones).size, zones.length);
  assert.equal(timeZoneOptions('sr', 'Etc/GMT+5')[0]!.value, 'Etc/GMT+5');
});

test('time zones are named in the interface\'s language and script, not by their IANA code', () => {
  const named = (lang: 'sr' | 'sr-Cyrl' | 'en') => new Map(timeZoneOptions(lang).map((z) => [z.value, z.label]));
  assert.equal(named('sr').get('Europe/Belgrade'), 'Beograd — Srednjeevropsko vreme');
  assert.equal(named('en').get('Europe/Belgrade'), 'Belgrade — Central European Time');
  const cyrillic = named('sr-Cyrl');
  assert.equal(cyrillic.get('Europe/Skopje'), 'Скопље — Средњеевропско време');
  for (const [zone, label] of cyrillic) assert.doesNotMatch(label, /\p{Script=Latin}/u, `${zone}: ${label}`);
});

test('the details form: the phone mask, the rules and the body sent', async () => {
  const { detailsBody, detailsProblems } = await import('./details-form.ts');
  const { maskedPhone, phoneForApi } = await import('../../lib/phone.ts');
  assert.equal(maskedPhone('064 123 4567'), '(064) 123 - 4567');
  assert.equal(maskedPhone('+381 64 1234567'), '(064) 123 - 4567');
  assert.equal(maskedPhone(null), '');
  assert.equal(phoneForApi('(011) 333 - 4455'), '011 333 4455');
  assert.equal(phoneForApi('(___) ___ - ____'), null);
  const good = {
    naziv: ' Salon ', opis: '', mainKategorijaId: '2', kategorijaId: '4', telefon: '(011) 333 - 4455', email: '', website: 'https://a.rs',
    vremenskaZona: 'Europe/Belgrade', naciniPlacanja: ['cache', 'card'], valuta: 'RSD', korakMinuta: 15, minimalnaNajavaMinuta: 0, horizontDana: 60,
    otkazivanjeSati: 24, automatskaPotvrda: false,
  };
  assert.deepEqual(detailsProblems(good), []);
  assert.deepEqual(
    detailsProblems({ ...good, naziv: ' ', kategorijaId: null, telefon: '(011) 33', email: 'x@', website: 'www.a.rs', naciniPlacanja: [], korakMinuta: 3, minimalnaNajavaMinuta: '', horizontDana: 366, otkazivanjeSati: 169 }),
    ['naziv', 'kategorijaId', 'telefon', 'email', 'website', 'naciniPlacanja', 'korakMinuta', 'minimalnaNajavaMinuta', 'horizontDana', 'otkazivanjeSati'],
  );
  assert.deepEqual(detailsProblems({ ...good, otkazivanjeSati: 0 }), [], '0: the customer may cancel until the start');
  assert.equal(detailsBody({ ...good, otkazivanjeSati: 48 }).otkazivanjeSati, 48);
  const body = detailsBody(good);
  assert.equal(body.naziv, 'Salon');
  assert.equal(body.kategorijaId, 4);
  assert.equal(body.telefon, '011 333 4455');
  assert.equal(body.email, '', 'a cleared field is sent empty, which the server stores as null');
  assert.deepEqual(body.naciniPlacanja, ['card', 'cache'], 'in the contract order, each once');
});

test("every field message of owner.validation is reachable from a server's field name", async () => {
  const { FIELD_TEXT } = await import('./texts.ts');
  const { owner } = await import('./i18n.ts');
  assert.deepEqual(Object.keys(FIELD_TEXT).sort(), Object.keys(owner.sr.validation).sort());
  for (const [field, key] of Object.entries(FIELD_TEXT)) assert.equal(key, `owner.validation.${field}`);
});
