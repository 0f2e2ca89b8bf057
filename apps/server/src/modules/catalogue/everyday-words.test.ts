import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CATEGORY_SLUGS } from '@zakazi/contract';
import { buildVocabulary } from './category-words.ts';
import { EVERYDAY_WORDS } from './everyday-words.ts';

const slugs = Object.values(CATEGORY_SLUGS).flat();

test('every one of the 50 categories has at least three everyday words, and no word is for an unknown category', () => {
  assert.equal(slugs.length, 50);
  for (const slug of slugs) assert.ok((EVERYDAY_WORDS[slug]?.length ?? 0) >= 3, slug);
  assert.deepEqual(Object.keys(EVERYDAY_WORDS).filter((s) => !slugs.includes(s)), []);
});

test('a word means a category when equal, a prefix while typing, or inflected', () => {
  const v = buildVocabulary(slugs.map((slug, i) => ({ id: i + 1, slug, naziv: slug, nazivEn: slug, mainKategorijaId: 1 })));
  const slugsOf = (w: string) => v.categoriesOf(w).map((id) => slugs[id - 1]);
  assert.deepEqual(slugsOf('zubar'), ['dentist']);
  assert.deepEqual(slugsOf('zubaru'), ['dentist']);
  assert.deepEqual(slugsOf('stomat'), ['dentist']);
  assert.deepEqual(slugsOf('perionici'), ['car-wash']);
  assert.deepEqual(slugsOf('masaze'), ['massage']);
  assert.ok(slugsOf('teretana').includes('sports-centre') && slugsOf('teretana').includes('group-training'));
  assert.deepEqual(slugsOf('zu'), []);
  assert.deepEqual(v.categoriesOf('zu', 2).map((id) => slugs[id - 1]), ['dentist']);
  assert.deepEqual(v.phrases.get('tehnicki pregled')!.map((id) => slugs[id - 1]), ['technical-inspection']);
});
