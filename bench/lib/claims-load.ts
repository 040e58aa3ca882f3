import { Agent, request } from 'node:http';

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

/** Every person claims the quest's reward once over HTTP, `concurrency` claimers at a time, on kept-alive connections. */
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
  const { latencies, warmLatencies, seconds } = await runConcurrently(people, concurrency, claim);
  agent.destroy();
  return {
    rate: people.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    p99Warm: percentile(warmLatencies, 0.99),
    statuses,
    seconds,
  };
}
