import { Agent, request } from 'node:http';
import { postRequest, RawHttpConnection } from './raw-http';

export interface ClaimsRun {
  /** Claims answered per second, paid or refused. */
  rate: number;
  p50: number;
  p99: number;
  /** p99 of the claims after the first 10 %: the server warmed up (compiled code, open connections). */
  p99Warm: number;
  statuses: Map<number, number>;
  seconds: number;
}

/** Runs `work` for every item with at most `concurrency` at once; answers each one's duration in ms. */
export async function runConcurrently<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<{ latencies: number[]; warmLatencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  const warmLatencies: number[] = [];
  const warmFrom = Math.floor(items.length / 10);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) {
        const t0 = performance.now();
        await work(items[i] as T);
        const ms = performance.now() - t0;
        latencies.push(ms);
        if (i >= warmFrom) warmLatencies.push(ms);
      }
    }),
  );
  const sorted = (list: number[]) => list.sort((a, b) => a - b);
  return {
    latencies: sorted(latencies),
    warmLatencies: sorted(warmLatencies),
    seconds: (performance.now() - started) / 1000,
  };
}

export const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

const summary = (
  run: { latencies: number[]; warmLatencies: number[]; seconds: number },
  people: number,
  statuses: Map<number, number>,
): ClaimsRun => ({
  rate: people / run.seconds,
  p50: percentile(run.latencies, 0.5),
  p99: percentile(run.latencies, 0.99),
  p99Warm: percentile(run.warmLatencies, 0.99),
  statuses,
  seconds: run.seconds,
});

/**
 * Every person claims the quest's reward once over HTTP, `concurrency` claimers at a time, each on a kept-alive
 * connection of its own opened before the clock starts, with prebuilt requests (raw-http.ts). A person with an
 * `address` claims from it (X-Forwarded-For, for a server that trusts loopback as its proxy).
 */
export async function claimOverRawHttp(
  url: string,
  questId: string,
  people: Array<{ authorization: string; address?: string }>,
  concurrency: number,
): Promise<ClaimsRun> {
  const target = new URL(`${url}/api/v1/quests/${questId}/claim-reward`);
  const headersOf = (p: { authorization: string; address?: string }): Record<string, string> =>
    p.address ? { authorization: p.authorization, 'x-forwarded-for': p.address } : { authorization: p.authorization };
  const requests = new Map(people.map((p) => [p, postRequest(target, headersOf(p))]));
  const free = await Promise.all(
    Array.from({ length: Math.min(concurrency, people.length) }, () =>
      RawHttpConnection.open(target.hostname, Number(target.port)),
    ),
  );
  const statuses = new Map<number, number>();
  const run = await runConcurrently(people, concurrency, async (person) => {
    // runConcurrently never has more claims in flight than there are connections.
    const connection = free.pop() as RawHttpConnection;
    const status = await connection.send(requests.get(person) as Buffer);
    free.push(connection);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  for (const connection of free) connection.close();
  return summary(run, people.length, statuses);
}

/** The same with node:http's client (`BENCH_LOAD=node-http`), which costs the shared machine more CPU per claim. */
export async function claimOverHttp(
  url: string,
  questId: string,
  people: Array<{ authorization: string }>,
  concurrency: number,
): Promise<ClaimsRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = new Map<number, number>();
  const claim = (person: { authorization: string }) =>
    new Promise<void>((resolve, reject) => {
      const req = request(
        `${url}/api/v1/quests/${questId}/claim-reward`,
        { method: 'POST', agent, headers: { authorization: person.authorization } },
        (response) => {
          response.resume();
          response.on('end', () => {
            statuses.set(response.statusCode ?? 0, (statuses.get(response.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  const run = await runConcurrently(people, concurrency, claim);
  agent.destroy();
  return summary(run, people.length, statuses);
}
