// Search and list reads at scale, on PostgreSQL: seeds 100,000 quests over 5,000 brands with realistic words
// (bench/lib/seed-realistic.ts) into a database of its own, then loads the product and a bare Fastify + pg server
// running the same SQL (bench/lib/bare-quests.ts), each in its own process, one after the other, with 50
// connections. Prints req/s, p50, p99 and the product/bare throughput ratio per read.
//   BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_QUESTS, BENCH_BRANDS, BENCH_SECONDS;
//   BENCH_REUSE=1 keeps the database seeded by the previous run.
import { fileURLToPath } from 'node:url';
import { startChild } from './lib/child';
import { type LoadResult, load } from './lib/load';
import { answers } from './lib/pg-available';
import { prepareSearchData } from './lib/search-data';
import { variedReads } from './lib/varied-reads';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const questCount = Number(process.env.BENCH_QUESTS ?? 100_000);
const brandCount = Number(process.env.BENCH_BRANDS ?? 5_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB_NAME ?? 'questboard_bench_search';
const dbUrl = adminUrl.replace(/\/[^/]*$/, () => `/${dbName}`);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

if (!(await answers('127.0.0.1', Number(new URL(adminUrl).port || 5432)))) {
  console.log('PostgreSQL does not answer; this bench needs it (BENCH_PG_ADMIN_URL)');
  process.exit(0);
}
const { sampleId } = await prepareSearchData(
  { adminUrl, dbName },
  { quests: questCount, brands: brandCount },
  process.env.BENCH_REUSE === '1',
);

const product = await startChild<{ url: string }>(here('./lib/product-instance.ts'), { BENCH_DATABASE_URL: dbUrl });
const bare = await startChild<{ url: string }>(here('./lib/bare-quests.ts'), { BENCH_DATABASE_URL: dbUrl });
const cases: [string, string, string][] = [
  ['guest list, no filter', '/api/v1/quests/guests?limit=20', '/list'],
  ['keyword', '/api/v1/quests/guests?keyword=festival&limit=20', '/list?keyword=festival'],
  [
    'keyword + category',
    '/api/v1/quests/guests?keyword=festival&categoryIds=defi,gaming&limit=20',
    '/list?keyword=festival&categoryIds=defi,gaming',
  ],
  ['sort by reward', '/api/v1/quests/guests?sort=reward_desc&limit=20', '/list?sort=reward_desc'],
  ['detail', `/api/v1/quests/detail/${sampleId}`, `/detail/${sampleId}`],
  ['suggestions', '/api/v1/search/guest?keyword=fest&limit=5', '/suggest?keyword=fest'],
];
const rows: { read: string; product: LoadResult; bare: LoadResult }[] = [];
for (const [read, productPath, barePath] of cases) {
  const check = await fetch(`${product.ready.url}${productPath}`);
  if (!check.ok) throw new Error(`${read}: the product answered ${check.status} ${await check.text()}`);
  const p = await load(`product ${read}`, `${product.ready.url}${productPath}`, { seconds, connections });
  const b = await load(`bare ${read}`, `${bare.ready.url}${barePath}`, { seconds, connections });
  rows.push({ read, product: p, bare: b });
}
// Visitors do not repeat one URL: every request a different word, prefix, category, sort or page (mostly cache misses).
const variedConnections = Number(process.env.BENCH_VARIED_CONNECTIONS ?? 20);
const varied = variedReads(20_000);
rows.push({
  read: `varied guest reads (${variedConnections} conn.)`,
  product: await load('product varied', product.ready.url, {
    seconds,
    connections: variedConnections,
    paths: () => varied.next('product'),
  }),
  bare: await load('bare varied', bare.ready.url, {
    seconds,
    connections: variedConnections,
    paths: () => varied.next('bare'),
  }),
});
const slowest = await slowestShapes(product.ready.url, variedReads(300, 7).reads);
await product.stop();
await bare.stop();
console.log(`${questCount} quests, ${brandCount} brands, PostgreSQL, ${connections} connections, ${seconds} s each`);
console.table(
  rows.map(({ read, product: p, bare: b }) => ({
    read,
    'product req/s': p.requestsPerSecond,
    'product p50 ms': p.p50Ms,
    'product p99 ms': p.p99Ms,
    'bare req/s': b.requestsPerSecond,
    'bare p99 ms': b.p99Ms,
    'product/bare': `${Math.round((100 * p.requestsPerSecond) / Math.max(1, b.requestsPerSecond))}%`,
    errors: p.errors + p.non2xx + b.errors + b.non2xx,
  })),
);
console.log('one request at a time, fresh reads (not cached), by shape:');
console.table(slowest);

/** Each read asked alone, in turn: per shape its median and slowest time (ms), to show which shape is dear. */
async function slowestShapes(url: string, reads: { shape: string; product: string }[]) {
  const times = new Map<string, number[]>();
  for (const read of reads) {
    const started = performance.now();
    const answer = await fetch(`${url}${read.product}`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${read.product}: ${answer.status}`);
    const list = times.get(read.shape) ?? [];
    list.push(performance.now() - started);
    times.set(read.shape, list);
  }
  return [...times].map(([shape, list]) => {
    const sorted = list.sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    return { shape, reads: sorted.length, 'p50 ms': at(0.5), 'p90 ms': at(0.9), 'max ms': at(1) };
  });
}
