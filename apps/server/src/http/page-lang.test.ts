import assert from 'node:assert/strict';
import { test } from 'node:test';
import { langPath, preferredLang, splitLangPath, typed } from './page-lang.ts';

test('a path names its language by its prefix, and back', () => {
  assert.deepEqual(splitLangPath('/cir/entity/12'), { lang: 'sr-Cyrl', path: '/entity/12' });
  assert.deepEqual(splitLangPath('/en'), { lang: 'en', path: '/' });
  assert.deepEqual(splitLangPath('/en/'), { lang: 'en', path: '/' });
  assert.deepEqual(splitLangPath('/entity/12'), { lang: 'sr', path: '/entity/12' });
  assert.deepEqual(splitLangPath('/english'), { lang: 'sr', path: '/english' }, 'a prefix is a whole segment');
  assert.equal(langPath('sr-Cyrl', '/'), '/cir');
  assert.equal(langPath('sr', '/'), '/');
  assert.equal(langPath('en', '/categories/health'), '/en/categories/health');
});

test('Accept-Language picks the first of our languages by weight; Serbian without a script is Latin', () => {
  assert.equal(preferredLang('sr-Cyrl-RS,sr;q=0.9,en;q=0.8'), 'sr-Cyrl');
  assert.equal(preferredLang('en-GB,en;q=0.9'), 'en');
  assert.equal(preferredLang('de-DE,de;q=0.9,en;q=0.5'), 'en');
  assert.equal(preferredLang('sr-RS'), 'sr');
  assert.equal(preferredLang('en;q=0.5,sr-Cyrl;q=0.8'), 'sr-Cyrl');
  assert.equal(preferredLang('de, fr'), undefined);
  assert.equal(preferredLang(undefined), undefined);
});

test('what people typed is transliterated on Cyrillic pages, except words with q, w, x, y and addresses', () => {
  assert.equal(typed('sr-Cyrl', 'Frizerski salon Ljubica, Njegoševa 5'), 'Фризерски салон Љубица, Његошева 5');
  assert.equal(typed('sr-Cyrl', 'Studio Wax, info@wax.rs, https://wax.rs'), 'Студио Wax, info@wax.rs, https://wax.rs');
  assert.equal(typed('en', 'Frizerski salon'), 'Frizerski salon');
});
