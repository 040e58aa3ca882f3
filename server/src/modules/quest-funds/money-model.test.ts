import { parseTokens } from '@questboard/contract/money';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest } from '../../../../test/factories/brands';
import { buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openVisitLink } from '../../../../test/helpers/visit-link';
import { creditUser } from '../ledger/credits';
import { balanceOf, questEscrow, userAccount } from '../ledger/ledger-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const amount = fc.integer({ min: 1, max: 60 }).map(String);
const quest = fc.integer({ min: 0, max: 1 });
const person = fc.integer({ min: 0, max: 2 });
const action = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), owner: quest, amount }),
  fc.record({ kind: fc.constant('publish' as const), quest, amount }),
  fc.record({ kind: fc.constant('deposit' as const), quest, amount }),
  fc.record({ kind: fc.constant('take-part' as const), quest, person }),
  fc.record({ kind: fc.constant('claim' as const), quest, person }),
  fc.record({ kind: fc.constant('end' as const), quest }),
  fc.record({ kind: fc.constant('reclaim' as const), quest }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

async function world() {
  const owners = [await buildBrand(t.app), await buildBrand(t.app)];
  const quests = [];
  for (const { brand } of owners) {
    const q = await buildQuest(t.app, brand, { status: 'DRAFT', reward: '5' });
    quests.push({ quest: q, condition: await buildCondition(t.app, q) });
  }
  return { owners, quests, people: await buildParticipants(t.app, 3) };
}

describe('money model', () => {
  it('keeps the ledger whole under random sequences of credits, publishing, top-ups, claims, ends and reclaims', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 20 }), async (actions: Action[]) => {
        const w = await world();
        for (const a of actions) {
          const q = w.quests['quest' in a ? a.quest : 0];
          const owner = w.owners['quest' in a ? a.quest : 0];
          if (!q || !owner) throw new Error('fixture');
          let status = 200;
          if (a.kind === 'credit') {
            const target = w.owners[a.owner];
            if (!target) throw new Error('fixture');
            await creditUser(t.app.ctx.db, {
              userId: target.owner.user.id,
              amount: parseTokens(a.amount),
              reason: 'model',
            });
          } else if (a.kind === 'publish' || a.kind === 'deposit') {
            const move = a.kind === 'publish' ? questFundsApi.publish : questFundsApi.deposit;
            const input = { params: { id: q.quest.id }, headers: owner.owner.headers, body: { amount: a.amount } };
            status = (await api(move, input)).statusCode;
          } else if (a.kind === 'end') {
            status = (await api(questFundsApi.end, { params: { id: q.quest.id }, headers: owner.owner.headers }))
              .statusCode;
          } else if (a.kind === 'reclaim') {
            status = (await api(questFundsApi.reclaim, { params: { id: q.quest.id }, headers: owner.owner.headers }))
              .statusCode;
          } else {
            const p = w.people[a.person];
            if (!p || !q.condition) throw new Error('fixture');
            if (a.kind === 'claim')
              status = (await api(participationApi.claim, { params: { id: q.quest.id }, headers: p.headers }))
                .statusCode;
            else {
              await api(participationApi.start, { params: { id: q.quest.id }, headers: p.headers });
              await openVisitLink(t.app, q.condition.id, p.headers);
              await api(participationApi.verify, { headers: p.headers, body: { questConditionId: q.condition.id } });
              status = (await api(participationApi.complete, { params: { id: q.quest.id }, headers: p.headers }))
                .statusCode;
            }
          }
          // Refusals are expected in random sequences; a server error never is.
          expect(status, JSON.stringify(a)).toBeLessThan(500);
          expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
        }
        for (const { quest: q } of w.quests)
          expect(await balanceOf(t.app.ctx.db, questEscrow(q.id))).toBeGreaterThanOrEqual(0n);
        for (const p of w.people)
          expect((await balanceOf(t.app.ctx.db, userAccount(p.id))) % parseTokens('5')).toBe(0n);
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
