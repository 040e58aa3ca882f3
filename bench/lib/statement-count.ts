import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a statement counter saw since its last reset: how many, and the `shown` most frequent texts. */
export interface StatementsSeen {
  total: number;
  top: Array<[string, number]>;
}

/**
 * Counts the statements this process sends to its databases, PostgreSQL (node-postgres' client, text kept) and PGlite
 * (each exclusive query of the instance, BEGIN and COMMIT included; text not reachable, so not kept). Installed once
 * per process, before the server opens its database; `take` answers what was sent since the last `reset`.
 */
export function countStatements(shown = 0): { reset(): void; take(): StatementsSeen } {
  let total = 0;
  const byText = new Map<string, number>();
  const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    total++;
    if (shown > 0) {
      const config = args[0] as string | { text?: string };
      const text = (typeof config === 'string' ? config : (config?.text ?? '')).replace(/\s+/g, ' ').slice(0, 160);
      byText.set(text, (byText.get(text) ?? 0) + 1);
    }
    return clientQuery.apply(this, args);
  };
  type Exclusive = (fn: () => Promise<unknown>) => Promise<unknown>;
  const proto = PGlite.prototype as unknown as { _runExclusiveQuery: Exclusive };
  const exclusive = proto._runExclusiveQuery;
  proto._runExclusiveQuery = function (this: unknown, fn: () => Promise<unknown>) {
    total++;
    return exclusive.call(this, fn);
  };
  return {
    reset() {
      total = 0;
      byText.clear();
    },
    take() {
      const top = [...byText].sort((a, b) => b[1] - a[1]).slice(0, shown);
      return { total, top };
    },
  };
}
