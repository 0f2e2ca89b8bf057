import DataLoader from 'dataloader';
import type { Db } from '../../db/database.ts';
import * as queries from './queries.ts';

/** How many batch statements of one process may run at once; requests arriving meanwhile wait and go together in the next. */
const BATCHES_AT_ONCE = 1;
/** The most free-slot calls in one statement. */
const MAX_BATCH = 64;

/**
 * The free-slot reads of GET slobodni-termini, batched per process (decision 056): requests that
 * arrive while a read is running go to PostgreSQL together in one statement
 * (queries.freeSlotRowsBatch) when it ends, so under load PostgreSQL runs one statement for many
 * requests and the server makes one round trip for them; a lone request is sent at once, as the
 * same single statement as before (queries.freeSlotRows). Only reads outside a transaction go
 * through here: a booking reads its rows on its own connection, under its locks.
 * A statement that fails fails every read of its batch; input the contract admits (positive ids,
 * real dates) cannot make free_slot_rows fail, only the database's failure can.
 */
export function freeSlotReader(db: Db): (q: queries.FreeSlotQuery) => Promise<queries.FreeSlotRows> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const start = (dispatch: () => void) => {
    if (running >= BATCHES_AT_ONCE) {
      waiting.push(dispatch);
      return;
    }
    running++;
    dispatch();
  };
  const loader = new DataLoader<queries.FreeSlotQuery, queries.FreeSlotRows>(
    async (qs) => {
      try {
        return qs.length === 1 ? [await queries.freeSlotRows(db, qs[0]!)] : await queries.freeSlotRowsBatch(db, qs);
      } finally {
        running--;
        const next = waiting.shift();
        if (next) start(next);
      }
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      // setImmediate, not the next tick: the requests whose sockets were read in the same turn of
      // the event loop join the batch. A batch waits while another is running.
      batchScheduleFn: (dispatch) => setImmediate(() => start(dispatch)),
    },
  );
  return (q) => loader.load(q);
}
