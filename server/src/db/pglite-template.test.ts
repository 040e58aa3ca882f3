import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { rowsOf } from './executor';
import { createFromTemplate, migratedTemplateFolder } from './pglite-template';

const root = mkdtempSync(join(tmpdir(), 'qb-template-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('new data folders from the migrated template folder', () => {
  it('are migrated copies that open at once and never write into the template', async () => {
    const [a, b] = [join(root, 'a'), join(root, 'b')];
    // A cache of its own, so that the two copies always race to build the template folder first.
    const cache = join(root, 'cache');
    await Promise.all([createFromTemplate(a, { cacheDir: cache }), createFromTemplate(b, { cacheDir: cache })]);
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
  }, 180_000); // creates the template folder by initdb and every migration

  it("hold a fill's reference data when asked, in a template folder of its own per fill key", async () => {
    const cache = join(root, 'cache-fill');
    const fill = (key: string) => ({
      key,
      fill: (db: Database) => db.execute(sql`insert into categories (id, name) values (${key}, ${key})`),
    });
    const [plain, v1, v2] = [join(root, 'plain'), join(root, 'v1'), join(root, 'v2')];
    await Promise.all([
      createFromTemplate(plain, { cacheDir: cache }),
      createFromTemplate(v1, { cacheDir: cache, fill: fill('fill-v1') }),
      createFromTemplate(v2, { cacheDir: cache, fill: fill('fill-v2') }),
    ]);
    const filledWith = async (dataDir: string) => {
      const database = await openDatabase({ dataDir });
      try {
        const rows = rowsOf<{ id: string }>(
          await database.db.execute(sql`select id from categories where id like 'fill-%' order by id`),
        );
        return rows.map((row) => row.id);
      } finally {
        await database.close();
      }
    };
    expect(await filledWith(plain)).toEqual([]);
    expect(await filledWith(v1)).toEqual(['fill-v1']);
    expect(await filledWith(v2)).toEqual(['fill-v2']);
  }, 300_000); // three template folders, each created by initdb and every migration
});
