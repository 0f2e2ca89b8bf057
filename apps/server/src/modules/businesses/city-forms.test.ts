import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CITIES } from '../../demo/cities.ts';
import { CITY_BY_FORM, CITY_FORMS } from './city-forms.ts';

test('every city of the demo world has its usual forms, and its locative is one of them', () => {
  for (const city of CITIES) {
    const forms = CITY_FORMS[city.name];
    assert.ok(forms && forms.length >= 2, city.name);
    const locative = city.locative.replace(/^u /, '');
    assert.equal(CITY_BY_FORM.get(locative.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''))?.name, city.name, `${city.name}: ${locative}`);
  }
});

test('BG and NS are Beograd and Novi Sad; Cyrillic forms read as Latin ones', () => {
  assert.equal(CITY_BY_FORM.get('bg')?.name, 'Beograd');
  assert.equal(CITY_BY_FORM.get('ns')?.name, 'Novi Sad');
  assert.equal(CITY_BY_FORM.get('novom sadu')?.key, 'novi sad');
  assert.equal(CITY_BY_FORM.get('cacku')?.name, 'Čačak');
});
