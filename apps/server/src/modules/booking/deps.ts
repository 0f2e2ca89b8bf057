import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobWorker } from '../notifications/index.ts';

/** What a booking's steps work with. jobs: the one job queue's worker, poked after a commit that enqueued mail or jobs. */
export type BookingDeps = { db: Db; config: Config; jobs: JobWorker };
