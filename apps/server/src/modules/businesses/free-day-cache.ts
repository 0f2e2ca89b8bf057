import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedAs } from '../../db/database.ts';
import { IntegerArrayText } from '../../db/int-arrays.ts';
import { wallClockOn } from '@zakazi/contract/calendar';
import { freeStartsOfDay, isWithinHorizon, type TimelessDay } from '../schedule/index.ts';
import { hoursOfWeek, servicesDecidingDay } from './list-queries.ts';

/**
 * Free on a day from the table slobodni_dan (migration 018, decision 049): per business and day,
 * the latest free start by the booking rules with no minimum notice and no horizon, kept exact by
 * triggers that delete the rows a change of bookings, schedules, services or employees can touch.
 * A business is free on the day at `now` when the day lies within its horizon and that start is at
 * least its minimum notice after now: the answer follows the clock without recomputing. With a
 * window of the day (slobodnoOd/slobodnoDo), the row's every free start (`pocetci`, migration 032)
 * is read instead: free when one of them lies in the window and that far ahead of now. The first
 * of those starts (with a service free at each, `pocetak_usluge`) are the card's, from the same row.
 */

/** The database lists read (a replica, if any) and the primary, which stores computed rows. */
export type FreeDayDbs = { read: Db; primary: Db };

/** The advisory locks of migration 018 (slobodni_dan_forget): one per business, and one for big statements. */
const BUSINESS_LOCK = 727_050;
const ALL_LOCK = 727_051;
const MINUTE = 60_000;

type Rules = { vremenska_zona: string; horizont_dana: number; minimalna_najava_minuta: number };

/** A zone's wall clock on the day: minutes after local midnight → epoch milliseconds. */
type WallClock = ReturnType<typeof wallClockOn>;

/** Part of a day, in minutes after local midnight: [from, to). */
export type DayWindow = { from: number; to: number };

/** A free start: the instant, its minutes after local midnight, and its index in the row's starts. */
export type FoundStart = { at: Date; minutes: number; index: number };

/** The starts of a row (minutes, ascending) in the window and at least the business's notice after now, by the zone's clock that day. */
function startsInWindow(r: Rules, clock: WallClock, minutes: Iterable<number>, window: DayWindow, now: Date, limit = Infinity): FoundStart[] {
  const earliest = now.getTime() + r.minimalna_najava_minuta * MINUTE;
  const found: FoundStart[] = [];
  let index = -1;
  for (const m of minutes) {
    index++;
    if (m < window.from) continue;
    if (m >= window.to || found.length >= limit) break;
    const at = clock(m);
    if (at !== null && at >= earliest) found.push({ at: new Date(at), minutes: m, index });
  }
  return found;
}

/** Free starts a card shows (the first of the day, or of the window asked for). */
const CARD_STARTS = 2;
/** The whole day: the window of a free-on-a-day list without slobodnoOd/slobodnoDo. */
export const WHOLE_DAY: DayWindow = { from: 0, to: 24 * 60 };

/** A free start for a card: the instant, HH:mm minutes after local midnight, and a service free then. */
export type CardStart = { at: Date; minutes: number; uslugaId: number };

/** What a row says of a business on the day at now: free or not, and the starts its card shows. */
export type DayAnswer = { free: boolean; starts: CardStart[] };
const NOT_FREE: DayAnswer = { free: false, starts: [] };

/**
 * A day's starts as a row holds them: minutes after local midnight (ascending) and a service free
 * at each (the same index), as arrays or, read from the table, as their text (IntegerArrayText).
 */
type DayStarts = { latest: number | null; minutes: Iterable<number>; services: { at(index: number): number | undefined } };

/**
 * The answer of a row at now: within the horizon (schedule's isWithinHorizon, its today worked
 * out once per zone: a list's businesses share a few zones) and the latest start at least the
 * minimum notice ahead, and with a window a start in it that far ahead; with the first starts
 * (in the window, else of the day) for the card, from the same row, by the zone's clock that
 * day, also made once per zone.
 */
