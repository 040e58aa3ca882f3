// A closed-loop load of GET reads where every request asks the next path of a sequence, each connection from a
// loopback address of its own (127.0.0.2, 127.0.0.3, …) as distinct visitors would come, over the light client of
// raw-http.ts. Reports req/s and latency percentiles like load.ts.
import type { LoadResult } from './load';
import { getRequest, RawHttpConnection } from './raw-http';

export async function variedLoad(
  label: string,
  url: string,
  opts: { connections: number; seconds: number; paths: () => string },
): Promise<LoadResult> {
  const target = new URL(url);
  const sockets = await Promise.all(
    Array.from({ length: opts.connections }, (_, i) =>
      RawHttpConnection.open(
        target.hostname,
        Number(target.port),
        `127.0.${Math.floor((i + 2) / 250)}.${(i + 2) % 250}`,
      ),
    ),
  );
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const until = started + opts.seconds * 1000;
  await Promise.all(
    sockets.map(async (socket) => {
      while (performance.now() < until) {
        const sent = performance.now();
        try {
          const status = await socket.send(getRequest(target, opts.paths()));
          if (status < 200 || status > 299) non2xx++;
        } catch {
          errors++;
          return;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.close();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    label,
    requestsPerSecond: Math.round(sorted.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
    errors,
    non2xx,
  };
}
