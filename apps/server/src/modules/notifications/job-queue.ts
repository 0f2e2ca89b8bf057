import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import * as jobs from './job-queries.ts';

type Executor = Kysely<Database>;
type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * The server's one durable job queue (decision 035), in PostgreSQL table `job`: mail, booking
 * reminders, automatic completion, and whatever a module registers. A job is enqueued in the
 * transaction of the change that causes it and runs at run_at; it is claimed with FOR UPDATE SKIP
 * LOCKED under a lease (several instances never run the same job, and a job of a crashed instance
 * runs again after the lease); failures retry with backoff up to the kind's attempts. Nothing is
 * held in memory: jobs survive restarts.
 *
 * Two ways to run, chosen by the handler:
 * - in a transaction (default): the handler's database effects commit together with the job's
 *   done mark, so they happen exactly once.
 * - outside (`inTransaction: false`): for an effect outside the database (handing a mail to SMTP).
 *   The job is marked done (one UPDATE of its row) the moment the handler returns, and it keeps
 *   its place among the `concurrency` running jobs until the mark is written, so a crash can
 *   repeat only the jobs that were in flight — at most `concurrency` per worker.
 */
/**
 * A transactional handler may return the ids enqueueJobs gave for the due jobs it enqueued: they
 * are claimed by id after its commit (decision 055). Returning nothing asks for a scan, since it
 * may have enqueued jobs whose ids it does not know.
 */
export type JobHandler = (db: Executor, payload: Record<string, unknown>) => Promise<readonly number[] | void>;

export type JobKindOptions = {
  /** false: the handler's effect is outside the database; see above. Default true. */
  inTransaction?: boolean;
  /** Tries before the job is marked failed; default: the row's max_attempts (5). */
  maxAttempts?: number;
  /** Seconds before the next try after `attempts` failed ones; default 30 s doubling, at most 1 h. */
  retryDelaySeconds?: (attempts: number) => number;
};

export type JobWorkerOptions = {
  /** How often to look for due jobs when nothing pokes the worker. */
  pollMs: number;
  /** Jobs run at the same time by this worker (MAIL_CONCURRENCY). */
  concurrency: number;
  /** How long a claimed job stays invisible to other claimers (JOB_LEASE_SECONDS). */
  leaseSeconds: number;
};

/** A job to schedule: what enqueueJob and enqueueJobs insert. */
export type NewJob = { kind: string; payload: Record<string, unknown>; runAt?: Date; dedupKey?: string };

/**
 * Schedules a job in the caller's transaction. Without runAt it is due at once (the database's
 * now()). With a dedupKey, scheduling it again replaces the waiting one (new time and payload).
 */
export async function enqueueJob(trx: Executor, job: NewJob): Promise<void> {
  await jobs.insertJob(trx, job);
}

/**
 * Schedules several jobs in the caller's transaction, in one statement, as enqueueJob would one by
 * one. Returns the ids of those due at once, for JobWorker.poke after the commit (claimed by id).
 */
export async function enqueueJobs(trx: Executor, list: readonly NewJob[]): Promise<number[]> {
  return list.length ? jobs.insertJobs(trx, list) : [];
}

/** Wanted job ids held at most (a few seconds of mails at full load); more are left to the scan. */
const WANTED_AT_MOST = 10_000;

const defaultRetryDelay = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

type Registered = { run: JobHandler; options: JobKindOptions };

