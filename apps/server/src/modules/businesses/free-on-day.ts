import type { Db } from '../../db/database.ts';
import { hasFreeStartOnDay } from '../schedule/index.ts';
import { servicesMaybeFree } from './list-queries.ts';

/**
 * slobodnoDatum: only businesses with at least one free start that day, by the booking rules
 * themselves: a business counts when schedule's freeSlots (the same rules and rows as
 * GET slobodni-termini and the booking's re-check) gives a start for one of its services.
 *
 * Free slots are computed, not stored, so the list is walked in its own order, a chunk of
 * candidates at a time, until the page is full: a cheap SQL pre-check drops the businesses that
 * cannot have a start that day (closed, nobody working that weekday and no open slot), and the rest
 * are asked service by service, shortest first, stopping at the first free start (schedule's
 * hasFreeStartOnDay: freeSlots's rules, one statement for a slice of businesses).
 * total counts what the walk found; when it stopped before the end of the candidates, the answer
 * says totalIsCapped (every business is still reachable: a later page walks further).
 */
const CHUNK = 100;
/** The fewest candidates asked at once once the page is nearly full. */
const MIN_SLICE = 8;

type FetchPage = (o: { limit: number; offset: number }) => Promise<number[]>;

export async function availableOnDay(
  db: Db,
  date: string,
  now: Date,
  fetchPage: FetchPage,
  page: { offset: number; limit: number },
): Promise<{ ids: number[]; total: number; capped: boolean }> {
  const wanted = page.offset + page.limit;
  const found: number[] = [];
  let scanned = 0;
  let exhausted = false;
  // One more than the page, so the answer knows whether there is a next page.
  while (found.length <= wanted) {
    const chunk = await fetchPage({ limit: CHUNK, offset: scanned });
    scanned += chunk.length;
    if (chunk.length < CHUNK) {
      // The last candidates: all of them, so total is exact.
      if (chunk.length > 0) found.push(...(await freeAmong(db, chunk, date, now)));
      exhausted = true;
      break;
    }
    // More candidates follow (the answer is capped either way): ask only as many as the page still
    // needs, then again for what is missing, instead of the whole chunk (most businesses are free on
    // most days, so a page of 50 asked freeSlots about 100 businesses).
    for (let i = 0; i < chunk.length && found.length <= wanted; ) {
      const slice = chunk.slice(i, i + Math.max(MIN_SLICE, wanted + 1 - found.length));
      i += slice.length;
      found.push(...(await freeAmong(db, slice, date, now)));
    }
  }
  return { ids: found.slice(page.offset, wanted), total: found.length, capped: !exhausted };
}

/**
 * Of the given businesses (in order), those with a free start on date, in the same order. Each
 * round asks every business still in question about its next service (shortest first), all in one
 * statement; most businesses are settled by their first.
 */
async function freeAmong(db: Db, ids: number[], date: string, now: Date): Promise<number[]> {
  const servicesOf = await servicesMaybeFree(db, ids, date);
  const free = new Set<number>();
  for (let round = 0; ; round++) {
    const pairs = [...servicesOf].filter(([entitetId, services]) => !free.has(entitetId) && round < services.length).map(([entitetId, services]) => ({ entitetId, uslugaId: services[round]! }));
    if (pairs.length === 0) break;
    const answers = await hasFreeStartOnDay(db, pairs, date, now);
    pairs.forEach((pair, i) => answers[i] && free.add(pair.entitetId));
  }
  return ids.filter((id) => free.has(id));
}
