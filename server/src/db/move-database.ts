import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { type Executor, rowsOf } from './executor';
import { ensureQueues } from './queue-schema';

const BATCH = 2_000;
// Schemas whose rows move: the app's tables (public) and the job queue's (pgboss).

interface Table {
  schema: string;
  name: string;
  /** Columns that take values (generated columns are computed again by the target). */
  columns: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (t: Table) => `${quote(t.schema)}.${quote(t.name)}`;

/** The tables of the moved schemas, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(db: Executor): Promise<Table[]> {
  const columns = rowsOf<{ schema: string; name: string; column: string }>(
    await db.execute(sql`
      select c.table_schema as schema, c.table_name as name, c.column_name as column
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema in ('public', 'pgboss') and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
         -- A partition's rows move through its parent (pg-boss keeps each queue's jobs in a partition of its job
         -- table): copied from both, they would arrive twice.
         and not exists (
           select 1 from pg_inherits i
           join pg_class p on p.oid = i.inhrelid
           join pg_namespace n on n.oid = p.relnamespace
           where n.nspname = c.table_schema and p.relname = c.table_name)
       order by c.table_schema, c.table_name, c.ordinal_position`),
  );
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select conrelid::regclass::text as child, confrelid::regclass::text as parent
        from pg_constraint where contype = 'f' and conrelid <> confrelid`),
  );
  const tables = new Map<string, Table>();
  for (const row of columns) {
    const key = `${row.schema}.${row.name}`;
    const table = tables.get(key) ?? { schema: row.schema, name: row.name, columns: [] };
    table.columns.push(row.column);
    tables.set(key, table);
  }
  // regclass text omits "public." for tables on the search path.
  const keyOf = (regclass: string) => (regclass.includes('.') ? regclass : `public.${regclass}`).replaceAll('"', '');
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references) {
    const list = parents.get(keyOf(child)) ?? [];
    list.push(keyOf(parent));
    parents.set(keyOf(child), list);
  }
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const visit = (key: string, path: Set<string>) => {
    if (placed.has(key) || path.has(key) || !tables.has(key)) return;
    path.add(key);
    for (const parent of parents.get(key) ?? []) visit(parent, path);
    placed.add(key);
    const table = tables.get(key);
    if (table) ordered.push(table);
  };
  for (const key of [...tables.keys()].sort()) visit(key, new Set());
  return ordered;
}

/**
 * Copies every row of `from` (the embedded database) into `to` (a PostgreSQL server migrated to the same schema and
 * holding no data yet), in one transaction on the target: all or nothing. Values travel as PostgreSQL's own JSON
 * text of each row (`json_agg` → `json_populate_recordset`), so numerics of 78 digits, timestamps and arrays arrive
 * exactly. Answers the rows copied per table.
 */
export async function moveDatabase(from: DatabaseHandle, to: DatabaseHandle): Promise<Map<string, number>> {
  // Each job queue has a table of its own, made when the queue is: the target gets the source's queues first.
  const queues = rowsOf<{ name: string }>(await from.db.execute(sql`select name from pgboss.queue`));
  await ensureQueues(
    to.queue,
    queues.map((q) => q.name),
  );
  const tables = await tablesInOrder(from.db);
  const copied = new Map<string, number>();
  await to.db.transaction(async (tx) => {
    const [users] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from users`));
    if (Number(users?.n) > 0) throw new Error('The target database already has users: move into an empty database.');
    // Triggers (derived rows such as search terms) stay quiet: their rows are copied too, as pg_restore's
    // --disable-triggers does; this needs a role allowed to set it (superuser, or PostgreSQL 15+'s GRANT SET).
    await tx.execute(sql`set local session_replication_role = replica`);
    // Rows made by the migrations themselves (system accounts…) come again from the source.
    await tx.execute(sql.raw(`truncate ${tables.map(qualified).join(', ')} cascade`));
    for (const table of tables) {
      const list = table.columns.map(quote).join(', ');
      let total = 0;
      for (let offset = 0; ; offset += BATCH) {
        const [page] = rowsOf<{ rows: string | null; n: number }>(
          await from.db.execute(
            sql.raw(
              `select json_agg(t)::text as rows, count(*)::int as n from (select ${list} from ${qualified(table)} order by ctid limit ${BATCH} offset ${offset}) t`,
            ),
          ),
        );
        if (!page?.rows || Number(page.n) === 0) break;
        await tx.execute(
          sql`${sql.raw(`insert into ${qualified(table)} (${list}) select ${list} from json_populate_recordset(null::${qualified(table)}, `)}${page.rows}::json)`,
        );
        total += Number(page.n);
        if (Number(page.n) < BATCH) break;
      }
      copied.set(`${table.schema}.${table.name}`, total);
    }
    // Sequences (serial columns) continue where the source's stood.
    const sequences = rowsOf<{ schema: string; name: string; value: string | null }>(
      await from.db.execute(
        sql`select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences where schemaname in ('public', 'pgboss')`,
      ),
    );
    for (const seq of sequences) {
      if (seq.value !== null)
        await tx.execute(
          sql`select setval(${`${quote(seq.schema)}.${quote(seq.name)}`}::regclass, ${seq.value}::bigint)`,
        );
    }
  });
  return copied;
}
