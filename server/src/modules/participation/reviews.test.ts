import { balancesApi } from '@questboard/contract/balances';
import type { ErrorBody } from '@questboard/contract/errors';
import { notificationsApi } from '@questboard/contract/notifications';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCondition, buildTasks } from '../../../../test/factories/brands';
import { buildFundedQuest, buildParticipants } from '../../../../test/factories/rewards';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { conditionChecks, taskResults } from '../../db/schema/participation';
import { questConditions } from '../../db/schema/quests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

/**
 * A live quest whose one condition each of `count` started participants has sent for review (the owner's queue holds
 * `count` items); the escrow pays `paysFor` rewards of 10.
 */
async function questWithSubmissions(count: number, paysFor: number) {
  const funded = await buildFundedQuest(t.app, { reward: '10', amount: String(paysFor * 10) });
  const [condition] = await t.app.ctx.db
    .select()
    .from(questConditions)
    .where(eq(questConditions.questId, funded.quest.id));
  if (!condition) throw new Error('fixture');
  const people = await buildParticipants(t.app, count, { questId: funded.quest.id, status: 'STARTED' });
  const checks = await t.app.ctx.db
    .insert(conditionChecks)
    .values(
      people.map((p) => ({
        questConditionId: condition.id,
        questId: funded.quest.id,
        userId: p.id,
        status: 'PENDING' as const,
        proof: '@someone',
      })),
    )
    .returning();
  const items = checks.map((c) => ({ kind: 'CONDITION' as const, id: c.id }));
  return { ...funded, condition, people, items };
}

const balanceOf = async (headers: Record<string, string>) =>
  (await api(balancesApi.balance, { headers })).json().ntwrxToken.amount as string;
const statusOf = async (questId: string, headers: Record<string, string>) =>
  (await api(participationApi.userQuest, { params: { id: questId }, headers })).json().status as string;