function answerer(date: string, now: Date, window?: DayWindow) {
  const clocks = new Map<string, WallClock>();
  const clockOf = (zone: string) => {
    let clock = clocks.get(zone);
    if (!clock) clocks.set(zone, (clock = wallClockOn(date, zone)));
    return clock;
  };
  const inHorizonByZone = new Map<string, (horizonDays: number) => boolean>();
  const inHorizon = (r: Rules) => {
    let check = inHorizonByZone.get(r.vremenska_zona);
    if (!check) {
      const zone = r.vremenska_zona;
      const byHorizon = new Map<number, boolean>();
      check = (horizonDays) => {
        let within = byHorizon.get(horizonDays);
        if (within === undefined) byHorizon.set(horizonDays, (within = isWithinHorizon(date, now, { horizonDays, zone })));
        return within;
      };
      inHorizonByZone.set(zone, check);
    }
    return check(r.horizont_dana);
  };
  return {
    inHorizon,
    answerOf: (r: Rules, day: DayStarts): DayAnswer => {
      if (day.latest === null || !inHorizon(r) || day.latest < now.getTime() + r.minimalna_najava_minuta * MINUTE) return NOT_FREE;
      const found = startsInWindow(r, clockOf(r.vremenska_zona), day.minutes, window ?? WHOLE_DAY, now, CARD_STARTS);
      const starts = found.map((s) => ({ at: s.at, minutes: s.minutes, uslugaId: Number(day.services.at(s.index)) }));
      return { free: window === undefined || starts.length > 0, starts };
    },
  };
}

/**
 * What the table says of these businesses on date at now (within the window, when one is given),
 * with each one's first free starts for its card; undefined when it has no row, or, for a window,
 * a row without its starts (one stored before migration 032). A business outside its horizon
 * needs none: not free; one that does not exist: not free; nor one whose hours of the week
 * (entitet.sati_pocetaka, decision 084) share none with the window that weekday, row or not, so
 * the walk computes no row for a business that cannot start then (decision 085).
 */
export async function cachedFreeOnDay(db: Db, ids: number[], date: string, now: Date, window?: DayWindow): Promise<Map<number, DayAnswer | undefined>> {
  // The starts as text: a card shows two of a row's starts, which IntegerArrayText reads alone; the
  // latest start as epoch milliseconds, a number, where a timestamp would be parsed into a Date.
  const { rows } = await sql<Rules & { id: number; works: boolean; known: boolean; poslednji_pocetak: number | null; pocetci: string | null; pocetak_usluge: string | null }>`${sql.raw(preparedAs('free-day-cached'))}
    SELECT e.id, e.vremenska_zona, e.horizont_dana, e.minimalna_najava_minuta, e.sati_pocetaka && ${`{${hoursOfWeek(date, window ?? WHOLE_DAY).join(',')}}`}::smallint[] AS works,
           f.entitet_id IS NOT NULL AS known, ${LATEST_MS} AS poslednji_pocetak, f.pocetci::text AS pocetci, f.pocetak_usluge::text AS pocetak_usluge
      FROM entitet e LEFT JOIN slobodni_dan f ON f.entitet_id = e.id AND f.datum = ${date}::date
     WHERE e.id = ANY(${ids}::bigint[])`.execute(db);
  const answers = new Map<number, DayAnswer | undefined>(ids.map((id) => [id, NOT_FREE]));
  const { inHorizon, answerOf } = answerer(date, now, window);
  for (const r of rows) {
    const known = r.known && (window === undefined || r.pocetci !== null || r.poslednji_pocetak === null);
    answers.set(r.id, !r.works || !inHorizon(r) ? NOT_FREE : known ? answerOf(r, startsOfRow(r)) : undefined);
  }
  return answers;
}

const NO_STARTS = new IntegerArrayText('{}');
/** slobodni_dan.poslednji_pocetak in epoch milliseconds (float8: pg reads it as a number). */
const LATEST_MS = sql`(extract(epoch FROM f.poslednji_pocetak) * 1000)::float8`;

/** A row's starts, read from their text as the card needs them (a row stored before migration 032 has none). */
function startsOfRow(r: { poslednji_pocetak: number | null; pocetci: string | null; pocetak_usluge: string | null }): DayStarts {
  return {
    latest: r.poslednji_pocetak,
    minutes: r.pocetci === null ? NO_STARTS : new IntegerArrayText(r.pocetci),
    services: r.pocetak_usluge === null ? NO_STARTS : new IntegerArrayText(r.pocetak_usluge),
  };
}

