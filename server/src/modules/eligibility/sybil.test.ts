import type { ErrorBody } from '@questboard/contract/errors';
import { participationApi } from '@questboard/contract/participation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { connectSocialAccount } from '../../../../test/factories/social';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { socialAccounts } from '../../db/schema/social';
import { users } from '../../db/schema/users';
import { balanceOf, userAccount } from '../ledger/ledger-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

/** Moves the proven wallet `wallet` to `userId` (the previous holder unproves it first, as a sybil farm would). */
async function proveWallet(userId: string, wallet: string) {
  await t.app.ctx.db
    .update(users)
    .set({ cryptoAddress: null, cryptoAddressProvenAt: null })
    .where(eq(users.cryptoAddress, wallet));
  await t.app.ctx.db
    .update(users)
    .set({ cryptoAddress: wallet, cryptoAddressProvenAt: new Date() })
    .where(eq(users.id, userId));
}

/** Moves the X account `xId` to `userId`: disconnected from whoever held it, connected again. */
async function moveX(userId: string, xId: string) {
  await t.app.ctx.db.delete(socialAccounts).where(eq(socialAccounts.providerUserId, xId));
  await connectSocialAccount(t.app, userId, { network: 'TWITTER', providerUserId: xId, username: xId });
}

describe('one person, one reward', () => {
  it('30 accounts sharing one wallet and two X accounts: exactly one per identity is paid, every other gets a reason; 20 honest ones are all paid', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '1', amount: '100' });
    const farm = await buildParticipants(t.app, 30, { questId: quest.id });
    const honest = await buildParticipants(t.app, 20, { questId: quest.id });
    const claim = (headers: { authorization: string }) =>
      api(participationApi.claim, { params: { id: quest.id }, headers });
    const sharedWallet = address(0xfa4d);

    const outcomes: Array<{ status: number; code?: string; reason?: string }> = [];
    for (const [i, person] of farm.entries()) {
      if (i % 3 === 0) await proveWallet(person.id, sharedWallet);
      else await moveX(person.id, i % 3 === 1 ? 'x-farm-1' : 'x-farm-2');
      const answer = await claim(person.headers);
      const body = answer.statusCode === 200 ? null : answer.json<ErrorBody>();
      outcomes.push({ status: answer.statusCode, code: body?.code, reason: Object.values(body?.fields ?? {})[0] });
    }
    for (const [i, person] of honest.entries()) {
      await proveWallet(person.id, address(i + 1));
      expect((await claim(person.headers)).statusCode).toBe(200);
    }

    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(3);
    expect(outcomes.slice(0, 3).map((o) => o.status)).toEqual([200, 200, 200]);
    const refused = outcomes.slice(3);
    expect(refused.every((o) => o.status === 409 && o.code === 'IDENTITY_USED')).toBe(true);
    expect(refused.filter((_, i) => (i + 3) % 3 === 0).map((o) => o.reason)).toEqual(
      Array(9).fill('Your wallet address already took part in this quest through another account.'),
    );
    expect(refused.filter((_, i) => (i + 3) % 3 !== 0).map((o) => o.reason)).toEqual(
      Array(18).fill('Your X account already took part in this quest through another account.'),
    );
    const paid = await Promise.all([...farm, ...honest].map((p) => balanceOf(t.app.ctx.db, userAccount(p.id))));
    expect(paid.filter((b) => b > 0n)).toHaveLength(23);
  });

  it('refuses at start too, and the first account keeps the identity after it disconnects', async () => {
    const { quest } = await buildFundedQuest(t.app);
    const [first, second] = await buildParticipants(t.app, 2);
    if (!first || !second) throw new Error('no participants');
    const start = (headers: { authorization: string }) =>
      api(participationApi.start, { params: { id: quest.id }, headers });
    await moveX(first.id, 'x-solo');
    expect((await start(first.headers)).statusCode).toBe(200);
    await moveX(second.id, 'x-solo');
    const refused = await start(second.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().fields).toEqual({
      'identities.TWITTER': 'Your X account already took part in this quest through another account.',
    });
    const state = await api(participationApi.userQuest, { params: { id: quest.id }, headers: second.headers });
    expect(state.json().status).toBe('NOT_STARTED');
  });
});
