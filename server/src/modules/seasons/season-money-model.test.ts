import { randomUUID } from 'node:crypto';
import { formatTokens, parseTokens } from '@questboard/contract/money';
import { type SeasonPrize, seasonPool, seasonsApi } from '@questboard/contract/seasons';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildQuest } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { balanceOf, creditUser, inTransaction, seasonEscrow, userAccount } from '../ledger/ledger.module';
import { awardXp } from '../xp/xp.module';
import { SeasonPayout } from './season-payout';

// The money model of season pools (issue 38, mode 5), beside the quests' (distribution-money-model.test.ts): whatever
// the prize and whoever earned what, funded = paid + returned + left, nothing below zero, the ledger sums to zero and
// each balance equals its history, and a payout run again (or twice at once) pays once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const hour = 3_600_000;
const balance = (userId: string) => balanceOf(t.app.ctx.db, userAccount(userId));

const prize: fc.Arbitrary<SeasonPrize> = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map((amount) => ({ mode: 'PROPORTIONAL' as const, amount: String(amount) })),
  fc
    .array(fc.record({ places: fc.integer({ min: 1, max: 3 }), amount: fc.integer({ min: 1, max: 9 }).map(String) }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((prizes) => ({ mode: 'TOP_N' as const, prizes })),
);
/** XP earned in the season's quest: by which of five people, how much. */
const awards = fc.array(fc.record({ person: fc.integer({ min: 0, max: 4 }), xp: fc.integer({ min: 1, max: 500 }) }), {
  maxLength: 8,
});

describe('money model of season pools', () => {
  it('funded = paid + returned + left, never below zero, and a payout run again pays nothing more', async () => {
    await fc.assert(
      fc.asyncProperty(prize, awards, async (seasonPrize, earned) => {
        const { owner, brand } = await buildBrand(t.app);
        const quest = await buildQuest(t.app, brand, { escrowRewards: 0 });
        const credit = parseTokens('1000');
        await creditUser(t.app.ctx.db, { userId: owner.user.id, amount: credit, reason: 'test' });
        const body = {
          name: 'Model season',
          startAt: new Date(Date.now() - hour).toISOString(),
          endAt: new Date(Date.now() + hour).toISOString(),
          questIds: [quest.id],
          prize: seasonPrize,
        };
        const made = await api(seasonsApi.create, { params: { brandId: brand.id }, headers: owner.headers, body });
        expect(made.statusCode, made.body).toBe(200);
        const season = made.json();
        const pool = seasonPool(seasonPrize);
        // Published twice: the pool moves once.
        for (let i = 0; i < 2; i++) {
          const published = await api(seasonsApi.publish, { params: { id: season.id }, headers: owner.headers });
          expect(published.statusCode, published.body).toBe(200);
        }
        expect(await balance(owner.user.id)).toBe(credit - pool);
        expect(await balanceOf(t.app.ctx.db, seasonEscrow(season.id))).toBe(pool);

        const people = await Promise.all([0, 1, 2, 3, 4].map(() => buildUser(t.app)));
        const xpOf = new Map<string, number>();
        for (const { person, xp } of earned) {
          const userId = people[person]?.user.id ?? '';
          await inTransaction(t.app.ctx.db, (tx) =>
            awardXp(tx, [{ userId, amount: xp, source: 'QUEST', sourceId: randomUUID(), questId: quest.id }]),
          );
          xpOf.set(userId, (xpOf.get(userId) ?? 0) + xp);
        }

        const payout = new SeasonPayout(
          t.app.ctx.db,
          t.app.services.notifications,
          () => new Date(Date.now() + 2 * hour),
        );
        expect(await Promise.all([payout.settle(season.id), payout.settle(season.id)])).toEqual(['SETTLED', 'SETTLED']);
        const settled = await Promise.all(people.map((p) => balance(p.user.id)));
        expect(await payout.settle(season.id)).toBe('SETTLED');
        expect(await Promise.all(people.map((p) => balance(p.user.id)))).toEqual(settled);

        const paid = settled.reduce((sum, b) => sum + b, 0n);
        const returned = (await balance(owner.user.id)) - (credit - pool);
        const left = await balanceOf(t.app.ctx.db, seasonEscrow(season.id));
        for (const b of settled) expect(b).toBeGreaterThanOrEqual(0n);
        expect(returned).toBeGreaterThanOrEqual(0n);
        expect(left).toBe(0n);
        expect(pool).toBe(paid + returned + left);
        const shown = (await api(seasonsApi.get, { params: { id: season.id } })).json();
        expect(shown.outcome).toMatchObject({ paid: formatTokens(paid), returned: formatTokens(returned) });
        if (seasonPrize.mode === 'PROPORTIONAL') {
          // Each person's floor(pool × xp / total): the remainder, under one base unit each, goes back.
          const total = [...xpOf.values()].reduce((sum, xp) => sum + xp, 0);
          people.forEach((p, i) => {
            const xp = BigInt(xpOf.get(p.user.id) ?? 0);
            expect(settled[i]).toBe(total > 0 ? (pool * xp) / BigInt(total) : 0n);
          });
          if (total > 0) expect(returned).toBeLessThan(BigInt(xpOf.size));
          else expect(returned).toBe(pool);
        } else if (seasonPrize.mode === 'TOP_N') {
          // Paid places are the table's first ones, one per person who earned XP.
          const places = seasonPrize.prizes.flatMap((tier) =>
            Array.from({ length: tier.places }, () => parseTokens(tier.amount)),
          );
          const expected = places.slice(0, xpOf.size).reduce((sum, amount) => sum + amount, 0n);
          expect(paid).toBe(expected);
        }
        expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
      }),
      { numRuns: 10 },
    );
  }, 300_000);
});
