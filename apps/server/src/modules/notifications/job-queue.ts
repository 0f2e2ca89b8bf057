import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database>;
type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * A durable job queue in PostgreSQL (table `job`, migration 005): booking reminders and
 * automatic completion. A job is enqueued in the transaction of the change that causes it, runs
 * at run_at, is claimed with FOR UPDATE SKIP LOCKED under a lease (so several instances never
 * run the same job, and a job of a crashed instance runs again after the lease), and each run
 * executes in one transaction with marking the job done: its effects happen exactly once.
 * Failures retry with backoff up to max_attempts. Nothing is held in memory: jobs survive restarts.
 */
export type JobHandler = (trx: Executor, payload: Record<string, unknown>) => Promise<void>;

const BATCH = 20;
const LEASE_SECONDS = 300;

/** Schedules a job (in the caller's transaction). With a dedupKey, scheduling it again moves it to the new time. */
export async function enqueueJob(trx: Executor, job: { kind: string; payload: Record<string, unknown>; runAt: Date; dedupKey?: string }): Promise<void> {
  await trx
    .insertInto('job')
    .values({ kind: job.kind, payload: JSON.stringify(job.payload), run_at: job.runAt, dedup_key: job.dedupKey ?? null })
    .onConflict((oc) =>
      oc.column('dedup_key').doUpdateSet({ run_at: job.runAt, payload: JSON.stringify(job.payload), attempts: 0, done_at: null, failed_at: null, last_error: null }),
    )
    .execute();
}

export class JobWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private current: Promise<void> | undefined;
  private readonly handlers = new Map<string, JobHandler>();

  constructor(
    private readonly db: Db,
    private readonly pollMs: number,
    private readonly log: Log,
    /** called after a job committed (e.g. to poke the mail worker) */
    private readonly afterJob: () => void = () => {},
  ) {}

  /** Modules register what each kind of job does when they load. */
  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  get started(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  poke(): void {
    if (this.running && !this.current) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.current?.catch(() => {});
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.current = this.tick().finally(() => {
        this.current = undefined;
        this.schedule(this.pollMs);
      });
    }, ms);
    this.timer.unref?.();
  }

  /** One pass: runs every due job, batch after batch. Exposed for tests. */
  async tick(): Promise<void> {
    try {
      for (;;) {
        const { rows } = await sql<{ id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>`
          UPDATE job SET run_at = now() + make_interval(secs => ${LEASE_SECONDS})
           WHERE id IN (SELECT id FROM job WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
                         ORDER BY run_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, payload, attempts, max_attempts`.execute(this.db);
        for (const job of rows) await this.run(job);
        if (rows.length < BATCH) return;
      }
    } catch (err) {
      this.log.error({ err }, 'job worker: pass failed');
    }
  }

  private async run(job: { id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await this.db.transaction().execute(async (trx) => {
        await handler(trx, job.payload);
        await trx.updateTable('job').set({ done_at: sql`now()`, attempts: sql`attempts + 1` }).where('id', '=', job.id).execute();
      });
      this.afterJob();
    } catch (err) {
      const attempts = job.attempts + 1;
      const giveUp = attempts >= job.max_attempts;
      this.log.warn({ jobId: job.id, kind: job.kind, attempts, giveUp, err: String(err) }, 'job failed');
      await this.db
        .updateTable('job')
        .set({
          attempts,
          last_error: String((err as Error)?.message ?? err).slice(0, 1000),
          ...(giveUp ? { failed_at: sql`now()` } : { run_at: sql`now() + make_interval(secs => ${Math.min(3600, 30 * 2 ** (attempts - 1))})` }),
        })
        .where('id', '=', job.id)
        .execute()
        .catch(() => {});
    }
  }
}
