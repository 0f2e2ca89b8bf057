import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BusinessZakazivanje } from '@zakazi/contract';
import { calendarReducer, initialState, pendingMove } from './calendar-state.ts';

const booking = { id: 41, datum: '2026-12-04', vreme: '10:00', zaposleniId: 7 } as BusinessZakazivanje;

test('the calendar starts on today, a day, every employee (an employee: their own column), no dialog', () => {
  assert.deepEqual(initialState('2026-12-04'), { date: '2026-12-04', view: 'day', employee: 'all', showClosed: false, dialog: { kind: 'none' } });
  assert.equal(initialState('2026-12-04', 7).employee, '7');
});

test('steps and jumps between days across a month and a year', () => {
  const start = initialState('2026-12-31');
  assert.equal(calendarReducer(start, { type: 'step', days: 1 }).date, '2027-01-01');
  assert.equal(calendarReducer(start, { type: 'step', days: -7 }).date, '2026-12-24');
  assert.equal(calendarReducer(start, { type: 'goTo', date: '2026-11-02' }).date, '2026-11-02');
  assert.equal(calendarReducer(start, { type: 'goTo', date: '2026-12-31' }), start, 'the same day keeps the same state');
});

test('one dialog at a time: a dropped booking waits for its confirmation, closing puts it back', () => {
  const start = initialState('2026-12-04');
  const desk = calendarReducer(start, { type: 'open', dialog: { kind: 'desk', slot: { zaposleniId: 7, datum: '2026-12-04', vreme: '13:00' } } });
  assert.equal(desk.dialog.kind, 'desk');
  assert.equal(pendingMove(desk), null);
  const to = { datum: '2026-12-04' as const, vreme: '11:30', zaposleniId: 8 };
  const moving = calendarReducer(desk, { type: 'open', dialog: { kind: 'move', booking, to } });
  assert.deepEqual(pendingMove(moving), { booking, to });
  const closed = calendarReducer(moving, { type: 'close' });
  assert.deepEqual(closed.dialog, { kind: 'none' });
  assert.equal(pendingMove(closed), null);
  assert.equal(calendarReducer(closed, { type: 'close' }), closed);
});
