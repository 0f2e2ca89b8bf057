import type { OpenSlotsBody } from '@zakazi/contract';
import { minutesOf, formatMinutes, toDottedDate, type IsoDay } from '@zakazi/contract/calendar';

/** The server takes at most this many open slots in one call (OpenSlotsBody). */
export const MAX_SLOTS = 500;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** Start times from..to inclusive every `step` minutes: ("09:00", "10:00", 30) → 09:00, 09:30, 10:00. */
export function timeSeries(from: string, to: string, step: number): string[] {
  if (!isTime(from) || !isTime(to) || !Number.isInteger(step) || step < 5) return [];
  const out: string[] = [];
  for (let m = minutesOf(from); m <= minutesOf(to); m += step) out.push(formatMinutes(m));
  return out;
}

/** Adds values to a sorted, duplicate-free list (dates and times both sort as strings). */
export function mergeSorted(list: string[], values: string[]): string[] {
  return [...new Set([...list, ...values])].sort();
}

/** Every date × time pair as the InsertOslobodjeneTermine body: dates as DD.MM.YYYY. */
export function buildOpenSlots(ids: { entitetId: number; zaposleniId: number; uslugaId: number }, dates: IsoDay[], times: string[]): OpenSlotsBody {
  return { slots: dates.flatMap((datum) => times.map((vreme) => ({ ...ids, datum: toDottedDate(datum), vreme }))) };
}
