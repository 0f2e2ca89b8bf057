import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Kategorija, MainKategorija } from '@zakazi/contract';
import type { HeadTag } from './page-head.ts';
import { categoryTags, homeTags } from './seo-tags.ts';

const BASE = 'https://zakazi.example';
const main: MainKategorija = { id: 1, slug: 'health', naziv: 'Zdravlje', nazivEn: 'Health' };
const category = { id: 7, slug: 'dentist', naziv: 'Stomatologija', nazivEn: 'Dentists', mainKategorijaId: 1 } as Kategorija;
const attrOf = (tags: HeadTag[], match: (t: HeadTag) => boolean, name: string) => {
  const tag = tags.find(match);
  return tag && 'attrs' in tag ? tag.attrs[name] : undefined;
};
const ld = (tags: HeadTag[], type: string) =>
  tags.filter((t) => t.tag === 'script').map((t) => JSON.parse((t as { text: string }).text)).find((d) => d['@type'] === type);

/** The category page's description counts its places by the plural rule of the interface and the mails. */
test('a category page counts its places at 1, 2, 5, 11, 21, 22 and 101', () => {
  const described = (total: number) =>
    attrOf(categoryTags(BASE, 'sr', main, category, total, '/images/x.webp'), (t) => t.tag === 'meta' && t.attrs.name === 'description', 'content')!.split(' sa ')[0];
  assert.deepEqual(
    [1, 2, 5, 11, 21, 22, 101].map(described),
    ['Stomatologija: 1 mesto', 'Stomatologija: 2 mesta', 'Stomatologija: 5 mesta', 'Stomatologija: 11 mesta', 'Stomatologija: 21 mesto', 'Stomatologija: 22 mesta', 'Stomatologija: 101 mesto'],
  );
});

test('each language has its own canonical URL, og:locale and texts; every page names all three and x-default', () => {
  const inLang = (lang: 'sr' | 'sr-Cyrl' | 'en') => categoryTags(BASE, lang, main, category, 2, '/images/x.webp');
  const canonical = (tags: HeadTag[]) => attrOf(tags, (t) => t.tag === 'link' && t.attrs.rel === 'canonical', 'href');
  assert.equal(canonical(inLang('sr')), `${BASE}/categories/health/dentist`);
  assert.equal(canonical(inLang('sr-Cyrl')), `${BASE}/cir/categories/health/dentist`);
  assert.equal(canonical(inLang('en')), `${BASE}/en/categories/health/dentist`);
  for (const lang of ['sr', 'sr-Cyrl', 'en'] as const) {
    const alternates = inLang(lang).filter((t) => t.tag === 'link' && t.attrs.rel === 'alternate').map((t) => `${(t as { attrs: Record<string, string> }).attrs.hreflang} ${(t as { attrs: Record<string, string> }).attrs.href}`);
    assert.deepEqual(alternates, [
      `sr-Latn ${BASE}/categories/health/dentist`,
      `sr-Cyrl ${BASE}/cir/categories/health/dentist`,
      `en ${BASE}/en/categories/health/dentist`,
      `x-default ${BASE}/categories/health/dentist`,
    ]);
  }
  assert.equal(attrOf(inLang('en'), (t) => t.tag === 'meta' && t.attrs.property === 'og:locale', 'content'), 'en_US');
  assert.equal(inLang('en').find((t) => t.tag === 'title')?.tag === 'title' && (inLang('en').find((t) => t.tag === 'title') as { text: string }).text, 'Dentists — book online | Zakaži');
  assert.equal((inLang('sr-Cyrl').find((t) => t.tag === 'title') as { text: string }).text, 'Стоматологија — закажите онлајн | Zakaži');
});

test('a category page carries its BreadcrumbList: home, its main category, itself, in the page\'s language', () => {
  const crumbs = ld(categoryTags(BASE, 'en', main, category, 2, '/images/x.webp'), 'BreadcrumbList');
  assert.deepEqual(
    crumbs.itemListElement.map((i: { position: number; name: string; item: string }) => `${i.position} ${i.name} ${i.item}`),
    [`1 Home ${BASE}/en`, `2 Health ${BASE}/en/categories/health`, `3 Dentists ${BASE}/en/categories/health/dentist`],
  );
});

test('home carries the Organization and the WebSite with a SearchAction searching in its language', () => {
  const tags = homeTags(BASE, 'sr-Cyrl');
  assert.equal(ld(tags, 'Organization').url, `${BASE}/`);
  const site = ld(tags, 'WebSite');
  assert.equal(site.potentialAction['@type'], 'SearchAction');
  assert.equal(site.potentialAction.target, `${BASE}/cir/search?q={search_term_string}`);
  assert.equal(site.publisher['@id'], ld(tags, 'Organization')['@id']);
});
