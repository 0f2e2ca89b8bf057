import { cachedFreeOnDay, computeFreeOnDay, WHOLE_DAY, type CardStart, type DayWindow, type FreeDayDbs } from './free-day-cache.ts';
import { FreeShares, firstChunkScale } from './free-share.ts';
import type { FreeOn } from './list-queries.ts';

/**
 * slobodnoDatum: only businesses with at least one free start that day, by the booking rules
 * themselves: a business counts when schedule's freeSlots (the same rules and rows as
 * GET slobodni-termini and the booking's re-check) gives a start for one of its services.
 *
 * The list is walked in its own order, a chunk of candidates at a time, until the page is full.
 * Each chunk's answers come from the table slobodni_dan (free-day-cache.ts, decision 049) in one
 * statement; a business the table has no row for that day is computed (and stored), as few at a
 * time as the page still needs.
 * The first chunk is the list's own statement: on most days most businesses are free and it fills
 * the page; for a day and window where the last walk found fewer free (an evening), it reads as
 * many more as that share says the page needs, up to twice as many (free-share.ts, decision 088).
 * When it does not fill the page, and the share found free so far says the rest of the page lies
 * within a few hundred more candidates (MAX_PLAIN_CHUNK), the next chunk is the list's own
 * statement again, from where the last one ended (decision 085). Otherwise the later chunks'
 * statement itself leaves out the businesses whose row says they have no free start that day, or
 * none in the window (list-queries.ts freeOnClauses, issue 29), and the candidates already read:
 * an evening when nobody works is then one statement that returns nothing, where the walk read
 * every candidate and every row. Not while many are free: PostgreSQL then reads every match of the
 * list by the bitmaps of the hours of the week and of the radius (near me), whose estimates it
 * cannot know, and sorts them, to keep a page's worth. Not in the first chunk: PostgreSQL expects
 * the test to keep nearly every business, so with a small LIMIT it walks the list's index in order
 * hoping to stop early, and when the test keeps none it reads the whole index (1 s for
 * `frizer beograd` in the evening on 100,000 businesses); the filtering chunks ask for as many
 * candidates as the share found free so far says the page needs, and, when none was, for so many
 * that PostgreSQL reads the list's matches by their own index and sorts them.
 * total counts what the walk found; when it stopped before the end of the candidates, the answer
 * says totalIsCapped (every business is still reachable: a later page walks further).
 * With a window (slobodnoOd/slobodnoDo), only businesses with a free start in that part of the day.
 * Each business of the page comes with the first free starts its card shows (in the window), from
 * the same rows (read or computed).
 */
const CHUNK = 100;
/** The most candidates one later chunk asks for (when none of those read so far was free). */
const MAX_CHUNK = 10_000;
/** The most candidates a later chunk reads by the list's own statement rather than the filtering one. */
const MAX_PLAIN_CHUNK = 400;
/** The fewest businesses computed at once once the page is nearly full. */
const MIN_SLICE = 8;
/** The most businesses computed in one transaction (each holds its advisory lock until commit). */
const MAX_SLICE = 200;

/**
 * The next `limit` candidates in the list's order: those after the first `offset` (no freeOn), or
 * (offset 0) those that the rows do not rule out and the walk has not read (list-queries.ts FreeOn).
 */
type FetchCandidates = (o: { limit: number; offset: number; freeOn?: FreeOn }) => Promise<number[]>;

/** The shares this process's walks found free, which size their first chunks (free-share.ts). */
const shares = new FreeShares();

export async function availableOnDay(
  dbs: FreeDayDbs,
  date: string,
  now: Date,
  fetchCandidates: FetchCandidates,
  page: { offset: number; limit: number },
  window?: DayWindow,
): Promise<{ ids: number[]; total: number; capped: boolean; starts: Map<number, CardStart[]> }> {
  const wanted = page.offset + page.limit;
  const found: number[] = [];
  const starts = new Map<number, CardStart[]>();
  const read: number[] = [];
  let exhausted = false;
  // Every chunk so far was the list's own statement, so `read` is the start of the list's order.
  let plain = true;
  // Candidates decided in plain chunks, and how many of them were free: the share the next walk
  // for this day and window sizes its first chunk by.
  let lookedAt = 0;
  let freeLookedAt = 0;
  const part = window ?? WHOLE_DAY;
  const scale = firstChunkScale(shares.get(date, part));
  // One more than the page, so the answer knows whether there is a next page.
  while (found.length <= wanted) {
    // The first chunk asks for half again as many as the page needs (enough when a third of them
    // are full that day), more when the last walk for this day and window found fewer free
    // (scale); a later one for as many as the share found free so far says the rest of the page
    // needs, half again, at least CHUNK, and MAX_CHUNK when none was free.
    const need = wanted + 1 - found.length;
    const limit =
      read.length === 0
        ? Math.ceil(scale * Math.min(CHUNK, Math.ceil(need * 1.5) + MIN_SLICE))
        : found.length === 0
          ? MAX_CHUNK
          : Math.min(MAX_CHUNK, Math.max(CHUNK, Math.ceil(((need * read.length) / found.length) * 1.5)));
    // Once a filtering chunk has skipped candidates, `read` is no longer the start of the list's
    // order, and an offset would miss some: the walk goes on filtering.
    plain = plain && (read.length === 0 || (found.length > 0 && limit <= MAX_PLAIN_CHUNK));
    const chunk = await fetchCandidates(
      plain ? { limit, offset: read.length } : { limit, offset: 0, freeOn: { date, window: part, now, read: [...read] } },
    );
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
        for (const [x, answer] of await computeFreeOnDay(dbs.primary, batch, date, now, window)) answers.set(x, answer);
      }
      const answer = answers.get(id);
      if (plain) lookedAt++;
      if (answer?.free) {
        found.push(id);
        starts.set(id, answer.starts);
        if (plain) freeLookedAt++;
      }
    }
    if (exhausted) break;
  }
  shares.record(date, part, freeLookedAt, lookedAt);
  return { ids: found.slice(page.offset, wanted), total: found.length, capped: !exhausted, starts };
}
