import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { useTestContext } from '../../../test/support/test-app.ts';
import { searchKey } from './search-key.ts';

/**
 * The visitor's text and the stored names meet only if TypeScript's searchKey and SQL's search_key
 * (migrations 002 and 048) give the same key: Cyrillic as Latin (љ, њ, џ two letters), no case,
 * no diacritics, đ as d.
 */
describe('search keys: the same in TypeScript and in the database', () => {
  const ctx = useTestContext();
  const texts = [
    'Фризерски салон Љиљана',
    'ЊЕГОШЕВА, Џеп, Ђорђе, Ћуприја, Чачак, Шабац, Жабаљ',
    'абвгдђежзијклљмнњопрстћуфхцчџш',
    'АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ',
    'ѓќѕйыэюяёщъьіїє',
    'Đorđe Šišanje Čačak Ćuprija Žabalj',
    'Masaža u Nišu · café 24/7',
    'Studio Lepota Wellness & Spa',
  ];

  test('each text has one key in both', async () => {
    for (const text of texts) {
      const { rows } = await sql<{ key: string }>`SELECT search_key(${text}) AS key`.execute(ctx.db);
      assert.equal(rows[0]!.key, searchKey(text), text);
    }
  });

  test('a name in Cyrillic has the key of the same name in Latin', async () => {
    const { rows } = await sql<{ cyr: string; lat: string }>`SELECT search_key('Фризерски салон Љиљана, Ђаковица') AS cyr, search_key('Frizerski salon Ljiljana, Đakovica') AS lat`.execute(ctx.db);
    assert.equal(rows[0]!.cyr, 'frizerski salon ljiljana, dakovica');
    assert.equal(rows[0]!.cyr, rows[0]!.lat);
  });
});
