import { balancesApi } from '@questboard/contract/balances';
import type { ErrorBody } from '@questboard/contract/errors';
import { brandFollowsApi } from '@questboard/contract/follows';
import { participationApi } from '@questboard/contract/participation';
import { questFundsApi } from '@questboard/contract/quest-funds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTasks } from '../../../../test/factories/brands';
import { buildFundedQuest } from '../../../../test/factories/rewards';
import { buildUser } from '../../../../test/factories/users';
import { apiOf } from '../../../../test/helpers/api';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openVisitLink } from '../../../../test/helpers/visit-link';
import { questConditions, tasks } from '../../db/schema/quests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);

/** A funded live quest with one condition of each kind the platform checks, a social one, a text and an image task. */
async function richQuest() {
  const funded = await buildFundedQuest(t.app, { reward: '10', amount: '100' });
  const { quest, brand, owner } = funded;
  const [visit] = await t.app.ctx.db.select().from(questConditions).where(eqQuest(quest.id));
  const extra = await t.app.ctx.db
    .insert(questConditions)
    .values([
      {
        questId: quest.id,
        network: 'WEB',
        action: 'QUIZ',
        params: { question: '2+2?', options: ['3', '4'], answerIndex: 1 },
        position: 1,
      },
      { questId: quest.id, network: 'QUESTBOARD', action: 'FOLLOW_BRAND', params: {}, position: 2 },
      { questId: quest.id, network: 'TWITTER', action: 'FOLLOW', params: { handle: 'questboard' }, position: 3 },
    ])
    .returning();
  const [textTask] = await buildTasks(t.app, quest, owner.user.id, 1);
  const [imageTask] = await t.app.ctx.db
    .insert(tasks)
    .values({ questId: quest.id, ownerId: owner.user.id, title: 'Post a photo', resultType: 'IMAGE', position: 1 })
    .returning();
  const [quiz, follow, social] = extra;
  if (!visit || !quiz || !follow || !social || !textTask || !imageTask) throw new Error('fixture');
  return { ...funded, brand, visit, quiz, follow, social, textTask, imageTask };
}

const eqQuest = (questId: string) => eq(questConditions.questId, questId);

