// The app in a process of its own, for tests that kill it: opens the test database (PGlite in APP_DATA_DIR, or
// TEST_DATABASE_URL), listens on a free loopback port and sends its URL to the parent over IPC. APP_ENV (JSON) adds
// settings; APP_WORK_JOBS=on makes it a job worker too, as a started server is. APP_HOLD_EVENT=<domain event> holds
// the first change that records that event inside its transaction, after its writes, and says "holding" over IPC:
// the parent then kills the process (kill -9) with the transaction open.
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import type { DomainEventName } from '../../server/src/events/domain-event-bus';
import { testEnv } from './test-env';

const extra = JSON.parse(process.env.APP_ENV ?? '{}') as Record<string, string>;
const config = loadConfig(testEnv({ DATA_DIR: process.env.APP_DATA_DIR, ...extra }));
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
const app = await buildApp(config, database);
const hold = process.env.APP_HOLD_EVENT as DomainEventName | undefined;
if (hold) {
  app.services.events.inTransaction(hold, () => {
    process.send?.('holding');
    return new Promise<undefined>(() => undefined);
  });
}
const url = await app.listen({ host: '127.0.0.1', port: 0 });
if (process.env.APP_WORK_JOBS === 'on') await app.services.jobs.start();
process.on('message', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
process.send?.({ url });
