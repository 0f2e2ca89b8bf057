import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dayProblems, weekProblems } from '../src/working-week.ts';

const hours = (pocetak: string, kraj: string) => ({ pocetak, kraj });

describe('the working-week rule', () => {
  test('a day ends after it starts, with both times written HH:mm', () => {
    assert.equal(dayProblems(hours('08:00', '09:00'), []).hours, null);
    assert.equal(dayProblems(hours('09:00', '09:00'), []).hours, 'endBeforeStart');
    assert.equal(dayProblems(hours('09:00', '08:00'), []).hours, 'endBeforeStart');
    assert.equal(dayProblems(hours('', '17:00'), []).hours, 'missingTime');
    assert.equal(dayProblems(hours('9:00', '17:00'), []).hours, 'missingTime');
  });

  test('breaks lie within the day, end after they start, and do not overlap (touching is fine)', () => {
    const day = hours('09:00', '17:00');
    assert.deepEqual(dayProblems(day, [hours('12:00', '12:30'), hours('12:30', '13:00')]).pauze, [null, null]);
    assert.deepEqual(dayProblems(day, [hours('16:30', '17:30')]).pauze, ['breakOutside']);
    assert.deepEqual(dayProblems(day, [hours('13:00', '12:00')]).pauze, ['breakEndBeforeStart']);
    assert.deepEqual(dayProblems(day, [hours('12:00', '13:00'), hours('12:30', '13:30')]).pauze, ['breaksOverlap', 'breaksOverlap']);
    assert.deepEqual(dayProblems(day, [hours('12:00', '13:00'), hours('13:30', '')]).pauze, [null, 'missingTime'], 'an unfinished break clashes with nothing');
    assert.deepEqual(dayProblems(hours('17:00', '09:00'), [hours('12:00', '13:00')]).pauze, [null], 'no "outside" while the hours themselves are wrong');
  });

  test("a week's problems point at the wire's fields", () => {
    const fields = (week: Parameters<typeof weekProblems>[0]) => weekProblems(week).map((p) => `${p.field} ${p.problem}`);
    assert.deepEqual(fields({ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }], pauze: [{ dan: 1, pocetak: '12:00', kraj: '12:30' }] }), []);
    assert.deepEqual(fields({ dani: [{ dan: 1, pocetak: '17:00', kraj: '09:00' }], pauze: [] }), ['dani.0.kraj endBeforeStart']);
    assert.deepEqual(fields({ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }, { dan: 1, pocetak: '18:00', kraj: '19:00' }], pauze: [] }), ['dani.1.dan dayTwice']);
    assert.deepEqual(
      fields({ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }, { dan: 2, pocetak: '09:00', kraj: '17:00' }], pauze: [{ dan: 2, pocetak: '16:30', kraj: '17:30' }, { dan: 1, pocetak: '12:00', kraj: '11:00' }] }),
      ['pauze.1.kraj breakEndBeforeStart', 'pauze.0 breakOutside'],
    );
    assert.deepEqual(fields({ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }], pauze: [{ dan: 2, pocetak: '12:00', kraj: '13:00' }] }), ['pauze.0.dan breakOnDayOff']);
    assert.deepEqual(
      fields({ dani: [{ dan: 1, pocetak: '09:00', kraj: '17:00' }], pauze: [{ dan: 1, pocetak: '12:00', kraj: '13:00' }, { dan: 1, pocetak: '12:30', kraj: '13:30' }] }),
      ['pauze.0 breaksOverlap', 'pauze.1 breaksOverlap'],
    );
  });
});
