import { buildApp } from './app';
import { seedIfEmpty } from './cli/demo-seed';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirInUse } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-configured';
import { loadLocations, locationsTemplateFill } from './modules/catalogue/catalogue.module';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function openDatabaseOrExit(config: Config) {
  try {
    // A new embedded data folder starts with the location catalogue (copied from the template folder).
    return await openConfiguredDatabase(config, { templateFill: locationsTemplateFill });
  } catch (error) {
    if (error instanceof DataDirInUse) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
if (config.env === 'production' && config.chain.kind === 'dev') {
  console.error(
    'Invalid configuration: CHAIN_RPC_URL is required when NODE_ENV=production (the development chain holds no real money)',
  );
  process.exit(1);
}
const database = await openDatabaseOrExit(config);
const app = await buildApp(config, database);
if (config.demoData) {
  const seeded = await seedIfEmpty(database, app.ctx.storage, config);
  if (seeded) app.log.info(seeded, 'empty database: demo brands and funded quests loaded (DEMO_DATA=off to skip)');
}
await app.listen({ host: config.host, port: config.port });
const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`Questboard is running at ${config.publicUrl} (database: ${where})`);

// The chain workers follow the chain once the server answers: their first round opens it in the background (the
// embedded development chain takes seconds on a fresh start), so neither health nor the first page waits for it, and
// the first wallet call finds it open.
app.services.chainWorkers.start();
// This instance takes durable jobs too (social re-checks, the review digest…; modules/jobs/jobs.module.ts).
app.services.jobs.start().catch((err: unknown) => app.log.error({ err }, 'starting the job workers failed'));
// Checks saved as waiting for a provider before re-checks were jobs get theirs (one waiting job per check).
app.services.socialChecks
  .resume()
  .catch((err: unknown) => app.log.error({ err }, 'scheduling automatic social re-checks failed'));

// The location data set (≈150,000 rows) is loaded once, in the background, so that start-up stays quick.
loadLocations(database.db, { commitEachBatch: database.kind === 'pglite' })
  .then((count) => count > 0 && app.log.info({ count }, 'locations loaded'))
  .catch((err: unknown) => {
    // Stopping the server mid-load is expected: whole countries stay, and the next start carries on.
    if (closing) app.log.info('loading locations stopped with the server; the next start carries on');
    else app.log.error({ err }, 'loading locations failed');
  });

let closing = false;
/** Longest a shutdown may take before the process gives up waiting (an orchestrator's kill comes after ~30 s). */
const SHUTDOWN_LIMIT_MS = 25_000;
/**
 * Graceful shutdown: readiness turns 503 at once (a load balancer stops sending), sockets are closed so their
 * clients reconnect to another instance, requests in flight finish (claim batches commit and answer), background
 * work finishes its round, then the database closes.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.ctx.lifecycle.draining = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting with work unfinished');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  await app.close();
  await database.close();
  app.log.info('shut down');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
