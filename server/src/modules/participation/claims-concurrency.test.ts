import type { ErrorBody } from '@questboard/contract/errors';
import { parseTokens } from '@questboard/contract/money';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { checkLedger } from '../../../../test/helpers/ledger-invariants';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { ledgerTransfers } from '../../db/schema/ledger';
import { balanceOf, questEscrow } from '../ledger/ledger-accounts';

// These matter most on PostgreSQL, where the requests really run at once (CI runs them there too).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

const claim = (questId: string, headers: Record<string, string>) =>
  api(participationApi.claim, { params: { id: questId }, headers });

async function claimsOf(questId: string) {
  return t.app.ctx.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.questId, questId), eq(ledgerTransfers.reason, 'CLAIM')));
}

describe('claims under contention', () => {
  it('pays one user once when they claim twice at the same moment', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '5', amount: '100' });
    const [me] = await buildParticipants(t.app, 1, { questId: quest.id });
    if (!me) throw new Error('fixture');
    const responses = await Promise.all([claim(quest.id, me.headers), claim(quest.id, me.headers)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json<ErrorBody>().code).toBe('ALREADY_CLAIMED');
    expect(await claimsOf(quest.id)).toHaveLength(1);
    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(parseTokens('95'));
  });

  it('pays exactly 50 of 200 people racing for the last 50 rewards; escrow ends at zero', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '2', amount: '100' });
    const people = await buildParticipants(t.app, 200, { questId: quest.id });
    const responses = await Promise.all(people.map((p) => claim(quest.id, p.headers)));
    const paid = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(paid).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({
        code: 'REWARDS_EXHAUSTED',
        message: 'All rewards of this quest have been claimed.',
      });
    }
    expect(await claimsOf(quest.id)).toHaveLength(50);
    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(0n);
    expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  }, 90_000); // 200 participants to build first: slow on a busy machine

  it('splits the escrow between claims and a racing end + reclaim: every token paid or reclaimed, once', async () => {
    const { quest, owner } = await buildFundedQuest(t.app, { reward: '1', amount: '100' });
    const people = await buildParticipants(t.app, 60, { questId: quest.id });
    const endThenReclaim = async () => {
      await api(questFundsApi.end, { params: { id: quest.id }, headers: owner.headers });
      return api(questFundsApi.reclaim, { params: { id: quest.id }, headers: owner.headers });
    };
    const [reclaim, ...claims] = await Promise.all([
      endThenReclaim(),
      ...people.map((p) => claim(quest.id, p.headers)),
    ]);
    expect(reclaim?.statusCode).toBe(200);
    const paidCount = claims.filter((r) => r.statusCode === 200).length;
    for (const r of claims.filter((c) => c.statusCode !== 200))
      expect(r.json<ErrorBody>().code).toBe('REWARDS_EXHAUSTED');
    const reclaimed = parseTokens(reclaim?.json().moved ?? '0');
    expect(BigInt(paidCount) * parseTokens('1') + reclaimed).toBe(parseTokens('100'));
    expect(await claimsOf(quest.id)).toHaveLength(paidCount);
    expect(await balanceOf(t.app.ctx.db, questEscrow(quest.id))).toBe(0n);
    expect(await checkLedger(t.app.ctx.db)).toEqual({ total: 0n, negative: 0, drifted: 0 });
  });
});
