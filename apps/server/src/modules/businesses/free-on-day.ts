import { cachedFreeOnDay, computeFreeOnDay, type DayWindow, type FreeDayDbs } from './free-day-cache.ts';
import type { FreeOn } from './list-queries.ts';

/**
 * slobodnoDatum: only businesses with at least one free start that day, by the booking rules
 * themselves: a business counts when schedule's freeSlots (the same rules and rows as
 * GET slobodni-termini and the booking's re-check) gives a start for one of its services.
 *
 * The list is walked in its own order, a chunk of candidates at a time, until the page is full.
 * The candidates' statement itself leaves out the businesses whose row of the table slobodni_dan
 * (free-day-cache.ts, decision 049) says they have no free start that day, or none in the window
 * (list-queries.ts freeOnClauses, issue 29): an evening when nobody works is one statement that
 * returns nothing. Each chunk's answers then come from the table in one statement (the clock and
 * the horizon); a business the table has no row for that day is computed (and stored), as few at a
 * time as the page still needs. A chunk is the next candidates the walk has not read (`read`), not
 * an offset: the rows it stores change which candidates the statement leaves out.
 * total counts what the walk found; when it stopped before the end of the candidates, the answer
 * says totalIsCapped (every business is still reachable: a later page walks further).
 * With a window (slobodnoOd/slobodnoDo), only businesses with a free start in that part of the day.
 */
const CHUNK = 100;
const WHOLE_DAY: DayWindow = { from: 0, to: 24 * 60 };
/**
 * Later chunks double, up to this many: candidates the rows do not rule out but the walk answers
 * false (no row yet, or starts in the window too soon after now) are few, but can be many on a
 * cold day.
 */
const MAX_CHUNK = 1600;
/** The fewest businesses computed at once once the page is nearly full. */
const MIN_SLICE = 8;
/** The most businesses computed in one transaction (each holds its advisory lock until commit). */
const MAX_SLICE = 200;

/** The next `limit` candidates in the list's order, leaving out `read` and those the rows rule out (list-queries.ts FreeOn). */
type FetchCandidates = (o: { limit: number; freeOn: FreeOn }) => Promise<number[]>;

export async function availableOnDay(
  dbs: FreeDayDbs,
  date: string,
  now: Date,
  fetchCandidates: FetchCandidates,
  page: { offset: number; limit: number },
  window?: DayWindow,
): Promise<{ ids: number[]; total: number; capped: boolean }> {
  const wanted = page.offset + page.limit;
  const found: number[] = [];
  const read: number[] = [];
  let exhausted = false;
  let limit = 0;
  // One more than the page, so the answer knows whether there is a next page.
  while (found.length <= wanted) {
    // Most businesses are free on most days: the first chunk asks for half again as many as the
    // page needs (enough when a third of them are full that day; reading fewer candidates costs
    // the list statement less, and a second chunk costs it a statement more), later ones for
    // CHUNK, doubling.
    limit = read.length === 0 ? Math.min(CHUNK, Math.ceil((wanted + 1) * 1.5) + MIN_SLICE) : Math.min(MAX_CHUNK, Math.max(CHUNK, 2 * limit));
    const chunk = await fetchCandidates({ limit, freeOn: { date, window: window ?? WHOLE_DAY, now, read: [...read] } });
    read.push(...chunk);
    // The last candidates are all decided, so total is exact.
    exhausted = chunk.length < limit;
    if (chunk.length === 0) break;
    const answers = await cachedFreeOnDay(dbs.read, chunk, date, now, window);
    for (let i = 0; i < chunk.length && (exhausted || found.length <= wanted); i++) {
      const id = chunk[i]!;
      if (answers.get(id) === undefined) {
        // Not in the table: compute this one and the next ones missing, as many as the page still
        // needs (all of them in the last chunk), at most MAX_SLICE at a time.
        const missing = chunk.slice(i).filter((x) => answers.get(x) === undefined);
        const batch = missing.slice(0, Math.min(MAX_SLICE, exhausted ? missing.length : Math.max(MIN_SLICE, wanted + 1 - found.length)));
        for (const [x, free] of await computeFreeOnDay(dbs.primary, batch, date, now, window)) answers.set(x, free);
      }
      if (answers.get(id)) found.push(id);
    }
    if (exhausted) break;
  }
  return { ids: found.slice(page.offset, wanted), total: found.length, capped: !exhausted };
}