/**
 * Computes the rows of these businesses on date (schedule's freeStartsOfDay, on the services
 * that decide the latest start: servicesDecidingDay) and answers as cachedFreeOnDay. In one transaction on the
 * primary: first the advisory lock of each business, without waiting (the writers' triggers hold
 * it shared until they commit), then the reads, in a snapshot taken after the locks, then the rows
 * of the businesses it could lock. A business whose lock it could not have (a change is being
 * committed) is answered from the same reads but not stored.
 */
export async function computeFreeOnDay(db: Db, ids: number[], date: string, now: Date, window?: DayWindow): Promise<Map<number, DayAnswer>> {
  if (ids.length === 0) return new Map();
  try {
    return await db.transaction().execute(async (trx) => {
      // The rows are a cache (a crash that loses them loses nothing): no wait for the WAL flush.
      const { rows: rules } = await sql<Rules & { id: number; locked: boolean }>`
        SELECT e.id, e.vremenska_zona, e.horizont_dana, e.minimalna_najava_minuta,
               CASE WHEN g.all_free THEN pg_try_advisory_xact_lock(${BUSINESS_LOCK}::int, (e.id % 2147483647)::int) ELSE false END AS locked
          FROM (SELECT pg_try_advisory_xact_lock_shared(${ALL_LOCK}::int, 0) AS all_free, set_config('synchronous_commit', 'off', true)) g
         CROSS JOIN entitet e
         WHERE e.id = ANY(${ids}::bigint[])`.execute(trx);
      // Statements after the locks: they see every change committed before them.
      const days = await freeStartsOfDay(trx, await servicesDecidingDay(trx, ids, date), date);
      const stored = rules.filter((r) => r.locked).map((r) => r.id);
      if (stored.length > 0) {
        // The rows of these businesses for days already past in every zone go at the same time: no
        // list asks for them (a day before today is outside every horizon), so a business keeps at
        // most the days of its horizon and a few.
        await sql`WITH past AS (DELETE FROM slobodni_dan WHERE entitet_id = ANY(${stored}::bigint[]) AND datum < current_date - 2)
                  INSERT INTO slobodni_dan (entitet_id, datum, poslednji_pocetak, pocetci, pocetak_usluge)
                  SELECT id, ${date}::date, t, p::smallint[], u::bigint[]
                    FROM unnest(${stored}::bigint[], ${stored.map((id) => days.get(id)?.latest?.toISOString() ?? null)}::timestamptz[],
                                ${stored.map((id) => `{${(days.get(id)?.minutes ?? []).join(',')}}`)}::text[],
                                ${stored.map((id) => `{${(days.get(id)?.services ?? []).join(',')}}`)}::text[]) AS s(id, t, p, u)
                  ON CONFLICT (entitet_id, datum) DO UPDATE
                    SET poslednji_pocetak = EXCLUDED.poslednji_pocetak, pocetci = EXCLUDED.pocetci, pocetak_usluge = EXCLUDED.pocetak_usluge`.execute(trx);
      }
      return answersOf(rules, days, ids, date, now, window);
    });
  } catch (error) {
    // A business deleted meanwhile (its rows' foreign key, or a deadlock with the deletion, which
    // waits for the lock held here): answered from the rows as they are, nothing stored.
    if (!(error instanceof Error && 'code' in error && (error.code === '23503' || error.code === '40P01'))) throw error;
    const { rows: rules } = await sql<Rules & { id: number }>`
      SELECT id, vremenska_zona, horizont_dana, minimalna_najava_minuta FROM entitet WHERE id = ANY(${ids}::bigint[])`.execute(db);
    return answersOf(rules, await freeStartsOfDay(db, await servicesDecidingDay(db, ids, date), date), ids, date, now, window);
  }
}

function answersOf(rules: Array<Rules & { id: number }>, days: Map<number, TimelessDay>, ids: number[], date: string, now: Date, window?: DayWindow): Map<number, DayAnswer> {
  const answers = new Map<number, DayAnswer>(ids.map((id) => [id, NOT_FREE]));
  const { answerOf } = answerer(date, now, window);
  for (const r of rules) {
    const day = days.get(r.id);
    answers.set(r.id, answerOf(r, day ? { ...day, latest: day.latest?.getTime() ?? null } : { latest: null, minutes: [], services: [] }));
  }
  return answers;
}
