import assert from 'node:assert/strict';
import { test } from 'node:test';
import { digitsOf } from './phone.ts';

test('a stored phone fills the mask with its ten national digits', () => {
  assert.equal(digitsOf('064 123 4567'), '0641234567');
  assert.equal(digitsOf('+381 64 1122334'), '0641122334');
  assert.equal(digitsOf(null), '');
});
