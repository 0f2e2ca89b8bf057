import { sql, type Kysely, type RawBuilder } from 'kysely';
import { preparedAs } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;

export type ClaimedJob = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

export async function insertJob(db: Executor, job: { kind: string; payload: Record<string, unknown>; runAt?: Date; dedupKey?: string }): Promise<void> {
  const payload = JSON.stringify(job.payload);
  const runAt = job.runAt ?? sql<Date>`now()`;
  await db
    .insertInto('job')
    .values({ kind: job.kind, payload, run_at: runAt, dedup_key: job.dedupKey ?? null })
    .onConflict((oc) => oc.column('dedup_key').doUpdateSet({ run_at: runAt, payload, attempts: 0, done_at: null, failed_at: null, last_error: null }))
    .execute();
}

/** insertJob for several jobs in one statement (named: its text does not depend on how many); the ids of those due now. */
export async function insertJobs(db: Executor, list: readonly { kind: string; payload: Record<string, unknown>; runAt?: Date; dedupKey?: string }[]): Promise<number[]> {
  const { rows } = await sql<{ id: string; due: boolean }>`${sql.raw(preparedAs('insert-jobs'))}
    INSERT INTO job (kind, payload, run_at, dedup_key)
    SELECT j.kind, j.payload, coalesce(j.run_at, now()), j.dedup_key
      FROM unnest(${list.map((j) => j.kind)}::text[], ${list.map((j) => JSON.stringify(j.payload))}::jsonb[],
                  ${list.map((j) => j.runAt?.toISOString() ?? null)}::timestamptz[], ${list.map((j) => j.dedupKey ?? null)}::text[]) AS j(kind, payload, run_at, dedup_key)
    ON CONFLICT (dedup_key) DO UPDATE SET run_at = excluded.run_at, payload = excluded.payload, attempts = 0, done_at = NULL, failed_at = NULL, last_error = NULL
    RETURNING id, run_at <= now() AS due`.execute(db);
  return rows.filter((row) => row.due).map((row) => Number(row.id));
}

/**
 * Takes the jobs `chosen` selects (its rows locked FOR UPDATE SKIP LOCKED: several workers or
 * instances never take the same job) for `leaseSeconds`. The lease is the job's run_at: a worker
 * that dies leaves it due again.
 */
async function lease(db: Executor, chosen: RawBuilder<unknown>, leaseSeconds: number): Promise<ClaimedJob[]> {
  const { rows } = await sql<ClaimedJob>`
    UPDATE job SET run_at = now() + make_interval(secs => ${leaseSeconds})
     WHERE id IN (${chosen})
    RETURNING id, kind, payload, attempts, max_attempts`.execute(db);
  return rows;
}

/**
 * Claims up to `limit` due jobs of the given kinds, oldest first. A job of a kind this process
 * has no handler for waits for one that has.
 */
export async function claimDueJobs(db: Executor, kinds: string[], limit: number, leaseSeconds: number): Promise<ClaimedJob[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const chosen = sql`SELECT id FROM job
                      WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now() AND kind = ANY(${kinds}::text[])
                      ORDER BY run_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
  return lease(db, chosen, leaseSeconds);
}

/**
 * Claims the given jobs, those of them still due and unclaimed, as claimDueJobs would: a
 * primary-key lookup per id. The scan of claimDueJobs starts at the front of the due index, where
 * every job finished since the last vacuum leaves dead entries (a busy queue's front is mostly
 * those), so claiming jobs whose ids the server knows skips all of them (decision 055).
 * `coalesce(done_at, failed_at) IS NULL` says what `done_at IS NULL AND failed_at IS NULL` says in
 * a form the planner cannot match to the due index's predicate: given that index, it would scan it
 * (it believes few jobs are due), which is the very scan this claim is for avoiding.
 */
export async function claimJobsById(db: Executor, ids: number[], kinds: string[], leaseSeconds: number): Promise<ClaimedJob[]> {
  if (ids.length === 0 || kinds.length === 0) return [];
  const chosen = sql`SELECT id FROM job
                      WHERE id = ANY(${ids}::int8[]) AND coalesce(done_at, failed_at) IS NULL AND run_at <= now() AND kind = ANY(${kinds}::text[])
                      FOR UPDATE SKIP LOCKED`;
  return lease(db, chosen, leaseSeconds);
}

/** Gives claimed jobs that never started back to the queue, due now. */
export async function release(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('job').set({ run_at: sql`now()` }).where('id', 'in', ids).where('done_at', 'is', null).execute();
}

/** A job's done mark: in the job's own transaction, or right after its handler returned (see job-queue.ts). */
export async function markDone(db: Executor, id: number): Promise<void> {
  await db.updateTable('job').set({ done_at: sql`now()`, attempts: sql`attempts + 1`, last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Executor, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .updateTable('job')
    .set({
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, 1000),
      ...(retryInSeconds === null ? { failed_at: sql`now()` } : { run_at: sql`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Housekeeping: forgets finished jobs, those done more than `doneDays` ago and those given up more
 * than `failedDays` ago (kept longer, for their last_error). Nothing reads a finished job: a
 * dedup_key's next job is inserted anew where the upsert would have reset the old row. Deleted
 * `batch` rows per statement, so none holds many row locks or writes much WAL at once. Returns how
 * many went.
 */
export async function forgetFinishedJobs(db: Executor, keep: { doneDays: number; failedDays: number }, batch = 5_000): Promise<number> {
  const finishedLongAgo = sql`(done_at < now() - make_interval(days => ${keep.doneDays}) OR failed_at < now() - make_interval(days => ${keep.failedDays}))`;
  let forgotten = 0;
  for (;;) {
    // The condition again on the deleted row itself: a job made due again meanwhile (an upsert by
    // its dedup_key resets done_at) is re-checked after its lock and kept.
    const { numAffectedRows } = await sql`
      DELETE FROM job WHERE id IN (SELECT id FROM job WHERE ${finishedLongAgo} LIMIT ${batch}) AND ${finishedLongAgo}`.execute(db);
    const deleted = Number(numAffectedRows ?? 0);
    forgotten += deleted;
    if (deleted < batch) return forgotten;
  }
}
