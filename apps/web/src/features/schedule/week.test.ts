import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromWire, isValid, suggestBreak, toWire, validateDay, validateWeek, type DayDraft } from './week.ts';

const day = (over: Partial<DayDraft> = {}): DayDraft => ({ dan: 1, on: true, pocetak: '09:00', kraj: '17:00', pauze: [], ...over });

test('the wire week becomes seven days, off days with default hours, breaks sorted, and back', () => {
  const week = fromWire({
    dani: [{ dan: 1, pocetak: '08:00', kraj: '16:00' }, { dan: 6, pocetak: '09:00', kraj: '13:00' }],
    pauze: [{ dan: 1, pocetak: '14:00', kraj: '14:15' }, { dan: 1, pocetak: '12:00', kraj: '12:30' }],
  });
  assert.equal(week.length, 7);
  assert.deepEqual(week.map((d) => d.on), [true, false, false, false, false, true, false]);
  assert.deepEqual(week[0]!.pauze, [{ pocetak: '12:00', kraj: '12:30' }, { pocetak: '14:00', kraj: '14:15' }]);
  assert.deepEqual(week[1], { dan: 2, on: false, pocetak: '09:00', kraj: '17:00', pauze: [] });
  // An off day's breaks are not sent.
  week[1] = { ...week[1]!, pauze: [{ pocetak: '10:00', kraj: '10:30' }] };
  assert.deepEqual(toWire(week), {
    dani: [{ dan: 1, pocetak: '08:00', kraj: '16:00' }, { dan: 6, pocetak: '09:00', kraj: '13:00' }],
    pauze: [{ dan: 1, pocetak: '12:00', kraj: '12:30' }, { dan: 1, pocetak: '14:00', kraj: '14:15' }],
  });
});

test('a day must end after it starts and have both times', () => {
  assert.equal(validateDay(day({ kraj: '09:00' })).hours, 'endBeforeStart');
  assert.equal(validateDay(day({ kraj: '08:00' })).hours, 'endBeforeStart');
  assert.equal(validateDay(day({ pocetak: '' })).hours, 'missingTime');
  assert.equal(validateDay(day({ on: false, kraj: '08:00' })).hours, null, 'an off day is not checked');
});

test('breaks lie inside the day, end after they start and do not overlap (touching is fine)', () => {
  // Each break of a 09:00–17:00 day beside what is wrong with it.
  const breaks = [
    [{ pocetak: '08:30', kraj: '09:30' }, 'breakOutside'],
    [{ pocetak: '12:00', kraj: '12:00' }, 'breakEndBeforeStart'],
    [{ pocetak: '13:00', kraj: '13:30' }, null],
    [{ pocetak: '13:30', kraj: '14:00' }, 'breaksOverlap'],
    [{ pocetak: '13:45', kraj: '14:30' }, 'breaksOverlap'],
  ] as const;
  const problems = validateDay(day({ pauze: breaks.map(([b]) => b) }));
  assert.deepEqual(problems.pauze, breaks.map(([, problem]) => problem));
  assert.equal(isValid(validateWeek([day({ pauze: [{ pocetak: '13:00', kraj: '13:30' }] })])), true);
  assert.equal(isValid([problems]), false);
});

test('a suggested break fits inside the day', () => {
  assert.deepEqual(suggestBreak(day()), { pocetak: '13:00', kraj: '13:30' });
  assert.deepEqual(suggestBreak(day({ pocetak: '09:00', kraj: '09:20' })), { pocetak: '09:00', kraj: '09:20' });
  assert.deepEqual(suggestBreak(day({ pocetak: '', kraj: '' })), { pocetak: '12:00', kraj: '12:30' });
  assert.deepEqual(validateDay(day({ pauze: [suggestBreak(day())] })).pauze, [null]);
});
