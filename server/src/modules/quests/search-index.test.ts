import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A test database is too small for the planner to prefer an index on its own, so sequential scans are
// switched off for the statement: the plan then shows whether an index *can* answer the keyword search.
async function plan(statement: ReturnType<typeof sql>): Promise<string> {
  return t.app.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
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
