import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { rowsOf } from './executor';
import { createFromTemplate, migratedTemplateFolder } from './pglite-template';

const root = mkdtempSync(join(tmpdir(), 'qb-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('new data folders from the migrated template folder', () => {
  it('are migrated copies that open at once and never write into the template', async () => {
    const [a, b] = [join(root, 'a'), join(root, 'b')];
    // A cache of its own, so that the two copies always race to build the template folder first.
    const cache = join(root, 'cache');
    await Promise.all([createFromTemplate(a, cache), createFromTemplate(b, cache)]);
    const first = await openDatabase({ dataDir: a });
    try {
      await first.migrate();
      await first.db.execute(sql`insert into categories (id, name) values ('only-in-a', 'A')`);
      const count = rowsOf<{ n: number }>(await first.db.execute(sql`select count(*)::int as n from categories`));
      expect(count[0]?.n).toBeGreaterThan(1);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir: b });
    try {
      const only = rowsOf(await second.db.execute(sql`select 1 from categories where id = 'only-in-a'`));
      expect(only).toHaveLength(0);
    } finally {
      await second.close();
    }
    expect(existsSync(await migratedTemplateFolder(cache))).toBe(true);
    expect(existsSync(`${a}.next-${process.pid}`)).toBe(false);
  });
});
