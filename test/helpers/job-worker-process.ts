// A job worker in a process of its own, for tests that kill it (kill -9) while it runs a job: it takes jobs of the
// queue named in JOB_NAME from TEST_DATABASE_URL, says "running" over IPC when one starts and never finishes it.
import Fastify from 'fastify';
import { openDatabase } from '../../server/src/db/client';
import { defineJob, JobQueue } from '../../server/src/modules/jobs/jobs.module';

const database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
const jobs = new JobQueue(database.queue, Fastify({ logger: false }).log, { pollSeconds: 0.5 });
jobs.register(
  defineJob({
    name: process.env.JOB_NAME ?? '',
    expireInSeconds: 2,
    retry: { limit: 2, delaySeconds: 1 },
    run: () => {
      process.send?.('running');
      return new Promise<void>(() => undefined);
    },
  }),
);
await jobs.start();
process.send?.('ready');
