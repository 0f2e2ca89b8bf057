import pino from 'pino';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.ts';
import { migrate } from '../db/migrate.ts';
import { loadDemoDataIfEmpty } from '../demo/load.ts';

/**
 * `npm run demo-data`: migrates the database (DATABASE_URL, or the embedded one under DATA_DIR)
 * and loads the demo world when it has no businesses yet. Refuses to run in production.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  if (config.env === 'production') {
    log.error('demo data: refusing to load demo data with NODE_ENV=production');
    return 1;
  }
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, { info: (m) => log.info(m), warn: (m) => log.warn(m) });
    databaseUrl = embedded.url;
  }
  const { db, pool } = createDb(databaseUrl, 2);
  try {
    await migrate(pool, (m) => log.info(m));
    const result = await loadDemoDataIfEmpty(db, config, (m) => log.info(m));
    if (result.loaded) {
      log.info('demo accounts (password Demo1234!): kupac@zakazi.demo, vlasnik@zakazi.demo, radnik@zakazi.demo, admin@zakazi.demo');
    }
    return 0;
  } catch (err) {
    log.error(err, 'demo data: loading failed');
    return 1;
  } finally {
    await db.destroy().catch(() => {});
    await embedded?.stop().catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
