// The product as `npm start` runs it (production mode, every request logged at info), in its own process for the bench.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { PRODUCTION_LOG_LEVEL, productionLogFile } from './production-log';

const config = loadConfig({
  NODE_ENV: 'production',
  SIGN_UP: 'off',
  LOG_LEVEL: PRODUCTION_LOG_LEVEL,
  PORT: '0',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'qb-bench-search-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000000',
});
// Without a PostgreSQL URL, the embedded PGlite in BENCH_DATA_DIR (seeded by the bench before).
const database = await openDatabase({ url: config.databaseUrl, dataDir: process.env.BENCH_DATA_DIR });
const serverLog = productionLogFile('search');
const app = await buildApp(config, database, { logStream: serverLog.stream });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url: address });
process.on('message', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
