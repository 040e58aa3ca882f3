// `npm run cluster [-- --instances N] [--port P]`: N instances (default 2) of the production build behind HAProxy on
// this machine, on PostgreSQL (CLUSTER_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/questboard_cluster,
// created when missing) and Redis (CLUSTER_REDIS_URL, default redis://127.0.0.1:6379), with a chain node and a
// bucket (s3rver, unless S3_BUCKET names one) of their own. Any other setting in the environment (SMTP_URL, S3_*,
// DEMO_DATA…) reaches every instance. Ctrl-C stops all.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildProduction, startCluster } from './cluster/cluster';
import { HAPROXY, haproxyVersion } from './cluster/haproxy';

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(1);
}
const version = haproxyVersion();
if (!version) {
  console.error(`HAProxy is not installed (${HAPROXY}): apt-get install -y haproxy, or set HAPROXY_BIN`);
  process.exit(1);
}
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/questboard_cluster';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Creates the cluster's database when the server has none of that name. */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/?]*(\?.*)?$/, '/postgres') });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
}

await ensureDatabase(databaseUrl);
buildProduction(['web', 'server']);
console.log(`Starting ${instances} instance(s) behind ${version}…`);
const cluster = await startCluster({ instances, databaseUrl, redisUrl, port: Number(values.port) });
console.log(`Questboard cluster at ${cluster.url} (${databaseUrl.replace(/\/\/[^@]*@/, '//')}, ${redisUrl})`);
for (const i of cluster.instances) console.log(`  ${i.name}: ${i.url} (pid ${i.process.pid})`);
console.log('kill -9 an instance to see the proxy move its clients; Ctrl-C stops everything.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  });
}
