import pg from 'pg';
import { migrate } from '../../../apps/server/src/db/migrate.ts';
import { stepper } from './catalogue.ts';

type Step = (msg: string) => void;

/**
 * What both dataset generators do around their writing: one connection to DATABASE_URL (JIT off:
 * bulk inserts gain nothing from it), the migrations, a refusal of a database that already has
 * businesses unless --force, a rollback when the writing fails, and on any failure (bad arguments
 * too) its message and exit code 1. `generate` opens and commits its own transaction.
 */
export function runGenerator<A extends { force: boolean; businesses: number }>(
  parse: () => A,
  /** what the script writes, for the message when DATABASE_URL is missing */
  writes: string,
  generate: (client: pg.PoolClient, args: A, step: Step, started: number) => Promise<void>,
): void {
  const main = async () => {
    const args = parse();
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error(`DATABASE_URL is required (a dedicated database: this writes ${writes})`);
    const pool = new pg.Pool({ connectionString: url, max: 1, options: '-c jit=off' });
    const started = Date.now();
    const step = stepper(started);
    try {
      const applied = await migrate(pool);
      if (applied.length) step(`migrated: ${applied.join(', ')}`);
      const client = await pool.connect();
      try {
        const existing = Number((await client.query('SELECT count(*) FROM entitet')).rows[0].count);
        if (existing > 0 && !args.force) {
          throw new Error(`the database already has ${existing} businesses; use --force to add ${args.businesses} more`);
        }
        await generate(client, args, step, started);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  };
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
