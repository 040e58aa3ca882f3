import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** A value read when Prometheus scrapes (pool sizes, queue depth): labels → value. */
export type Sampler = () => Promise<Array<{ labels?: Record<string, string>; value: number }>>;

/**
 * This instance's metrics in Prometheus format (prom-client), one registry per app so that several apps in one
 * process (tests) do not share counters. Counters count on this instance; Prometheus sums the instances.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requestSeconds = new Histogram({
    name: 'questboard_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly requestErrors = new Counter({
    name: 'questboard_http_errors_total',
    help: 'Answers with a 5xx status (server errors), by route pattern',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly claimsPaid = new Counter({
    name: 'questboard_claims_paid_total',
    help: 'Rewards paid by claims and approvals on this instance (after commit)',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'questboard_' });
  }

  /** A gauge read at scrape time; a failing sampler leaves the gauge empty rather than failing the scrape. */
  sample(name: string, help: string, labelNames: string[], sampler: Sampler): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        const values = await sampler().catch(() => []);
        for (const { labels, value } of values) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