describe('taking part in a quest', () => {
  it('walks an influencer from start to a paid claim, with every kind of check', async () => {
    const q = await richQuest();
    const me = await buildUser(t.app, { type: 'INFLUENCER' });
    const id = q.quest.id;

    expect((await api(participationApi.rulesCheck, { params: { id }, headers: me.headers })).json()).toEqual({
      eligible: true,
      reasons: [],
    });
    expect((await api(participationApi.userQuest, { params: { id }, headers: me.headers })).json().status).toBe(
      'NOT_STARTED',
    );
    const early = await api(participationApi.verify, { headers: me.headers, body: { questConditionId: q.visit.id } });
    expect(early.json<ErrorBody>().code).toBe('NOT_STARTED');

    const started = await api(participationApi.start, { params: { id }, headers: me.headers });
    expect(started.statusCode).toBe(200);
    expect(started.json().status).toBe('STARTED');
    expect(started.json().conditions).toHaveLength(4);
    expect((await api(participationApi.start, { params: { id }, headers: me.headers })).json().status).toBe('STARTED');

    const notVisited = await api(participationApi.verify, {
      headers: me.headers,
      body: { questConditionId: q.visit.id },
    });
    expect(notVisited.json<ErrorBody>().code).toBe('LINK_NOT_VISITED');
    // Asking for the link is not a visit; following the tracked link is.
    const tracked = (await api(participationApi.visit, { params: { id: q.visit.id }, headers: me.headers })).json().url;
    expect(tracked).toMatch(new RegExp(`/api/v1/quests/conditions/${q.visit.id}/go\\?t=`));
    expect(
      (
        await api(participationApi.verify, { headers: me.headers, body: { questConditionId: q.visit.id } })
      ).json<ErrorBody>().code,
    ).toBe('LINK_NOT_VISITED');
    const opened = await openVisitLink(t.app, q.visit.id, me.headers);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('https://example.com');
    expect(
      (await api(participationApi.verify, { headers: me.headers, body: { questConditionId: q.visit.id } })).json()
        .status,
    ).toBe('VERIFIED');

    expect(
      (
        await api(participationApi.verify, { headers: me.headers, body: { questConditionId: q.quiz.id } })
      ).json<ErrorBody>().code,
    ).toBe('ANSWER_REQUIRED');
    const wrong = await api(participationApi.verify, {
      headers: me.headers,
      body: { questConditionId: q.quiz.id, answerIndex: 0 },
    });
    // How many tries are left is a number the web words in the reader's language, not an English note.
    expect(wrong.json()).toMatchObject({ status: 'NOT_DONE', note: null, quizTriesLeft: 1 });
    const right = await api(participationApi.verify, {
      headers: me.headers,
      body: { questConditionId: q.quiz.id, answerIndex: 1 },
    });
    expect(right.json().status).toBe('VERIFIED');

    const list = await api(participationApi.verifyList, {
      headers: me.headers,
      body: {
        questId: id,
        questConditionIds: [q.follow.id, q.social.id],
      },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({ questConditionId: q.follow.id, status: 'NOT_DONE' }),
      expect.objectContaining({ questConditionId: q.social.id, status: 'PENDING' }),
    ]);
    expect((await api(brandFollowsApi.follow, { params: { id: q.brand.id }, headers: me.headers })).json()).toEqual({
      following: true,
    });
    expect(
      (await api(participationApi.verify, { headers: me.headers, body: { questConditionId: q.follow.id } })).json()
        .status,
    ).toBe('VERIFIED');

    const badLink = await api(participationApi.taskVerify, {
      headers: me.headers,
      body: { taskId: q.imageTask.id, result: 'not a link' },
    });
    expect(badLink.statusCode).toBe(400);
    expect(
      (
        await api(participationApi.taskVerify, {
          headers: me.headers,
          body: { taskId: q.textTask.id, result: 'I did it' },
        })
      ).json().status,
    ).toBe('VERIFIED');
    expect(
      (
        await api(participationApi.taskVerify, {
          headers: me.headers,
          body: { taskId: q.imageTask.id, result: 'https://img.example/1.png' },
        })
      ).json().status,
    ).toBe('PENDING');

    const notYet = await api(participationApi.complete, { params: { id }, headers: me.headers });
    expect(notYet.json()).toMatchObject({ code: 'NOT_COMPLETE', message: expect.stringContaining('2 ') });
    expect((await api(participationApi.claim, { params: { id }, headers: me.headers })).json<ErrorBody>().code).toBe(
      'NOT_COMPLETE',
    );

    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    expect((await api(participationApi.reviews, { params: { id }, headers: stranger.headers })).statusCode).toBe(403);
    const queue = (await api(participationApi.reviews, { params: { id }, headers: q.owner.headers })).json();
    expect(queue.total).toBe(2);
    for (const item of queue.items) {
      const body = { kind: item.kind, id: item.id, approve: true };
      expect((await api(participationApi.decide, { headers: stranger.headers, body })).statusCode).toBe(403);
      expect((await api(participationApi.decide, { headers: q.owner.headers, body })).json()).toEqual({ ok: true });
    }
    expect(
      (await api(participationApi.taskResults, { params: { id }, headers: me.headers }))
        .json()
        .every((r: { status: string }) => r.status === 'VERIFIED'),
    ).toBe(true);

    // The last approval left nothing to do: the quest completed and the reward was paid without another click.
    expect((await api(participationApi.userQuest, { params: { id }, headers: me.headers })).json()).toMatchObject({
      status: 'CLAIMED',
      claimedAmount: '10',
    });
    expect((await api(participationApi.complete, { params: { id }, headers: me.headers })).json().status).toBe(
      'CLAIMED',
    );
    expect((await api(participationApi.claim, { params: { id }, headers: me.headers })).json<ErrorBody>().code).toBe(
      'ALREADY_CLAIMED',
    );
    expect((await api(balancesApi.balance, { headers: me.headers })).json().ntwrxToken.amount).toBe('10');
    const claims = (await api(balancesApi.claimHistories, { headers: me.headers })).json();
    expect(claims.items[0]).toMatchObject({ questId: id, amount: '10', questTitle: expect.any(String) });
    expect(claims.items[0]?.questTitle?.length).toBeGreaterThan(0);

    const board = (await api(participationApi.leaderboard, { params: { id } })).json();
    expect(board.items[0]).toMatchObject({ rank: 1, claimed: true, user: { id: me.user.id } });
    expect((await api(participationApi.participants, { params: { id } })).json().total).toBe(1);
    const completed = (await api(participationApi.completedBy, { params: { username: me.user.username } })).json();
    expect(completed.items[0]).toMatchObject({ questId: id, claimed: true });
    const stats = (await api(questFundsApi.statistics, { params: { id }, headers: q.owner.headers })).json();
    expect(stats).toMatchObject({ participants: 1, completions: 1, claims: 1, paid: '10', remaining: '90' });
    expect(stats.perDay[0]).toMatchObject({ participants: 1, claims: 1, paid: '10' });
  });

  it('keeps business users out (docs/domain.md, Roles) and says why', async () => {
    const { quest } = await buildFundedQuest(t.app);
    const business = await buildUser(t.app, { type: 'BUSINESS' });
    const check = (
      await api(participationApi.rulesCheck, { params: { id: quest.id }, headers: business.headers })
    ).json();
    expect(check).toMatchObject({ eligible: false, reasons: [expect.objectContaining({ code: 'ROLE' })] });
    expect(
      (await api(participationApi.start, { params: { id: quest.id }, headers: business.headers })).statusCode,
    ).toBe(403);
    const guest = (await api(participationApi.rulesCheck, { params: { id: quest.id } })).json();
    expect(guest.reasons.map((r: { code: string }) => r.code)).toEqual(['SIGN_IN']);
  });

  it('refuses to start when the escrow cannot pay one more reward', async () => {
    const { quest } = await buildFundedQuest(t.app, { reward: '10', amount: '10' });
    const [first, second] = [await buildUser(t.app), await buildUser(t.app)];
    await api(participationApi.start, { params: { id: quest.id }, headers: first.headers });
    const { conditions } = (
      await api(participationApi.userQuest, { params: { id: quest.id }, headers: first.headers })
    ).json();
    const [condition] = conditions;
    if (!condition) throw new Error('fixture');
    await openVisitLink(t.app, condition.questConditionId, first.headers);
    await api(participationApi.verify, {
      headers: first.headers,
      body: { questConditionId: condition.questConditionId },
    });
    await api(participationApi.complete, { params: { id: quest.id }, headers: first.headers });
    expect((await api(participationApi.claim, { params: { id: quest.id }, headers: first.headers })).statusCode).toBe(
      200,
    );
    const late = await api(participationApi.start, { params: { id: quest.id }, headers: second.headers });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().code).toBe('NOT_ELIGIBLE');
  });
});