export class JobWorker {
  private readonly handlers = new Map<string, Registered>();
  private readonly inFlight = new Set<Promise<void>>();
  /** Claimed, not started yet: at most one batch, started as places free up. */
  private readonly ready: jobs.ClaimedJob[] = [];
  private readonly afterStop: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private claiming: Promise<void> | undefined;
  private again = false;
  /**
   * A scan of the due jobs is asked for: by the poll, by a poke without ids, or because the last
   * scan filled its batch (more may be due). Otherwise the queue was empty at the last scan, and
   * every job enqueued since pokes the worker of the process that enqueued it (or is found by the
   * poll): an empty claim per finished job would be a statement per mail for nothing.
   */
  private scanWanted = true;
  /**
   * Jobs due now that this process enqueued and poked about by id (a booking's mails), claimed
   * by primary key rather than by the scan, whose start in the due index is crowded with the
   * dead entries of finished jobs until vacuum (decision 055). Bounded: beyond the bound the scan
   * finds them.
   */
  private readonly wanted = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly options: JobWorkerOptions,
    private readonly log: Log,
  ) {}

  /** Modules register what each kind of job does when they load. */
  handle(kind: string, run: JobHandler, options: JobKindOptions = {}): void {
    this.handlers.set(kind, { run, options });
  }

  /** Runs when the worker stops, after its last job (e.g. closing an SMTP pool). */
  onStop(fn: () => void): void {
    this.afterStop.push(fn);
  }

  get started(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.timer = setInterval(() => this.poke(), this.options.pollMs);
    this.timer.unref?.();
    this.poke();
  }

  /**
   * Look for due jobs now (after a commit that enqueued some). With the ids of the jobs the commit
   * made due, those are claimed by id; without, the due jobs are scanned for.
   */
  poke(ids?: readonly number[]): void {
    if (!this.running) return;
    if (ids === undefined) this.scanWanted = true;
    else for (const id of ids) this.want(id);
    void this.fill();
  }

  private want(id: number): void {
    if (this.wanted.size < WANTED_AT_MOST) this.wanted.add(id);
    else this.scanWanted = true;
  }

  /** Stops claiming and waits for the jobs in flight, so a clean shutdown repeats nothing. */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    await this.claiming;
    await Promise.allSettled([...this.inFlight]);
    // Never started: due again at once for the next worker, not only after the lease.
    const unstarted = this.ready.splice(0).map((job) => job.id);
    await jobs.release(this.db, unstarted).catch((err) => this.log.error({ err }, 'job worker: releasing unstarted jobs failed'));
    for (const fn of this.afterStop) fn();
  }

  /**
   * Runs every job due now, batch after batch, and waits for them and for those this worker
   * already had in flight. Tests call it instead of waiting for the poll.
   */
  async tick(): Promise<void> {
    const limit = this.options.concurrency;
    for (;;) {
      const rows = await jobs.claimDueJobs(this.db, [...this.handlers.keys()], limit, this.options.leaseSeconds);
      await Promise.all(rows.map((row) => this.run(row)));
      if (rows.length < limit) break;
    }
    // Jobs the running worker claimed meanwhile are in flight once its claim returns.
    while (this.claiming || this.inFlight.size > 0) {
      await this.claiming;
      await Promise.allSettled([...this.inFlight]);
    }
  }

  /**
   * Fills the free places with due jobs. Jobs are claimed a batch (`concurrency`) at a time and
   * started as places free up: one claim statement per batch rather than per job, which halves
   * the database work per mail. A claimed job that has not started has had no effect, so a crash
   * delays it by the lease but never repeats it: only started jobs can repeat.
   */
  private fill(): Promise<void> {
    if (this.claiming) {
      this.again = true;
      return this.claiming;
    }
    this.claiming = this.claimAndLaunch().finally(() => {
      this.claiming = undefined;
    });
    return this.claiming;
  }

  private async claimAndLaunch(): Promise<void> {
    try {
      do {
        this.again = false;
        while (this.running && this.inFlight.size < this.options.concurrency) {
          if (this.ready.length === 0) {
            const rows = await this.claim();
            if (rows === null) break;
            this.ready.push(...rows);
          }
          while (this.ready.length > 0 && this.inFlight.size < this.options.concurrency) this.launch(this.ready.shift()!);
        }
      } while (this.again && this.running && this.inFlight.size < this.options.concurrency);
    } catch (err) {
      if (this.running) this.log.error({ err }, 'job worker: claiming failed');
    }
  }

  /**
   * The next batch: the wanted jobs by id first, else a scan if one is asked for; null when
   * neither is (nothing known to be due). A batch may come back empty (the wanted jobs were taken
   * by another worker meanwhile), and the caller asks again: each call uses up what it claimed for.
   */
  private async claim(): Promise<jobs.ClaimedJob[] | null> {
    const kinds = [...this.handlers.keys()];
    const { concurrency, leaseSeconds } = this.options;
    if (this.wanted.size > 0) {
      const ids = [...this.wanted].slice(0, concurrency);
      for (const id of ids) this.wanted.delete(id);
      return jobs.claimJobsById(this.db, ids, kinds, leaseSeconds);
    }
    if (!this.scanWanted) return null;
    this.scanWanted = false;
    const rows = await jobs.claimDueJobs(this.db, kinds, concurrency, leaseSeconds);
    if (rows.length === concurrency) this.scanWanted = true;
    return rows;
  }

  private launch(row: jobs.ClaimedJob): void {
    const done: Promise<void> = this.run(row).finally(() => {
      this.inFlight.delete(done);
      // The freed place, for a claimed job waiting for it or for more to claim (see scanWanted).
      if (this.running && (this.ready.length > 0 || this.wanted.size > 0 || this.scanWanted)) void this.fill();
    });
    this.inFlight.add(done);
  }

  private async run(job: jobs.ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      if (handler.options.inTransaction === false) {
        await handler.run(this.db, job.payload);
        await jobs.markDone(this.db, job.id);
      } else {
        const dueJobs = await this.db.transaction().execute(async (trx) => {
          const enqueued = await handler.run(trx, job.payload);
          await jobs.markDone(trx, job.id);
          return enqueued;
        });
        // A job may have enqueued others (a reminder enqueues its mail).
        this.poke(dueJobs ?? undefined);
      }
    } catch (err) {
      const attempts = job.attempts + 1;
      const maxAttempts = handler?.options.maxAttempts ?? job.max_attempts;
      const giveUp = attempts >= maxAttempts;
      this.log.warn({ jobId: job.id, kind: job.kind, attempts, giveUp, err: String(err) }, 'job failed');
      const delay = (handler?.options.retryDelaySeconds ?? defaultRetryDelay)(attempts);
      await jobs.markFailed(this.db, job.id, String((err as Error)?.message ?? err), giveUp ? null : delay).catch(() => {});
    }
  }
}
