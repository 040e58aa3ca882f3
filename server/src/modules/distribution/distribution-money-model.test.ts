import type { DistributionBody } from '@questboard/contract/distribution';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPooledQuest } from '../../../../test/factories/distribution';
import { buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { devChainOf, mine } from '../../../../test/helpers/chain';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { rowsOf } from '../../db/executor';
import { balanceOf, questEscrow } from '../ledger/ledger-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const mode: fc.Arbitrary<DistributionBody> = fc.oneof(
  fc.constant({ mode: 'EQUAL_SPLIT' as const }),
  fc.integer({ min: 1, max: 4 }).map((winners) => ({ mode: 'RAFFLE' as const, winners })),
  fc
    .array(fc.record({ places: fc.integer({ min: 1, max: 2 }), amount: fc.integer({ min: 1, max: 9 }).map(String) }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((prizes) => ({ mode: 'TOP_N' as const, score: 'TIME' as const, prizes })),
);
const step = fc.oneof(
  fc.record({ kind: fc.constant('complete' as const), people: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 9 }).map(String) }),
  fc.record({ kind: fc.constant('claim' as const) }),
  fc.record({ kind: fc.constant('settle' as const) }),
  fc.record({ kind: fc.constant('reclaim' as const) }),
);

/** What moved for one quest, by reason, in base units. */
async function moved(questId: string) {
  const rows = rowsOf<{ reason: string; total: string; n: number }>(
    await t.app.ctx.db.execute(sql`
      select reason, sum(amount)::text as total, count(*)::int as n from ledger_transfers
      where quest_id = ${questId} group by reason`),
  );
  const of = (reasons: string[]) =>
    rows.filter((r) => reasons.includes(r.reason)).reduce((sum, r) => sum + BigInt(r.total), 0n);
  return {
    funded: of(['PUBLISH', 'DEPOSIT']),
    paid: of(['CLAIM']),
    returned: of(['RECLAIM']),
    transfers: rows.reduce((n, r) => n + r.n, 0),
  };
}

describe('money model of pooled quests', () => {
  it('funded = paid + returned + left, never below zero, and a settlement run again pays nothing more', async () => {
    const chain = await devChainOf(t.app);
    await fc.assert(
      fc.asyncProperty(mode, fc.array(step, { maxLength: 8 }), async (body, steps) => {
        const amount = body.mode === 'TOP_N' ? body.prizes.reduce((s, p) => s + p.places * Number(p.amount), 0) : 30;
        const { quest, owner } = await buildPooledQuest(t.app, body, { amount: String(amount) });
        const headers = owner.headers;
        let ended = false;
        const all = [...steps, { kind: 'end' as const }, { kind: 'settle' as const }, { kind: 'settle' as const }];
        for (const s of all) {
          let status = 200;
          if (s.kind === 'complete' && !ended) await buildParticipants(t.app, s.people, { questId: quest.id });
          else if (s.kind === 'deposit') {
            const input = { params: { id: quest.id }, headers, body: { amount: s.amount } };
            status = (await api(questFundsApi.deposit, input)).statusCode;
          } else if (s.kind === 'claim') {
            const [person] = await buildParticipants(t.app, 1, { questId: quest.id });
            const claim = await api(participationApi.claim, {
              params: { id: quest.id },
              headers: person?.headers ?? {},
            });
            expect(claim.statusCode).toBe(409);
          } else if (s.kind === 'reclaim') {
            status = (await api(questFundsApi.reclaim, { params: { id: quest.id }, headers })).statusCode;
          } else if (s.kind === 'end') {
            status = (await api(questFundsApi.end, { params: { id: quest.id }, headers })).statusCode;
            ended = true;
          } else if (s.kind === 'settle') {
            let outcome = await t.app.services.settlement.settle(quest.id);
            if (outcome === 'WAITING') {
              await mine(chain, 3);
              outcome = await t.app.services.settlement.settle(quest.id);
            }
            expect(outcome).toBe(ended ? 'SETTLED' : 'NOT_DUE');
          }
          expect(status, JSON.stringify(s)).toBeLessThan(500);
          expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
          const m = await moved(quest.id);
          const left = await balanceOf(t.app.ctx.db, questEscrow(quest.id));
          expect(left).toBeGreaterThanOrEqual(0n);
          expect(m.funded).toBe(m.paid + m.returned + left);
        }
        // Settled: the escrow is empty, and a further run moves nothing.
        expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(0n);
        const settled = await moved(quest.id);
        expect(await t.app.services.settlement.settle(quest.id)).toBe('SETTLED');
        expect(await moved(quest.id)).toEqual(settled);
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
