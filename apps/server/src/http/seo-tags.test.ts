import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Kategorija } from '@zakazi/contract';
import { categoryTags } from './seo-tags.ts';

/** The category page's description counts its places by the plural rule of the interface and the mails. */
test('a category page counts its places at 1, 2, 5, 11, 21, 22 and 101', () => {
  const category = { naziv: 'Stomatologija' } as Kategorija;
  const described = (total: number) => {
    const tag = categoryTags('https://zakazi.example', category, '/categories/zdravlje/stomatologija', total, '/images/categories/stomatologija.webp').find((t) => t.tag === 'meta' && t.attrs.name === 'description');
    return tag && 'attrs' in tag ? tag.attrs.content!.split(' sa ')[0] : '';
  };
  assert.deepEqual(
    [1, 2, 5, 11, 21, 22, 101].map(described),
    ['Stomatologija: 1 mesto', 'Stomatologija: 2 mesta', 'Stomatologija: 5 mesta', 'Stomatologija: 11 mesta', 'Stomatologija: 21 mesto', 'Stomatologija: 22 mesta', 'Stomatologija: 101 mesto'],
  );
});