describe('VISIT_LINK counts a visit through the tracked redirect', () => {
  async function started() {
    const { quest } = await buildFundedQuest(t.app);
    const [condition] = await t.app.ctx.db.select().from(questConditions).where(eqQuest(quest.id));
    const me = await buildUser(t.app, { type: 'INFLUENCER' });
    await api(participationApi.start, { params: { id: quest.id }, headers: me.headers });
    if (!condition) throw new Error('fixture');
    const url = new URL(
      (await api(participationApi.visit, { params: { id: condition.id }, headers: me.headers })).json().url,
    );
    return { quest, condition, me, url };
  }
  const verify = (headers: Record<string, string>, questConditionId: string) =>
    api(participationApi.verify, { headers, body: { questConditionId } }).then((r) =>
      r.json<{ status?: string; code?: string }>(),
    );

  it('only to the condition’s own link, whatever the ticket; a wrong or foreign ticket records nothing', async () => {
    const { condition, me, url } = await started();
    const ticket = url.searchParams.get('t') ?? '';
    const redirect = (id: string, t: string) => api(participationApi.visitRedirect, { params: { id }, query: { t } });

    const forged = await redirect(condition.id, `${me.user.id}.9999999999.forged`);
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('https://example.com');
    expect((await verify(me.headers, condition.id)).code).toBe('LINK_NOT_VISITED');

    // A ticket of another participant's condition does not count here either.
    const other = await started();
    const foreign = await redirect(condition.id, other.url.searchParams.get('t') ?? '');
    expect(foreign.headers.location).toBe('https://example.com');
    expect((await verify(me.headers, condition.id)).code).toBe('LINK_NOT_VISITED');

    expect((await redirect(condition.id, ticket)).headers.location).toBe('https://example.com');
    expect((await verify(me.headers, condition.id)).status).toBe('VERIFIED');

    const unknown = await redirect('00000000-0000-4000-8000-000000000000', ticket);
    expect(unknown.statusCode).toBe(404);
    expect((await api(participationApi.visitRedirect, { params: { id: condition.id } })).statusCode).toBe(400);
  });
});
