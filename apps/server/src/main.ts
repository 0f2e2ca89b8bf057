import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { migrate } from './db/migrate.ts';
import { syncExchangeRates } from './db/exchange-rates.ts';
import { loadDemoDataIfEmpty } from './demo/load.ts';

/** Start-up: config, database (embedded or external), migrations, demo data, HTTP, clean shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Log lines go out in batches (4 KB, and at least every second), not in a write of their own
  // each: a request's line was a system call per request (decision 050). The lines of the last
  // second can be lost to kill -9; a normal exit flushes them.
  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => logStream.flush(), 1000).unref();
  const log = pino({ level: config.logLevel }, logStream);
  mkdirSync(join(config.dataDir, 'uploads'), { recursive: true });

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, {
      info: (m) => log.info(m),
      warn: (m) => log.warn(m),
    });
    databaseUrl = embedded.url;
  }

  const { db, pool } = createDb(databaseUrl, config.databasePoolSize);
  const readDb = config.databaseReadUrl ? createDb(config.databaseReadUrl, config.databasePoolSize).db : undefined;
  let stopping = false;
  const shutdown = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    // /api/ready answers 503 first; the load balancer's next checks see it and send no new requests
    // while this process still answers the ones under way (SHUTDOWN_DRAIN_MS: a few check intervals).
    if (app) {
      app.beginShutdown();
      if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    }
    await app?.close().catch((err) => log.error(err));
    await db.destroy().catch(() => {});
    await readDb?.destroy().catch(() => {});
    await embedded?.stop().catch((err) => log.error(err));
    log.info('stopped');
    try {
      logStream.flushSync();
    } catch {
      // a write under way: pino's own exit handler flushes what is left
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrate(pool, (m) => log.info(m));
    await syncExchangeRates(db, config.exchangeRates);
    if (config.demoData) await loadDemoDataIfEmpty(db, config, (m) => log.info(m));
    // The live-slots LISTEN connection needs the URL, also the embedded database's.
    app = await buildApp({ config: { ...config, databaseUrl }, db, readDb }, { logger: { level: config.logLevel, stream: logStream } });
    await app.listen({ port: config.port, host: config.host });
    app.jobWorker.start();
    log.info(`ready at ${config.publicUrl}`);
    // One plain line among the JSON logs, so a person starting the product sees where it is.
    logStream.write(`\nZakaži: ${config.publicUrl}\n\n`);
    logStream.flush();
  } catch (err) {
    log.error(err, 'start-up failed');
    await shutdown('start-up failure', 1);
  }
}

void main();
