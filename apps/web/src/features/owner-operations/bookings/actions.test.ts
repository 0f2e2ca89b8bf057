import assert from 'node:assert/strict';
import { test } from 'node:test';
import { availableActions } from './actions.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const ahead = '2026-11-22T09:00:00Z';
const past = '2026-11-20T09:00:00Z';

test('a pending request ahead is confirmed or rejected; once started it can only be rejected', () => {
  assert.deepEqual(availableActions({ status: 'pending', pocetak: ahead }, now), ['confirm', 'reject']);
  assert.deepEqual(availableActions({ status: 'pending', pocetak: past }, now), ['reject']);
});

test('a confirmed booking is closed as completed or no-show only after it starts', () => {
  assert.deepEqual(availableActions({ status: 'confirmed', pocetak: ahead }, now), []);
  assert.deepEqual(availableActions({ status: 'confirmed', pocetak: past }, now), ['complete', 'noShow']);
});

test('finished bookings offer nothing', () => {
  for (const status of ['rejected', 'cancelled', 'completed', 'noShow'] as const)
    assert.deepEqual(availableActions({ status, pocetak: past }, now), []);
});
