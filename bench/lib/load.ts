import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}

/**
 * Runs autocannon against one URL and keeps the figures we report. With `paths`, each request asks the path it
 * returns instead (on the URL's server), for loads that must not be answered from one cached answer.
 */
export async function load(
  label: string,
  url: string,
  opts: { connections?: number; seconds?: number; headers?: Record<string, string>; paths?: () => string } = {},
): Promise<LoadResult> {
  const { paths } = opts;
  const result = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 10,
    headers: opts.headers,
    ...(paths ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }] } : {}),
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: LoadResult[]): void {
  console.table(
    rows.map((r) => ({
      target: r.label,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'max ms': r.maxMs,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
}
