// A bare Fastify + pg server answering the product's list, detail and suggestion reads with the same SQL, by hand:
// no ORM, no schema checks, no helmet, no logging, no cache. The bench runs it beside the product on the same
// database so that the ratio shows what the product's own layers cost. Run as a child process (bench/lib/child.ts).
import Fastify from 'fastify';
import pg from 'pg';

// The same planner settings as the product's pools (server/src/db/client.ts).
const pool = new pg.Pool({
  connectionString: process.env.BENCH_DATABASE_URL,
  max: 20,
  options: '-c random_page_cost=1.1',
});
const app = Fastify({ logger: false });

const QUEST_COLUMNS = `q.id, q.brand_id, q.title, q.slug, q.description, q.image, q.category_ids, q.location_ids,
  q.reward_amount::text, q.start_at, q.end_at, q.status, q.published_at, q.created_at, q.updated_at,
  b.id as b_id, b.name as b_name, b.slug as b_slug, b.logo as b_logo, b.status as b_status, b.owner_id as b_owner`;
const PUBLIC = `q.status in ('PUBLISHED', 'ENDED') and b.status = 'ACTIVE'`;
const CONFIGS = ['simple', 'english', 'french'];

function tsquery(words: string[], values: unknown[]): string {
  return words
    .map((word) => {
      values.push(`${word}:*`);
      const n = values.length;
      return `(${CONFIGS.map((c) => `to_tsquery('${c}'::regconfig, $${n})`).join(' || ')})`;
    })
    .join(' && ');
}

app.get<{ Querystring: { keyword?: string; categoryIds?: string; sort?: string; offset?: string } }>(
  '/list',
  async (request) => {
    const values: unknown[] = [];
    const where = [PUBLIC];
    let order = 'q.created_at desc';
    const words = (request.query.keyword ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length) {
      const query = tsquery(words, values);
      where.push(`q.search_document @@ (${query})`);
      order = `(q.status = 'ENDED' or coalesce(q.end_at <= now(), false)) asc,
      ts_rank('{0.05, 0.2, 0.5, 1.0}', q.search_document, (${query})) desc, q.created_at desc`;
    }
    if (request.query.categoryIds) {
      values.push(request.query.categoryIds.split(','));
      where.push(`q.category_ids && $${values.length}::text[]`);
    }
    if (request.query.sort === 'reward_desc') order = 'q.reward_amount desc, q.created_at desc';
    if (request.query.sort === 'newest') order = 'q.created_at desc';
    if (request.query.sort === 'ending_soon') order = 'q.end_at asc nulls last';
    const offset = Math.max(0, Number(request.query.offset ?? 0) || 0);
    const from = `from quests q join brands b on b.id = q.brand_id where ${where.join(' and ')}`;
    const page = await pool.query(
      `select ${QUEST_COLUMNS} ${from} order by ${order}, q.id asc limit 20 offset ${offset}`,
      values,
    );
    const ids = page.rows.map((row) => row.id);
    const [escrow, count] = await Promise.all([
      pool.query(
        `select quest_id, balance::text from ledger_accounts where quest_id = any($1) and kind = 'QUEST_ESCROW'
       and currency = 'TOKEN'`,
        [ids],
      ),
      page.rows.length < 20 ? null : pool.query(`select count(*)::int as n ${from}`, values),
    ]);
    const balances = new Map(escrow.rows.map((row) => [row.quest_id, row.balance]));
    return {
      items: page.rows.map((row) => ({ ...row, escrow: balances.get(row.id) ?? '0' })),
      total: count ? count.rows[0].n : page.rows.length,
    };
  },
);

app.get<{ Params: { id: string } }>('/detail/:id', async (request) => {
  const { rows } = await pool.query(
    `select ${QUEST_COLUMNS}, coalesce((select balance::text from ledger_accounts where quest_id = q.id
       and kind = 'QUEST_ESCROW' and currency = 'TOKEN'), '0') as escrow
     from quests q join brands b on b.id = q.brand_id where q.id = $1 limit 1`,
    [request.params.id],
  );
  const [conditions, tasks, categories] = await Promise.all([
    pool.query('select * from quest_conditions where quest_id = $1 order by position', [request.params.id]),
    pool.query('select * from tasks where quest_id = $1 order by position', [request.params.id]),
    pool.query('select * from categories order by position'),
  ]);
  return { ...rows[0], conditions: conditions.rows, tasks: tasks.rows, categories: categories.rows.length };
});

app.get<{ Querystring: { keyword: string } }>('/suggest', async (request) => {
  const words = request.query.keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const values: unknown[] = [];
  const query = tsquery(words, values);
  const [questRows, brandRows, people] = await Promise.all([
    pool.query(
      `select ${QUEST_COLUMNS} from quests q join brands b on b.id = q.brand_id
       where ${PUBLIC} and q.search_document @@ (${query})
       order by (q.status = 'ENDED' or coalesce(q.end_at <= now(), false)) asc,
         ts_rank('{0.05, 0.2, 0.5, 1.0}', q.search_document, (${query})) desc, q.created_at desc, q.id limit 5`,
      values,
    ),
    pool.query(
      `select id, name, slug, logo from brands where status = 'ACTIVE' and search_document @@ (${query})
       order by ts_rank('{0.05, 0.2, 0.5, 1.0}', search_document, (${query})) desc, created_at desc limit 5`,
      values,
    ),
    pool.query(
      `select id, username, display_name, avatar, type from users where activated_at is not null
       and (username ilike $1 or display_name ilike $1) order by username limit 5`,
      [`%${request.query.keyword}%`],
    ),
  ]);
  return { quests: questRows.rows, brands: brandRows.rows, users: people.rows };
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url: address });
process.on('message', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
