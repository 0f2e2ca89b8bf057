import assert from 'node:assert/strict';
import { test } from 'node:test';
import { labelEvery, niceMax, ticks } from './scale.ts';

test('the top of the axis is a round number at or above the maximum', () => {
  assert.equal(niceMax(0), 1);
  assert.equal(niceMax(7), 10);
  assert.equal(niceMax(1800), 2000);
  assert.equal(niceMax(2100), 2500);
  assert.equal(niceMax(2500), 2500);
  assert.equal(niceMax(41_000), 50_000);
  assert.equal(niceMax(0.3), 0.5);
});

test('ticks step evenly from zero to the top; counts get whole ticks', () => {
  assert.deepEqual(ticks(1800), [0, 500, 1000, 1500, 2000]);
  assert.deepEqual(ticks(3, 4, true), [0, 1, 2, 3, 4]);
  assert.deepEqual(ticks(9, 4, true), [0, 3, 6, 9, 12]);
  ticks(9, 4, true).forEach((v) => assert.ok(Number.isInteger(v)));
});

test('labels thin out when the columns are narrow', () => {
  assert.equal(labelEvery(30, 40), 1);
  assert.equal(labelEvery(30, 6), 5);
  assert.equal(labelEvery(7, 7), 1);
});
