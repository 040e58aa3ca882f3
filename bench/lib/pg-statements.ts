// What PostgreSQL spent per statement during one run, from pg_stat_statements, on a server that loads it
// (shared_preload_libraries = 'pg_stat_statements', pg_stat_statements.track_planning = on for planning times).
// On a server without it the reading is skipped: the bench's other figures do not need it.
import pg from 'pg';

export interface StatementFigures {
  /** Statements run on the database during the run (every call, BEGIN and COMMIT included). */
  calls: number;
  /** Their planning and execution time added (ms). */
  ms: number;
  /** Their planning time alone (ms): what a statement prepared once per connection no longer pays. */
  planMs: number;
  /** The most expensive statements: calls, planning and execution ms, and the start of their text. */
  top: Array<{ calls: number; planMs: number; execMs: number; query: string }>;
}

/**
 * Resets pg_stat_statements (through `adminUrl`) and answers a function that reads what the database `database` ran
 * since; undefined when the server does not track statements.
 */
export async function trackStatements(
  adminUrl: string,
  database: string,
): Promise<(() => Promise<StatementFigures>) | undefined> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  } catch {
    await client.end();
    return undefined;
  }
  return async () => {
    const { rows } = await client.query<{ calls: string; plan: number; exec: number; query: string }>(
      `select calls::text, total_plan_time as plan, total_exec_time as exec, query
       from pg_stat_statements where dbid = (select oid from pg_database where datname = $1)
       order by total_plan_time + total_exec_time desc`,
      [database],
    );
    await client.end();
    return {
      calls: rows.reduce((n, r) => n + Number(r.calls), 0),
      ms: rows.reduce((n, r) => n + r.plan + r.exec, 0),
      planMs: rows.reduce((n, r) => n + r.plan, 0),
      top: rows.slice(0, Number(process.env.BENCH_PG_STATEMENTS_TOP ?? 12)).map((r) => ({
        calls: Number(r.calls),
        planMs: r.plan,
        execMs: r.exec,
        query: r.query.replace(/\s+/g, ' ').slice(0, Number(process.env.BENCH_PG_STATEMENTS_WIDTH ?? 110)),
      })),
    };
  };
}

/** Prints the figures per claim: statements, PostgreSQL's time, and the statements that cost most. */
export function printStatements(figures: StatementFigures, claims: number): void {
  const per = (n: number) => (n / claims).toFixed(3);
  console.log(
    `  statements per claim ${per(figures.calls)} (pg_stat_statements), planning + execution ${per(figures.ms)} ms per claim (planning ${per(figures.planMs)} ms); the costliest:`,
  );
  for (const s of figures.top) {
    console.log(
      `    ${per(s.calls).padStart(6)}/claim plan ${per(s.planMs)} exec ${per(s.execMs)} ms/claim  ${s.query}`,
    );
  }
}
