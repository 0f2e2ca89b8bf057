import assert from 'node:assert/strict';
import { test } from 'node:test';
import { raterDisplayName } from './service.ts';

test('a rater is named by first name and last initial, never more', () => {
  assert.equal(raterDisplayName('Ana', 'Petrović'), 'Ana P.');
  assert.equal(raterDisplayName('Đorđe', 'šaković'), 'Đorđe Š.');
  assert.equal(raterDisplayName('Marko', null), 'Marko');
  assert.equal(raterDisplayName('Marko', '   '), 'Marko');
  assert.equal(raterDisplayName(null, null), 'Korisnik', 'an erased account');
});
