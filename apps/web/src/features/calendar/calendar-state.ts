import type { Blokada, BusinessZakazivanje } from '@zakazi/contract';
import { addDays, type IsoDay } from '@zakazi/contract/calendar';

/**
 * What the front desk's calendar holds between renders (pure, unit-tested): the day in focus, the
 * view, the chosen employee, whether closed bookings show, and the one dialog open at a time. The
 * view (CalendarView) reads it; useCalendarState adds the server's data and what follows from it.
 */
export type ViewName = 'day' | 'week';

/** Where a booking goes: a day, a time and an employee (a drag or the booking dialog's form). */
export type MoveTarget = { datum: IsoDay; vreme: string; zaposleniId: number };
/** An empty cell chosen for a desk booking. */
export type DeskSlot = { zaposleniId: number; datum: IsoDay; vreme: string };
/** Where a new block starts (the toolbar's "Block time"). */
export type BlockStart = { zaposleniId: number; datum: IsoDay; od: string };

/** The dialog on screen: none, a desk booking, a new block, a block's details, a booking's details, a move to confirm. */
export type CalendarDialog =
  | { kind: 'none' }
  | { kind: 'desk'; slot: DeskSlot }
  | { kind: 'block'; start: BlockStart }
  | { kind: 'blockDetails'; block: Blokada }
  | { kind: 'booking'; bookingId: number }
  | { kind: 'move'; booking: BusinessZakazivanje; to: MoveTarget };

export type CalendarState = {
  date: IsoDay;
  /** The view chosen on a wide screen (a phone always shows a day). */
  view: ViewName;
  /** 'all' (a column per employee) or an employee's id. */
  employee: string;
  showClosed: boolean;
  dialog: CalendarDialog;
};

export type CalendarAction =
  | { type: 'goTo'; date: IsoDay }
  | { type: 'step'; days: number }
  | { type: 'view'; view: ViewName }
  | { type: 'employee'; employee: string }
  | { type: 'showClosed'; showClosed: boolean }
  | { type: 'open'; dialog: Exclude<CalendarDialog, { kind: 'none' }> }
  | { type: 'close' };

export function initialState(today: IsoDay, ownZaposleniId?: number): CalendarState {
  return { date: today, view: 'day', employee: ownZaposleniId ? String(ownZaposleniId) : 'all', showClosed: false, dialog: { kind: 'none' } };
}

export function calendarReducer(state: CalendarState, action: CalendarAction): CalendarState {
  switch (action.type) {
    case 'goTo':
      return state.date === action.date ? state : { ...state, date: action.date };
    case 'step':
      return { ...state, date: addDays(state.date, action.days) };
    case 'view':
      return { ...state, view: action.view };
    case 'employee':
      return { ...state, employee: action.employee };
    case 'showClosed':
      return { ...state, showClosed: action.showClosed };
    case 'open':
      return { ...state, dialog: action.dialog };
    case 'close':
      return state.dialog.kind === 'none' ? state : { ...state, dialog: { kind: 'none' } };
  }
}

/** The move waiting for its confirmation, if that is the dialog open. */
export function pendingMove(state: CalendarState): { booking: BusinessZakazivanje; to: MoveTarget } | null {
  return state.dialog.kind === 'move' ? { booking: state.dialog.booking, to: state.dialog.to } : null;
}
