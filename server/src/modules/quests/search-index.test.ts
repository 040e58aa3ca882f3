import { QuestListQuery } from '@questboard/contract/quests';
import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { questListFilter } from './quest-list-filter';
import { questPageStatement } from './quests.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A test database is too small for the planner to prefer an index on its own, so sequential scans are
// switched off for the statement: the plan then shows whether an index *can* answer the keyword search.
// With `walk`, sorting is switched off too: the plan then shows whether an index can hand rows over already in order.
// With `bitmap`, plain index scans are off too: the plan then shows which index a bitmap scan would read.
async function plan(
  statement: ReturnType<typeof sql>,
  opts: { walk?: boolean; bitmap?: boolean } = {},
): Promise<string> {
  return t.app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (opts.bitmap) await tx.execute(sql`set local enable_indexscan = off`);
    if (opts.walk) await tx.execute(sql`set local enable_sort = off`);
    const result = await tx.execute(statement);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('keyword search is answered by trigram indexes, not LIKE scans', () => {
  it('quest titles', async () => {
    const text = await plan(sql`explain select id from quests where title ilike '%galaxy%'`);
    expect(text).toContain('quests_title_trgm');
  });
  it('brand names', async () => {
    expect(await plan(sql`explain select id from brands where name ilike '%nova%'`)).toContain('brands_name_trgm');
  });
  it('location names', async () => {
    expect(await plan(sql`explain select id from locations where name ilike '%paris%'`)).toContain(
      'locations_name_trgm',
    );
  });
  it('categories filter', async () => {
    const text = await plan(sql`explain select id from quests where category_ids && array['defi']`);
    expect(text).toContain('quests_categories');
  });
});

describe('the list and search statements are answered by their indexes', () => {
  it('quest words (title, brand name, description) by the full-text GIN index', async () => {
    const text = await plan(sql`explain select id from quests where search_document @@ to_tsquery('simple', 'swap:*')`);
    expect(text).toContain('quests_search');
  });
  it('brand words by the brands full-text GIN index', async () => {
    const text = await plan(sql`explain select id from brands where search_document @@ to_tsquery('simple', 'nova:*')`);
    expect(text).toContain('brands_search');
  });
  it('the unfiltered public list, newest first, by an index walk that stops at the page', async () => {
    const text = await plan(
      sql`explain select q.id from quests q join brands b on b.id = q.brand_id
      where q.status in ('PUBLISHED', 'ENDED') and b.status = 'ACTIVE' order by q.created_at desc, q.id asc limit 20`,
      { walk: true },
    );
    expect(text).toContain('quests_public_newest');
    expect(text).not.toContain('Sort');
  });
  it('the recommended order’s parts (running first, then over), each by an index walk that stops at the page', async () => {
    for (const part of ['', 'not']) {
      const text = await plan(
        sql`explain select q.id from quests q join brands b on b.id = q.brand_id
        where q.status in ('PUBLISHED', 'ENDED') and b.status = 'ACTIVE'
          and (q.status = 'PUBLISHED' and (q.end_at is null or q.end_at > now())) is ${sql.raw(part)} true
        order by q.created_at desc, q.id asc limit 20 offset 40`,
        { walk: true },
      );
      expect(text).toContain('quests_public_newest');
      expect(text).not.toContain('Sort');
    }
  });
  it('ending soonest: claimable, upcoming, then the rest, each part by an index walk in end order', async () => {
    const { where, order, parts = [] } = questListFilter(QuestListQuery.parse({ sort: 'ending_soon' }), true, []);
    expect(parts).toHaveLength(2);
    const [claimable, upcoming] = parts;
    const cases = [
      [and(where, claimable), 'quests_published_ending'],
      [and(where, upcoming, sql`(${claimable}) is not true`), 'quests_published_ending'],
      [and(where, sql`(${claimable}) is not true`, sql`(${upcoming}) is not true`), 'quests_public_ending'],
    ] as const;
    for (const [partWhere, index] of cases) {
      const statement = questPageStatement(t.app.ctx.db, partWhere, order, { offset: 40, limit: 20 });
      const text = await plan(sql`explain ${statement}`, { walk: true });
      expect(text).toContain(index);
      expect(text).not.toContain('Sort');
    }
  });
  it('a keyword’s open quests first, read among published quests only', async () => {
    const { where, order, parts = [] } = questListFilter(QuestListQuery.parse({ keyword: 'swap' }), true, ['swap']);
    expect(parts).toHaveLength(1);
    const statement = questPageStatement(t.app.ctx.db, and(where, parts[0]), order, { offset: 0, limit: 20 });
    // Published quests only (their own full-text index, the open ones by end date, or by status as the planner
    // prefers for the data at hand): never every match ranked.
    const text = await plan(sql`explain ${statement}`, { bitmap: true });
    expect(text).toMatch(/quests_published_(search|ending)|Index Cond: .*status = 'PUBLISHED'/);
    expect(text).not.toContain('quests_search');
  });
  it('the public list by reward', async () => {
    const text = await plan(
      sql`explain select q.id from quests q join brands b on b.id = q.brand_id
      where q.status in ('PUBLISHED', 'ENDED') and b.status = 'ACTIVE'
      order by q.reward_amount desc, q.created_at desc, q.id asc limit 20`,
      { walk: true },
    );
    expect(text).toContain('quests_public_reward');
  });
  it('people by username', async () => {
    expect(await plan(sql`explain select id from users where username ilike '%nova%'`)).toContain(
      'users_username_trgm',
    );
  });
  it('people by a close spelling of a word of their username or display name', async () => {
    const text = await plan(sql`explain select id from users where 'dupomt' <<% username or 'dupomt' <<% display_name`);
    expect(text).toContain('users_username_trgm');
    expect(text).toContain('users_display_name_trgm');
  });
});
