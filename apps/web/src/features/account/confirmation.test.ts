import assert from 'node:assert/strict';
import { test } from 'node:test';
import { confirmationMatches } from './confirmation.ts';

test('delete confirmation accepts the email or the word', () => {
  assert.ok(confirmationMatches('OBRIŠI', 'a@b.rs', 'OBRIŠI'));
  assert.ok(confirmationMatches(' obriši ', 'a@b.rs', 'OBRIŠI'));
  assert.ok(confirmationMatches('obrisi', 'a@b.rs', 'OBRIŠI'));
  assert.ok(confirmationMatches('A@B.rs', 'a@b.rs', 'OBRIŠI'));
  assert.ok(confirmationMatches('DELETE', 'a@b.rs', 'DELETE'));
  assert.ok(!confirmationMatches('', 'a@b.rs', 'OBRIŠI'));
  assert.ok(!confirmationMatches('obr', 'a@b.rs', 'OBRIŠI'));
  assert.ok(!confirmationMatches('c@b.rs', 'a@b.rs', 'OBRIŠI'));
  assert.ok(!confirmationMatches('', null, 'OBRIŠI'));
});
