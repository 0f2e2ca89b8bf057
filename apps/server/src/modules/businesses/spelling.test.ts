import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editDistance, maxEdits, nearestWord } from './spelling.ts';

test('edits: a letter added, dropped, changed, or two neighbours swapped count one each', () => {
  assert.equal(editDistance('frizr', 'frizer'), 1);
  assert.equal(editDistance('zubra', 'zubar'), 1);
  assert.equal(editDistance('masaza', 'masasa'), 1);
  assert.equal(editDistance('dipilacja', 'depilacija'), 2);
  assert.equal(editDistance('frzeer', 'frizer'), 2);
  assert.equal(editDistance('abc', 'xyz', 1), 2, 'stops past the limit');
  assert.equal(maxEdits('frizer'), 1);
  assert.equal(maxEdits('feniranje'), 2);
});

test('the nearest word: fewest edits, then the most businesses, then alphabetical', () => {
  assert.equal(nearestWord('frizr', [{ rec: 'frizura', broj: 9 }, { rec: 'frizer', broj: 1 }]), 'frizer');
  assert.equal(nearestWord('mara', [{ rec: 'marta', broj: 2 }, { rec: 'maria', broj: 5 }]), 'maria');
  assert.equal(nearestWord('mara', [{ rec: 'marta', broj: 2 }, { rec: 'marka', broj: 2 }]), 'marka');
  assert.equal(nearestWord('frzeer', [{ rec: 'frizer', broj: 1 }]), undefined, 'two edits in six letters');
});
