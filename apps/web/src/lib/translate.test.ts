import assert from 'node:assert/strict';
import { test } from 'node:test';
import { i18n, translate as t } from './translate.ts';

i18n.addTexts('sr', {
  search: {
    results_one: '{{count}} lokal', results_few: '{{count}} lokala', results_other: '{{count}} lokala',
    prices: { 3: '2.000 – 5.000 RSD' },
    greeting: 'Zdravo, {{name}}!',
    onlySerbian: 'Samo srpski',
  },
});
i18n.addTexts('en', { search: { results_one: '{{count}} business', results_other: '{{count}} businesses', greeting: 'Hello, {{name}}!' } });

test('Serbian plurals follow Intl.PluralRules: one, few, other', () => {
  i18n.changeLanguage('sr');
  assert.equal(t('search.results', { count: 1 }), '1 lokal');
  assert.equal(t('search.results', { count: 21 }), '21 lokal');
  assert.equal(t('search.results', { count: 3 }), '3 lokala');
  assert.equal(t('search.results', { count: 11 }), '11 lokala');
});

test('English plurals, interpolation, nested numeric keys', () => {
  i18n.changeLanguage('en');
  assert.equal(t('search.results', { count: 1 }), '1 business');
  assert.equal(t('search.results', { count: 7 }), '7 businesses');
  assert.equal(t('search.greeting', { name: 'Ana' }), 'Hello, Ana!');
  assert.equal(t('search.prices.3'), '2.000 – 5.000 RSD', 'falls back to Serbian');
  assert.equal(t('search.onlySerbian'), 'Samo srpski');
  assert.equal(t('search.missing'), 'search.missing', 'unknown keys show the key');
});

test('returnObjects gives lists as stored', () => {
  i18n.addTexts('sr', { list: { points: ['a', 'b'] } });
  assert.deepEqual(t('list.points', { returnObjects: true }), ['a', 'b']);
});

test('bundles added later merge into existing ones and language changes are announced', () => {
  const seen: string[] = [];
  const stop = i18n.onLanguageChanged((lang) => seen.push(lang));
  i18n.addTexts('sr', { search: { later: 'Kasnije' } });
  i18n.changeLanguage('sr');
  assert.equal(t('search.later'), 'Kasnije');
  assert.equal(t('search.greeting', { name: 'Marko' }), 'Zdravo, Marko!');
  assert.deepEqual(seen, ['sr']);
  stop();
});
