// npm run jobs -- status: every job queue's waiting, running, retrying, failed and done jobs, and its oldest wait.

import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { JobQueue } from '../modules/jobs/jobs.module';

const [command] = process.argv.slice(2);
if (command !== 'status') {
  console.error('Usage: npm run jobs -- status');
  process.exit(command ? 1 : 0);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const database = await openConfiguredDatabase(config).catch((error: unknown) => {
  console.error(error instanceof DataDirInUse ? error.message : String(error));
  process.exit(1);
});
const jobs = new JobQueue(database.queue, Fastify({ logger: false }).log);
try {
  const queues = await jobs.status();
  if (queues.length === 0) console.log('No jobs yet.');
  else {
    console.table(
      Object.fromEntries(
        queues.map((q) => [
          q.name,
          {
            waiting: q.waiting,
            running: q.active,
            retrying: q.retrying,
            failed: q.failed,
            done: q.completed,
            'oldest wait (s)': Math.round(q.oldestWaitingSeconds),
          },
        ]),
      ),
    );
  }
} finally {
  await jobs.stop();
  await database.close();
}
