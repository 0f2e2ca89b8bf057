import { minutesOf } from './calendar.ts';

/**
 * The working-week rule, one for both sides: the server refuses a week that breaks it (400 with
 * the offending fields) and the web editor names the same problems next to the field before
 * sending. Zod-free (the web bundles it); the wire's shape of a time, HH:mm, is checked here too so
 * the editor can say "missing" while the server's schema has refused it already.
 *
 * - a working day ends after it starts;
 * - a break ends after it starts, lies within its day's hours, and overlaps no other break of
 *   that day (touching ends are fine: 13:00–13:30, 13:30–14:00);
 * - a weekday has one entry at most, and a break belongs to a day that has hours.
 */

/** What can be wrong within one day (the editor's problems). */
export type DayProblem = 'missingTime' | 'endBeforeStart' | 'breakOutside' | 'breakEndBeforeStart' | 'breaksOverlap';
/** What can be wrong with a week: a day's problem, or an entry in the wrong place. */
export type WeekProblem = DayProblem | 'dayTwice' | 'breakOnDayOff';
type Hours = { pocetak: string; kraj: string };
type DayHours = Hours & { dan: number };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isTime = (t: string) => TIME.test(t);

/** One working day's hours and its breaks: the problem of the hours, and of each break in order. */
export function dayProblems(hours: Hours, pauze: readonly Hours[]): { hours: DayProblem | null; pauze: Array<DayProblem | null> } {
  let hoursProblem: DayProblem | null = null;
  if (!isTime(hours.pocetak) || !isTime(hours.kraj)) hoursProblem = 'missingTime';
  else if (minutesOf(hours.kraj) <= minutesOf(hours.pocetak)) hoursProblem = 'endBeforeStart';

  const own = pauze.map((p): DayProblem | null => {
    if (!isTime(p.pocetak) || !isTime(p.kraj)) return 'missingTime';
    if (minutesOf(p.kraj) <= minutesOf(p.pocetak)) return 'breakEndBeforeStart';
    if (!hoursProblem && (minutesOf(p.pocetak) < minutesOf(hours.pocetak) || minutesOf(p.kraj) > minutesOf(hours.kraj))) return 'breakOutside';
    return null;
  });
  // Overlaps among the otherwise valid breaks; both breaks of a clash are named.
  const clashes = (p: Hours, q: Hours) => minutesOf(p.pocetak) < minutesOf(q.kraj) && minutesOf(q.pocetak) < minutesOf(p.kraj);
  const withOverlaps = own.map((problem, i): DayProblem | null => {
    if (problem) return problem;
    return pauze.some((q, j) => j !== i && own[j] === null && clashes(pauze[i]!, q)) ? 'breaksOverlap' : null;
  });
  return { hours: hoursProblem, pauze: withOverlaps };
}

/** Where a week's problem is, as the wire's field path below `body` (e.g. "dani.0.kraj", "pauze.1"). */
export type WeekProblemAt = { field: string; problem: WeekProblem };

/** The field a problem points at (a break outside its day or overlapping another: the whole break). */
const FIELD_OF: Partial<Record<WeekProblem, string>> = { missingTime: 'pocetak', endBeforeStart: 'kraj', breakEndBeforeStart: 'kraj', dayTwice: 'dan', breakOnDayOff: 'dan' };
const at = (entry: string, problem: WeekProblem): WeekProblemAt => ({ field: FIELD_OF[problem] ? `${entry}.${FIELD_OF[problem]}` : entry, problem });

/** Every problem of a week in the wire's shape ({dani, pauze}, each entry naming its weekday). */
export function weekProblems(week: { dani: readonly DayHours[]; pauze: readonly DayHours[] }): WeekProblemAt[] {
  const out: WeekProblemAt[] = [];
  const firstOfDay = new Map<number, number>();
  week.dani.forEach((d, i) => {
    if (firstOfDay.has(d.dan)) out.push(at(`dani.${i}`, 'dayTwice'));
    else firstOfDay.set(d.dan, i);
  });
  week.dani.forEach((d, i) => {
    if (firstOfDay.get(d.dan) !== i) return;
    const breakIndexes = week.pauze.flatMap((p, j) => (p.dan === d.dan ? [j] : []));
    const day = dayProblems(d, breakIndexes.map((j) => week.pauze[j]!));
    if (day.hours) out.push(at(`dani.${i}`, day.hours));
    day.pauze.forEach((problem, k) => {
      if (problem) out.push(at(`pauze.${breakIndexes[k]}`, problem));
    });
  });
  week.pauze.forEach((p, j) => {
    if (!firstOfDay.has(p.dan)) out.push(at(`pauze.${j}`, 'breakOnDayOff'));
  });
  return out;
}
