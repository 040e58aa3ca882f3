import { BRAND_STATUSES } from '@questboard/contract/brands';
import { brandSubject, defineAbilityFor, questSubject } from '@questboard/contract/permissions';
import { QUEST_STATUSES } from '@questboard/contract/quests';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { readableBrandSql } from '../brands/brands.module';
import { readableQuestSql } from './quest-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/*
 * The policy decides who reads a brand or a quest (contract/permissions.ts); lists ask the same question in SQL.
 * Over every brand status × quest status and every kind of viewer (a guest, the owner, a stranger of each role),
 * the SQL twins must answer row for row what the ability answers.
 */
describe('the SQL read rules answer what the policy answers', () => {
  it('over brand status × quest status × viewer', async () => {
    const owner = await buildUser(t.app, { type: 'BUSINESS' });
    const strangers = await Promise.all(
      (['AMBASSADOR', 'BUSINESS', 'INFLUENCER'] as const).map((type) => buildUser(t.app, { type })),
    );
    const built = await Promise.all(BRAND_STATUSES.map((status) => buildBrand(t.app, { owner, status })));
    const brandIds = built.map(({ brand }) => brand.id);
    const questRows = await t.app.ctx.db
      .insert(quests)
      .values(
        built.flatMap(({ brand }) =>
          QUEST_STATUSES.map((status) => ({ brandId: brand.id, status, slug: `read-${crypto.randomUUID()}` })),
        ),
      )
      .returning({ id: quests.id });
    const questIds = questRows.map((row) => row.id);

    const viewers = [null, owner.user, ...strangers.map((s) => s.user)];
    const mismatches: string[] = [];
    let readable = 0;
    for (const viewer of viewers) {
      const ability = defineAbilityFor(viewer);
      const who = viewer ? `${viewer.type}${viewer.id === owner.user.id ? ' owner' : ''}` : 'guest';
      const brandRows = await t.app.ctx.db
        .select({ id: brands.id, status: brands.status, ownerId: brands.ownerId, sql: readableBrandSql(viewer?.id) })
        .from(brands)
        .where(inArray(brands.id, brandIds));
      for (const row of brandRows) {
        const policy = ability.can('read', brandSubject(row));
        if (policy !== Boolean(row.sql)) mismatches.push(`${who}, ${row.status} brand: policy ${policy}`);
        if (policy) readable++;
      }
      const rows = await t.app.ctx.db
        .select({
          status: quests.status,
          brandStatus: brands.status,
          ownerId: brands.ownerId,
          sql: readableQuestSql(viewer?.id),
        })
        .from(quests)
        .innerJoin(brands, eq(brands.id, quests.brandId))
        .where(inArray(quests.id, questIds));
      expect(rows).toHaveLength(BRAND_STATUSES.length * QUEST_STATUSES.length);
      for (const row of rows) {
        for (const type of ['Quest', 'Task'] as const) {
          const policy = ability.can('read', questSubject(row, type));
          const label = `${who}, ${row.status} ${type.toLowerCase()} of a ${row.brandStatus} brand`;
          if (policy !== Boolean(row.sql)) mismatches.push(`${label}: policy ${policy}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Some rows are readable and some are not, so an always-true or always-false twin cannot pass.
    expect(readable).toBeGreaterThan(0);
    expect(readable).toBeLessThan(viewers.length * BRAND_STATUSES.length);
  });
});
