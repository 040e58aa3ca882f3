import { randomUUID } from 'node:crypto';
import { participationApi } from '@questboard/contract/participation';
import type { ReviewItem } from '@questboard/contract/reviews';
import { type ParticipantRisk, riskApi } from '@questboard/contract/risk';
import { tasksApi } from '@questboard/contract/tasks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { connectSocialAccount } from '../../../../test/factories/social';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { conditionChecks } from '../../db/schema/participation';
import { questConditions } from '../../db/schema/quests';
import { users } from '../../db/schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

describe('the review queue shows each participant’s risk score', () => {
  it('lists a fresh account’s pending submission with its score and reasons, the same as the risk list says', async () => {
    const { owner, quest } = await buildFundedQuest(t.app, { reward: '10', amount: '100' });
    const [condition] = await t.app.ctx.db.select().from(questConditions).where(eq(questConditions.questId, quest.id));
    if (!condition) throw new Error('fixture');
    // A page of 20: one fresh account (made today, no verified e-mail, nothing connected), one seasoned person
    // (60 days old, an e-mail, two connected networks) and 18 others made today with an e-mail.
    const people = await buildParticipants(t.app, 20, { questId: quest.id, status: 'STARTED' });
    const [fresh, seasoned] = people;
    if (!fresh || !seasoned) throw new Error('fixture');
    await t.app.ctx.db.update(users).set({ email: null }).where(eq(users.id, fresh.id));
    await t.app.ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 60 * 86_400_000) })
      .where(eq(users.id, seasoned.id));
    for (const network of ['TWITTER', 'DISCORD'] as const) {
      const providerUserId = randomUUID();
      await connectSocialAccount(t.app, seasoned.id, { network, providerUserId, username: `s_${network}` });
    }
    await t.app.ctx.db.insert(conditionChecks).values(
      people.map((p) => ({
        questConditionId: condition.id,
        questId: quest.id,
        userId: p.id,
        status: 'PENDING' as const,
        proof: '@someone',
      })),
    );

    const queue = await api(participationApi.reviews, {
      params: { id: quest.id },
      headers: owner.headers,
      query: { offset: 0, limit: 20 },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json().items as ReviewItem[];
    expect(items).toHaveLength(20);
    const itemOf = (userId: string) => items.find((item) => item.user.id === userId);

    expect(itemOf(fresh.id)?.risk).toEqual({
      score: 50,
      above: false,
      reasons: [
        { signal: 'NEW_ACCOUNT', weight: 20, seen: 0, threshold: 7 },
        { signal: 'NO_VERIFIED_EMAIL', weight: 15, seen: false, threshold: null },
        { signal: 'FEW_IDENTITIES', weight: 15, seen: 0, threshold: 2 },
      ],
    });
    expect(itemOf(seasoned.id)?.risk).toEqual({ score: 0, reasons: [], above: false });

    // Each item's score is the one the brand's risk list gives the same person.
    const list = await api(riskApi.list, { params: { id: quest.id }, headers: owner.headers, query: { limit: 50 } });
    expect(list.statusCode, list.body).toBe(200);
    const listed = new Map((list.json().items as ParticipantRisk[]).map((p) => [p.user.id, p]));
    for (const item of items) {
      const inList = listed.get(item.user.id);
      expect(item.risk).toEqual({ score: inList?.score, reasons: inList?.reasons, above: inList?.above });
    }

    // With a maximum below the fresh account's score, its item says it is above it.
    await api(riskApi.setLimit, { params: { id: quest.id }, headers: owner.headers, body: { maxScore: 40 } });
    const again = await api(participationApi.reviews, { params: { id: quest.id }, headers: owner.headers });
    const freshAgain = (again.json().items as ReviewItem[]).find((item) => item.user.id === fresh.id);
    expect(freshAgain?.risk).toMatchObject({ score: 50, above: true });
  });

  it('gives every task result, accepted automatically or not, its participant’s score as the risk list does', async () => {
    const { owner, quest } = await buildFundedQuest(t.app, { reward: '10', amount: '100' });
    const task = await api(tasksApi.create, {
      headers: owner.headers,
      body: { questId: quest.id, title: 'Say hello', resultType: 'TEXT', review: 'AUTO' },
    });
    expect(task.statusCode, task.body).toBe(200);
    const [fresh] = await buildParticipants(t.app, 1, { questId: quest.id, status: 'STARTED' });
    if (!fresh) throw new Error('fixture');
    await t.app.ctx.db.update(users).set({ email: null }).where(eq(users.id, fresh.id));
    const sent = await api(participationApi.taskVerify, {
      headers: fresh.headers,
      body: { taskId: task.json().id, result: 'Hello!' },
    });
    expect(sent.json().status).toBe('VERIFIED');

    const all = await api(participationApi.allTaskResults, { params: { id: quest.id }, headers: owner.headers });
    expect(all.statusCode, all.body).toBe(200);
    const [item] = all.json().items;
    const list = await api(riskApi.list, { params: { id: quest.id }, headers: owner.headers });
    const inList = (list.json().items as ParticipantRisk[]).find((p) => p.user.id === fresh.id);
    expect(item?.risk.score).toBeGreaterThan(0);
    expect(item?.risk).toEqual({ score: inList?.score, reasons: inList?.reasons, above: inList?.above });
  });
});
