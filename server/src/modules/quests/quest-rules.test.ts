import { parseTokens } from '@questboard/contract/money';
import { questSubject } from '@questboard/contract/permissions';
import type { QuestStatus } from '@questboard/contract/quests';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../../test/factories/brands';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { type BrandRow, brands } from '../../db/schema/brands';
import { quests } from '../../db/schema/quests';
import { guestAbility } from '../../lib/policy';
import { creditUser } from '../ledger/credits';
import { inTransaction } from '../ledger/ledger';
import { fundQuestEscrow } from '../ledger/quest-funds';
import {
  escrowSql,
  isClaimable,
  isPublicQuest,
  paysAtEndSql,
  phaseOf,
  phaseSql,
  questIsClaimable,
} from './quest-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const REWARD = parseTokens('10');
const STATUSES: QuestStatus[] = ['DRAFT', 'PUBLISHED', 'ENDED'];
const BRAND_STATUSES: BrandRow['status'][] = ['CREATING', 'ACTIVE', 'INACTIVE'];
// Every order of start and end around now that the table allows (end after start), and missing dates.
const DATES: Array<{ name: string; startAt: number | null; endAt: number | null }> = [
  { name: 'not started', startAt: 2, endAt: 4 },
  { name: 'running', startAt: -2, endAt: 2 },
  { name: 'past its end', startAt: -4, endAt: -2 },
  { name: 'no dates', startAt: null, endAt: null },
  { name: 'no start, running', startAt: null, endAt: 2 },
  { name: 'no start, past its end', startAt: null, endAt: -2 },
  { name: 'started, no end', startAt: -2, endAt: null },
  { name: 'not started, no end', startAt: 2, endAt: null },
];
const ESCROWS: Array<{ name: string; reward: bigint; escrow: bigint }> = [
  { name: 'unfunded', reward: REWARD, escrow: 0n },
  { name: 'less than one reward', reward: REWARD, escrow: REWARD - 1n },
  { name: 'one reward', reward: REWARD, escrow: REWARD },
  { name: 'many rewards', reward: REWARD, escrow: REWARD * 3n },
  { name: 'zero reward, funded', reward: 0n, escrow: REWARD },
];

describe('each SQL rule answers what its JavaScript twin answers', () => {
  it('over quest status × brand status × dates × escrow', async () => {
    const now = Date.now();
    const at = (hours: number | null) => (hours === null ? null : new Date(now + hours * HOUR));
    const cases: Array<{ id: string; label: string; escrow: bigint }> = [];
    for (const brandStatus of BRAND_STATUSES) {
      const { brand, owner } = await buildBrand(t.app, { status: brandStatus });
      await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: REWARD * 1000n, reason: 'test' });
      const rows = STATUSES.flatMap((status) =>
        DATES.flatMap((dates) =>
          ESCROWS.map((money) => ({
            label: `${status} quest of a ${brandStatus} brand, ${dates.name}, ${money.name}`,
            escrow: money.escrow,
            values: {
              brandId: brand.id,
              slug: `rules-${crypto.randomUUID()}`,
              status,
              rewardAmount: money.reward,
              startAt: at(dates.startAt),
              endAt: at(dates.endAt),
            },
          })),
        ),
      );
      const inserted = await t.app.ctx.db
        .insert(quests)
        .values(rows.map((r) => r.values))
        .returning({ id: quests.id });
      await inTransaction(t.app.ctx.db, async (tx) => {
        for (const [i, row] of rows.entries()) {
          const id = inserted[i]?.id as string;
          cases.push({ id, label: row.label, escrow: row.escrow });
          if (row.escrow === 0n) continue;
          const funding = { questId: id, ownerId: owner.user.id, amount: row.escrow, fee: 0n, key: `rules:${id}` };
          await fundQuestEscrow(tx, funding, 'PUBLISH');
        }
      });
    }

    const found = await t.app.ctx.db
      .select({
        id: quests.id,
        status: quests.status,
        startAt: quests.startAt,
        endAt: quests.endAt,
        rewardAmount: quests.rewardAmount,
        brandStatus: brands.status,
        escrow: escrowSql,
        phase: phaseSql,
        isPublic: isPublicQuest.mapWith(Boolean),
        isClaimable: isClaimable.mapWith(Boolean),
        paysAtEnd: paysAtEndSql,
      })
      .from(quests)
      .innerJoin(brands, eq(brands.id, quests.brandId))
      .where(
        inArray(
          quests.id,
          cases.map((c) => c.id),
        ),
      );
    expect(found).toHaveLength(STATUSES.length * BRAND_STATUSES.length * DATES.length * ESCROWS.length);
    const byId = new Map(found.map((row) => [row.id, row]));
    const checkedAt = new Date();
    const mismatches = cases.flatMap(({ id, label, escrow }) => {
      const row = byId.get(id);
      if (!row) return [`${label}: missing`];
      const js = {
        escrow,
        phase: phaseOf(row, checkedAt),
        isPublic: guestAbility.can('read', questSubject({ ...row, ownerId: 'nobody' })),
        isClaimable: questIsClaimable({ ...row, escrow }, checkedAt),
      };
      const sql = { escrow: row.escrow, phase: row.phase, isPublic: row.isPublic, isClaimable: row.isClaimable };
      return JSON.stringify(js, bigints) === JSON.stringify(sql, bigints)
        ? []
        : [`${label}: js ${JSON.stringify(js, bigints)} sql ${JSON.stringify(sql, bigints)}`];
    });
    expect(mismatches).toEqual([]);
    // The table covers every answer of every rule, so an always-true or always-false twin cannot pass.
    expect(new Set(found.map((r) => r.phase))).toEqual(new Set(['DRAFT', 'UPCOMING', 'LIVE', 'ENDED']));
    expect(new Set(found.map((r) => r.isPublic))).toEqual(new Set([true, false]));
    expect(new Set(found.map((r) => r.isClaimable))).toEqual(new Set([true, false]));
  });
});

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);