describe('deciding many submissions at once', () => {
  it('approves them all, completes and pays whoever has nothing left, and says who could not be paid', async () => {
    const q = await questWithSubmissions(3, 2);
    const id = q.quest.id;
    const decided = await api(participationApi.decideMany, {
      params: { id },
      headers: q.owner.headers,
      body: {
        items: q.items,
        approve: true,
      },
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ decided: 3, completed: 3, paid: 2, unpaid: 1 });

    const balances = await Promise.all(q.people.map((p) => balanceOf(p.headers)));
    expect([...balances].sort()).toEqual(['0', '10', '10']);
    const statuses = await Promise.all(q.people.map((p) => statusOf(id, p.headers)));
    expect([...statuses].sort()).toEqual(['CLAIMED', 'CLAIMED', 'COMPLETED']);
    // The one left unpaid keeps the completed quest, and a claim of theirs says why nothing can be paid.
    const unpaid = q.people[statuses.indexOf('COMPLETED')];
    if (!unpaid) throw new Error('fixture');
    expect(
      (await api(participationApi.claim, { params: { id }, headers: unpaid.headers })).json<ErrorBody>().code,
    ).toBe('REWARDS_EXHAUSTED');
    const stats = (await api(questFundsApi.statistics, { params: { id }, headers: q.owner.headers })).json();
    expect(stats).toMatchObject({ claims: 2, paid: '20', remaining: '0' });

    // Each participant hears of the decision, and the paid ones of their reward.
    const notices = await Promise.all(
      q.people.map(async (p) =>
        (await api(notificationsApi.list, { headers: p.headers })).json().items.map((n: { type: string }) => n.type),
      ),
    );
    for (const types of notices) expect(types).toContain('QUEST_RESULT_REVIEWED');
    expect(notices.filter((types) => types.includes('REWARD_PAID'))).toHaveLength(2);

    expect((await api(participationApi.reviews, { params: { id }, headers: q.owner.headers })).json().total).toBe(0);
    const again = await api(participationApi.decideMany, {
      params: { id },
      headers: q.owner.headers,
      body: {
        items: q.items,
        approve: true,
      },
    });
    expect(again.json()).toEqual({ decided: 0, completed: 0, paid: 0, unpaid: 0 });
    const [item] = q.items;
    if (!item) throw new Error('fixture');
    const single = await api(participationApi.decide, { headers: q.owner.headers, body: { ...item, approve: false } });
    expect(single.statusCode).toBe(404);
    expect(single.json<ErrorBody>().code).toBe('REVIEW_NOT_FOUND');
  });

  it('completes only participants left with nothing to do, and pays on a single approval too', async () => {
    const q = await questWithSubmissions(2, 5);
    const id = q.quest.id;
    // A second condition the first participant has not done yet.
    const open = await buildCondition(t.app, q.quest, 1);
    const [first, second] = q.people;
    if (!open || !first || !second) throw new Error('fixture');
    await t.app.ctx.db.insert(conditionChecks).values({
      questConditionId: open.id,
      questId: id,
      userId: second.id,
      status: 'VERIFIED',
    });
    const [itemOfFirst, itemOfSecond] = q.items;
    if (!itemOfFirst || !itemOfSecond) throw new Error('fixture');
    const one = await api(participationApi.decide, {
      headers: q.owner.headers,
      body: { ...itemOfFirst, approve: true },
    });
    expect(one.json()).toEqual({ ok: true });
    expect(await statusOf(id, first.headers)).toBe('STARTED');
    expect(await balanceOf(first.headers)).toBe('0');

    expect(
      (
        await api(participationApi.decide, { headers: q.owner.headers, body: { ...itemOfSecond, approve: true } })
      ).json(),
    ).toEqual({ ok: true });
    expect(await statusOf(id, second.headers)).toBe('CLAIMED');
    expect(await balanceOf(second.headers)).toBe('10');
  });

  it('rejects them all without completing or paying anyone', async () => {
    const q = await questWithSubmissions(2, 2);
    const decided = await api(participationApi.decideMany, {
      params: { id: q.quest.id },
      headers: q.owner.headers,
      body: {
        items: q.items,
        approve: false,
        note: 'Not following us.',
      },
    });
    expect(decided.json()).toEqual({ decided: 2, completed: 0, paid: 0, unpaid: 0 });
    const progress = (
      await api(participationApi.userQuest, { params: { id: q.quest.id }, headers: q.people[0]?.headers })
    ).json();
    expect(progress).toMatchObject({
      status: 'STARTED',
      conditions: [{ status: 'REJECTED', note: 'Not following us.' }],
    });
    expect(await balanceOf(q.people[0]?.headers ?? {})).toBe('0');
  });

  it('refuses a list naming another quest’s submission or a task, and changes nothing', async () => {
    const q = await questWithSubmissions(1, 1);
    const other = await questWithSubmissions(1, 1);
    const mixed = await api(participationApi.decideMany, {
      params: { id: q.quest.id },
      headers: q.owner.headers,
      body: {
        items: [...q.items, ...other.items],
        approve: true,
      },
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json<ErrorBody>().code).toBe('REVIEW_NOT_FOUND');
    // Another owner's submission under one's own quest is the same: not found here.
    const foreign = await api(participationApi.decideMany, {
      params: { id: q.quest.id },
      headers: q.owner.headers,
      body: {
        items: other.items,
        approve: true,
      },
    });
    expect(foreign.statusCode).toBe(404);
    const wrongKind = await api(participationApi.decideMany, {
      params: { id: q.quest.id },
      headers: q.owner.headers,
      body: {
        items: [{ kind: 'TASK', id: q.items[0]?.id as string }],
        approve: true,
      },
    });
    expect(wrongKind.statusCode).toBe(404);
    const pending = await t.app.ctx.db
      .select()
      .from(conditionChecks)
      .where(and(eq(conditionChecks.questId, q.quest.id), eq(conditionChecks.status, 'PENDING')));
    expect(pending).toHaveLength(1);
    expect(await balanceOf(q.people[0]?.headers ?? {})).toBe('0');
  });

  it('answers 400 to an empty list, a repeated submission or more than 500', async () => {
    const q = await questWithSubmissions(1, 1);
    const item = q.items[0];
    if (!item) throw new Error('fixture');
    for (const items of [[], [item, item], Array.from({ length: 501 }, () => item)]) {
      const response = await api(participationApi.decideMany, {
        params: { id: q.quest.id },
        headers: q.owner.headers,
        body: {
          items,
          approve: true,
        },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await api(participationApi.reviews, { params: { id: q.quest.id }, headers: q.owner.headers })).json().total,
    ).toBe(1);
  });

  it('pages the queue oldest first across conditions and tasks, and counts all of it', async () => {
    const q = await questWithSubmissions(3, 3);
    const [task] = await buildTasks(t.app, q.quest, q.owner.user.id, 1);
    const [someone] = q.people;
    if (!task || !someone) throw new Error('fixture');
    await t.app.ctx.db.insert(taskResults).values({
      taskId: task.id,
      questId: q.quest.id,
      userId: someone.id,
      status: 'PENDING',
      result: 'https://example.com/mine',
      updatedAt: new Date(Date.now() + 60_000),
    });
    const page = async (offset: number) =>
      (
        await api(participationApi.reviews, {
          params: { id: q.quest.id },
          query: { offset, limit: 3 },
          headers: q.owner.headers,
        })
      ).json();
    const first = await page(0);
    expect(first.total).toBe(4);
    expect(first.items.map((i: { kind: string }) => i.kind)).toEqual(['CONDITION', 'CONDITION', 'CONDITION']);
    const second = await page(3);
    expect(second).toMatchObject({ total: 4, items: [{ kind: 'TASK', submission: 'https://example.com/mine' }] });
    expect((await page(4)).items).toEqual([]);
  });

  it('names the condition in the reader’s language', async () => {
    const q = await questWithSubmissions(1, 1);
    const queue = await api(participationApi.reviews, {
      params: { id: q.quest.id },
      headers: { ...q.owner.headers, 'x-lang': 'fr' },
    });
    expect(queue.json().items[0]?.label).toMatch(/^Visiter un lien/);
  });
});
