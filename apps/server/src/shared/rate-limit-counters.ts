import { sql, type RawBuilder } from 'kysely';
import { preparedAs, type Db } from '../db/database.ts';

/**
 * Fixed-window counters in PostgreSQL (012_rate_limits.sql), shared by every server process on
 * the database. A window starts with a key's first hit and lasts `windowMs`; the next hit after
 * it starts a new one. Each call is one statement, atomic under concurrency: two processes that
 * hit the same key at once get two different counts, so a limit of 20 lets exactly 20 through.
 */
export type Hit = { hits: number; resetInMs: number };

/** Counts one more hit of `key` and returns the count within its window (1 for a new window). */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<Hit> {
  const { rows } = await sql<HitRow>`${sql.raw(preparedAs('rate-limit-hit'))}
    ${counterHit(key, windowMs, sql``)}`.execute(db);
  return hitOf(rows[0]!, windowMs);
}

export type HitRow = { hits: number; reset_in_ms: number };

/**
 * The upsert of one hit, as one statement or as a data-modifying CTE of a larger one (the access
 * hook's session check counts a route's per-user limit in the same statement: identity/queries.ts).
 * `from`: a FROM … WHERE … tail; the hit is counted only when it yields a row (empty: always).
 * Returns `hits` and `reset_in_ms` (HitRow).
 */
export function counterHit(key: string, windowMs: number, from: RawBuilder<unknown>): RawBuilder<HitRow> {
  return sql<HitRow>`INSERT INTO rate_limit_counter AS c (key, hits, window_ends_at)
    SELECT ${key}::text, 1, now() + make_interval(secs => ${windowMs / 1000}::float8) ${from}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE least(c.hits, 1000000000) + 1 END,
      window_ends_at = CASE WHEN c.window_ends_at <= now() THEN excluded.window_ends_at ELSE c.window_ends_at END
    RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::int8 AS reset_in_ms`;
}

/** A hit from its row. */
export function hitOf(row: HitRow, windowMs: number): Hit {
  // now() is each transaction's start: a hit that waited on the row lock behind the hit that opened
  // the window started before it, and reads the window's end a little more than windowMs away.
  return { hits: Number(row.hits), resetInMs: Math.min(windowMs, Math.max(0, Number(row.reset_in_ms))) };
}

/** The counts of the given keys in their current windows (a key without one is absent). */
export async function readCounters(db: Db, keys: string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; hits: number }>`${sql.raw(preparedAs('rate-limit-read'))}
    SELECT key, hits FROM rate_limit_counter WHERE key = ANY(${keys}::text[]) AND window_ends_at > now()`.execute(db);
  return new Map(rows.map((r) => [r.key, r.hits]));
}

/** Forgets a key's window (a successful login clears its failures). */
export async function clearCounter(db: Db, key: string): Promise<void> {
  await sql`DELETE FROM rate_limit_counter WHERE key = ${key}`.execute(db);
}

/** Housekeeping: rows whose window is over count for nothing. */
export async function pruneCounters(db: Db): Promise<number> {
  const result = await sql`DELETE FROM rate_limit_counter WHERE window_ends_at <= now()`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
