import assert from 'node:assert/strict';
import { test } from 'node:test';
import { knownCategories, knownMainCategories, categoryImage } from './known.ts';

test('unknown categories from the server are dropped with a warning', () => {
  const warnings: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    const kept = knownCategories([
      { id: 1, slug: 'hairdresser', naziv: 'Frizerski salon', nazivEn: 'Hairdresser', mainKategorijaId: 2 },
      { id: 2, slug: 'hairdresser', naziv: 'Pogrešno', nazivEn: 'Wrong main', mainKategorijaId: 1 },
      { id: 3, slug: 'space-travel', naziv: 'Svemir', nazivEn: 'Space', mainKategorijaId: 4 },
      { id: 4, slug: 'car-wash', naziv: 'Perionica', nazivEn: 'Car wash', mainKategorijaId: 99 },
    ]);
    assert.deepEqual(kept.map((c) => c.id), [1]);
    assert.equal(warnings.length, 3);
  } finally {
    console.warn = warn;
  }
});

test('main categories must carry their fixed id and slug', () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    const kept = knownMainCategories([
      { id: 1, slug: 'health', naziv: 'Zdravlje', nazivEn: 'Health' },
      { id: 8, slug: 'space', naziv: 'Svemir', nazivEn: 'Space' },
      { id: 2, slug: 'health', naziv: 'x', nazivEn: 'x' },
    ]);
    assert.deepEqual(kept.map((m) => m.id), [1]);
  } finally {
    console.warn = warn;
  }
});

test('category images follow the SPEC paths', () => {
  assert.equal(categoryImage('beauty', 'hairdresser'), '/images/categories/beauty/hairdresser.webp');
});
