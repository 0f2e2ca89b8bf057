import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assignVisit, chainedOffsets, type VisitPart } from './visits.ts';

const MIN = 60_000;
/** Three parts of 30 minutes back to back; employees 1, 2, 3 may take any. */
const parts = (candidates: number[][], busy = 30): VisitPart[] => candidates.map((c, i) => ({ offsetMinutes: i * 30, busyMinutes: busy, candidates: c }));
const everyoneFree = () => true;

describe('assignVisit: who takes which part of a visit', () => {
  test('one employee for the whole visit when anyone can, the lowest id', () => {
    assert.deepEqual(assignVisit(parts([[1, 2], [1, 2], [1, 2]]), 0, everyoneFree), [1, 1, 1]);
    // 1 is busy for the second part: 2 can take all three.
    assert.deepEqual(assignVisit(parts([[1, 2], [1, 2], [1, 2]]), 0, (i, z) => !(i === 1 && z === 1)), [2, 2, 2]);
  });

  test('otherwise the fewest changes of employee', () => {
    // Nobody can take all three; 1 for the first two and 3 for the last is one change, not two.
    const choice = assignVisit(parts([[1, 2], [1, 2], [3]]), 0, everyoneFree);
    assert.deepEqual(choice, [1, 1, 3]);
    const free = (i: number, z: number) => !(i === 1 && z === 1) && !(i === 0 && z === 2);
    assert.deepEqual(assignVisit(parts([[1, 2], [1, 2], [1, 2]]), 0, free), [1, 2, 2]);
  });

  test('no assignment when a part has nobody free', () => {
    assert.equal(assignVisit(parts([[1], [1]]), 0, (i) => i === 0), null);
  });

  test('an employee does not take the next part while still cleaning up after the last', () => {
    // 45 busy minutes (30 + 15 cleanup) overlap the next part 30 minutes later: two employees.
    assert.deepEqual(assignVisit(parts([[1, 2], [1, 2]], 45), 0, everyoneFree), [1, 2]);
    assert.equal(assignVisit(parts([[1], [1]], 45), 0, everyoneFree), null);
  });

  test("'any' answers as soon as one assignment fits, the preferred one first", () => {
    assert.deepEqual(assignVisit(parts([[1, 2], [2]]), 0, everyoneFree, 'any'), [2, 2]);
  });

  test('each next part from the previous one’s end and its processing gap', () => {
    assert.deepEqual(chainedOffsets([{ trajanje_minuta: 30, cekanje_minuta: 30 }, { trajanje_minuta: 45, cekanje_minuta: 0 }, { trajanje_minuta: 20, cekanje_minuta: 0 }]), [0, 60, 105]);
    // the start passed to freeFor is the visit's start plus the offset
    const starts: number[] = [];
    assignVisit([{ offsetMinutes: 0, busyMinutes: 30, candidates: [1] }, { offsetMinutes: 60, busyMinutes: 30, candidates: [1] }], 1000, (_, __, at) => (starts.push(at), true));
    assert.deepEqual(starts, [1000, 1000 + 60 * MIN]);
  });
});
