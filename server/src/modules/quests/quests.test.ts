import { randomUUID } from 'node:crypto';
import type { QueryOf } from '@questboard/contract/endpoint';
import type { ErrorBody } from '@questboard/contract/errors';
import { questsApi } from '@questboard/contract/quests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildCondition, buildQuest, buildTasks } from '../../../../test/factories/brands';
import { buildUser } from '../../../../test/factories/users';
import { apiOf, rawCallOf } from '../../../../test/helpers/api';
import { formOf, png } from '../../../../test/helpers/forms';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = apiOf(() => t.app);
const raw = rawCallOf(() => t.app);

type Headers = Record<string, string>;
const unique = () => randomUUID().slice(0, 8);
type GuestQuery = QueryOf<typeof questsApi.guests>;

/** Each (offset, limit) page of the guest list for `query` holds `order`'s slice, and every page tells its length. */
async function expectPagesInOrder(query: GuestQuery, order: string[], pages: [offset: number, limit: number][]) {
  for (const [offset, limit] of pages) {
    const response = await api(questsApi.guests, { query: { ...query, offset, limit } });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json();
    expect({ ids: items.map((q: { id: string }) => q.id), total }).toEqual({
      ids: order.slice(offset, offset + limit),
      total: order.length,
    });
  }
}

const quiz = { network: 'WEB', action: 'QUIZ', question: 'Best chain?', options: ['A', 'B', 'C'], answerIndex: 0 };
const follow = { network: 'TWITTER', action: 'FOLLOW', handle: '@nova' };

describe('POST /quests and PUT /quests/:id', () => {
  it('creates a draft with conditions and an image, resumes it, and updates only the fields sent', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const title = `Launch week ${unique()}`;
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const created = await api(questsApi.create, {
      headers: owner.headers,
      body: formOf(
        {
          brandId: brand.id,
          title,
          categories: ['defi'],
          rewardAmount: '2.5',
          startAt: start,
          conditions: [quiz, follow],
        },
        { image: await png() },
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    const quest = created.json();
    expect(quest).toMatchObject({ title, status: 'DRAFT', phase: 'DRAFT', rewardAmount: '2.5', isOwner: true });
    expect(quest.image).toMatch(/^\/uploads\/quests\//);
    expect(quest.conditions).toHaveLength(2);
    expect(quest.conditions[0]).toMatchObject({ action: 'QUIZ', params: { options: ['A', 'B', 'C'], answerIndex: 0 } });

    const resumed = await api(questsApi.creating, { params: { brandId: brand.id }, headers: owner.headers });
    expect(resumed.json()?.id).toBe(quest.id);

    const keepQuiz = { ...quiz, id: quest.conditions[0]?.id, question: 'Fastest chain?' };
    const form = formOf({ description: 'Three steps.', conditions: [keepQuiz] });
    form.append('title', '');
    form.append('rewardAmount', '');
    const updated = await api(questsApi.update, { params: { id: quest.id }, headers: owner.headers, body: form });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      title,
      description: 'Three steps.',
      rewardAmount: '2.5',
      image: quest.image,
    });
    expect(updated.json().conditions).toEqual([
      expect.objectContaining({
        id: quest.conditions[0]?.id,
        params: expect.objectContaining({ question: 'Fastest chain?' }),
      }),
    ]);
    const cleared = await api(questsApi.update, {
      params: { id: quest.id },
      headers: owner.headers,
      body: formOf({ clearConditions: 'true' }),
    });
    expect(cleared.json().conditions).toEqual([]);
  });

  it('checks titles per brand ignoring case, and refuses bad values with 400', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const existing = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const taken = await api(questsApi.create, {
      headers: owner.headers,
      body: formOf({ brandId: brand.id, title: existing.title?.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>().code).toBe('QUEST_TITLE_TAKEN');
    const bad = [
      { title: 'ab' },
      { rewardAmount: '-1' },
      { rewardAmount: '0.5' },
      { rewardAmount: '1e5' },
      { startAt: 'tomorrow' },
      { startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' },
      { categories: ['nope'] },
      { locations: [999_999_999] },
      { conditions: [{ network: 'DISCORD', action: 'LIKE', url: 'https://x.example' }] },
      { conditions: [{ network: 'WEB', action: 'VISIT_LINK' }] },
      { conditions: [{ ...quiz, answerIndex: 5 }] },
      { conditions: [{ ...quiz, options: ['only'] }] },
      { conditions: [{ network: 'MYSPACE', action: 'FOLLOW' }] },
      { conditions: [{ ...follow, id: randomUUID() }] },
    ];
    for (const fields of bad) {
      const response = await api(questsApi.update, {
        params: { id: existing.id },
        headers: owner.headers,
        body: formOf(fields),
      });
      expect(response.statusCode, `${JSON.stringify(fields)} ${response.body}`).toBe(400);
    }
    expect(
      (await api(questsApi.create, { headers: owner.headers, body: formOf({ title: `No brand ${unique()}` }) }))
        .statusCode,
    ).toBe(400);
  });

  it('puts a refused value on its field, in the language of the request', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const refuse = async (lang: string, fields: Record<string, unknown>) => {
      const headers = { ...owner.headers, 'x-lang': lang };
      const response = await api(questsApi.update, { params: { id: quest.id }, headers, body: formOf(fields) });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<ErrorBody>();
    };
    expect(await refuse('en-US', { rewardAmount: '0.5' })).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'At least 1 QDT',
      fields: { rewardAmount: 'At least 1 QDT' },
    });
    expect((await refuse('fr', { rewardAmount: '0.5' })).fields).toEqual({ rewardAmount: 'Au moins 1 QDT' });
    const dates = { startAt: '2030-01-02T00:00:00Z', endAt: '2030-01-01T00:00:00Z' };
    expect((await refuse('fr', dates)).fields).toEqual({ endAt: 'La quête doit finir après son début' });
    const noLink = { conditions: [follow, { network: 'WEB', action: 'VISIT_LINK' }] };
    expect((await refuse('en-US', noLink)).fields).toEqual({ 'conditions.1.url': 'Enter the link' });
    expect((await refuse('fr', { conditions: [{ ...quiz, answerIndex: 5 }] })).fields).toEqual({
      'conditions.0.answerIndex': 'Indiquez la bonne réponse',
    });
  });

  it('answers 403 to another BUSINESS user and a wrong role, 404 for unknown ids', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    const influencer = await buildUser(t.app);
    for (const who of [stranger, influencer]) {
      expect(
        (await api(questsApi.create, { headers: who.headers, body: formOf({ brandId: brand.id }) })).statusCode,
      ).toBe(403);
      expect(
        (
          await api(questsApi.update, {
            params: { id: quest.id },
            headers: who.headers,
            body: formOf({ description: 'x' }),
          })
        ).statusCode,
      ).toBe(403);
      expect((await api(questsApi.creating, { params: { brandId: brand.id }, headers: who.headers })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await api(questsApi.create, { headers: owner.headers, body: formOf({ brandId: randomUUID() }) })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(questsApi.update, {
          params: { id: randomUUID() },
          headers: owner.headers,
          body: formOf({ description: 'x' }),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api(questsApi.creating, { params: { brandId: randomUUID() }, headers: owner.headers })).statusCode,
    ).toBe(404);
    expect(
      (await api(questsApi.update, { params: { id: quest.id }, body: formOf({ description: 'x' }) })).statusCode,
    ).toBe(401);
  });

  it('keeps reward and dates of a published quest and refuses changes to an ended one', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const published = await buildQuest(t.app, brand);
    const ended = await buildQuest(t.app, brand, { status: 'ENDED' });
    expect(
      (
        await api(questsApi.update, {
          params: { id: published.id },
          headers: owner.headers,
          body: formOf({ rewardAmount: '50' }),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api(questsApi.update, {
          params: { id: published.id },
          headers: owner.headers,
          body: formOf({ description: 'Better' }),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api(questsApi.update, {
          params: { id: ended.id },
          headers: owner.headers,
          body: formOf({ description: 'x' }),
        })
      ).json<ErrorBody>().code,
    ).toBe('QUEST_ENDED');
  });
});

describe('quest reads', () => {
  it('shows detail by id or slug with conditions and tasks; hides the quiz answer and drafts from others', async () => {
    const { brand, owner } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    await buildCondition(t.app, quest);
    await buildTasks(t.app, quest, owner.user.id, 2);
    const draft = await buildQuest(t.app, brand, { status: 'DRAFT' });
    const detail = await api(questsApi.detail, { params: { id: quest.slug } });
    expect(detail.json()).toMatchObject({ id: quest.id, phase: 'LIVE', isAvailableClaim: true, isOwner: false });
    expect(detail.json().tasks.map((x: { title: string }) => x.title)).toEqual(['Task 0', 'Task 1']);
    expect(detail.json().conditions).toHaveLength(1);
    expect((await api(questsApi.detail, { params: { id: draft.id } })).statusCode).toBe(404);
    expect((await api(questsApi.detail, { params: { id: draft.id }, headers: owner.headers })).json().isOwner).toBe(
      true,
    );
    expect((await api(questsApi.detail, { params: { id: randomUUID() } })).statusCode).toBe(404);

    const withQuiz = await api(questsApi.create, {
      headers: owner.headers,
      body: formOf({ brandId: brand.id, conditions: [quiz] }),
    });
    await t.app.ctx.database.db.execute(`update quests set status = 'PUBLISHED' where id = '${withQuiz.json().id}'`);
    const publicView = await api(questsApi.detail, { params: { id: withQuiz.json().id } });
    expect(publicView.json().conditions[0]?.params).not.toHaveProperty('answerIndex');
  });

  it('lists public quests by keyword, categories, statuses, claimability and sort', async () => {
    const word = `kw${unique()}`;
    const { brand } = await buildBrand(t.app);
    const { brand: hidden } = await buildBrand(t.app, { status: 'INACTIVE' });
    const live = await buildQuest(t.app, brand, { title: `Live ${word}`, categoryIds: ['gaming'], reward: '5' });
    const rich = await buildQuest(t.app, brand, { title: `Rich ${word}`, categoryIds: ['art'], reward: '50' });
    const ended = await buildQuest(t.app, brand, { title: `Ended ${word}`, status: 'ENDED' });
    const upcoming = await buildQuest(t.app, brand, {
      title: `Soon ${word}`,
      startAt: new Date(Date.now() + 86_400_000),
    });
    await buildQuest(t.app, brand, { title: `Draft ${word}`, status: 'DRAFT' });
    await buildQuest(t.app, hidden, { title: `Hidden ${word}` });
    const ids = async (query: GuestQuery, headers: Headers = {}) => {
      const response = await api(questsApi.guests, { query: { keyword: word, ...query }, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((q: { id: string }) => q.id);
    };
    expect((await ids({})).sort()).toEqual([live.id, rich.id, ended.id, upcoming.id].sort());
    expect(await ids({ categoryIds: 'gaming,art', sort: 'reward_desc' })).toEqual([rich.id, live.id]);
    expect(await ids({ statuses: 'ENDED' })).toEqual([ended.id]);
    expect((await ids({ isAvailableClaim: 'true' })).sort()).toEqual([live.id, rich.id].sort());
    expect(await ids({ sort: 'reward_asc', limit: 1 })).toHaveLength(1);
    const user = await buildUser(t.app);
    const signedIn = await api(questsApi.list, {
      query: { keyword: word.toUpperCase(), statuses: ['PUBLISHED', 'ENDED'] },
      headers: user.headers,
    });
    expect(signedIn.json().total).toBe(4);
    expect((await api(questsApi.list)).statusCode).toBe(401);
    // Raw: the contract's types refuse most of these values.
    for (const bad of ['sort=sideways', 'statuses=LOST', 'isAvailableClaim=maybe', 'limit=0', 'brandId=x']) {
      expect((await raw('GET', `/quests/guests?${bad}`)).statusCode).toBe(400);
    }
  });

  it('gives every page and sort of one search the same total, and the new total once a quest is added', async () => {
    const word = `pg${unique()}`;
    const { brand } = await buildBrand(t.app);
    for (const n of [1, 2, 3]) await buildQuest(t.app, brand, { title: `Page ${n} ${word}`, reward: String(n) });
    const total = async (query: GuestQuery) => {
      const response = await api(questsApi.guests, { query: { keyword: word, limit: 1, ...query } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().total;
    };
    expect(await total({ offset: 0 })).toBe(3);
    expect(await total({ offset: 1, sort: 'reward_desc' })).toBe(3);
    await buildQuest(t.app, brand, { title: `Page 4 ${word}`, reward: '4' });
    expect(await total({ offset: 2 })).toBe(4);
    expect(await total({ offset: 1, sort: 'reward_desc' })).toBe(4);
  });

  it('lists running and upcoming quests before ended ones, newest first within each, on every page', async () => {
    const { brand } = await buildBrand(t.app);
    const hour = 3_600_000;
    const at = (n: number) => new Date(Date.now() - (10 - n) * hour);
    const live = await buildQuest(t.app, brand, { title: `Live ${unique()}`, createdAt: at(1) });
    const ended = await buildQuest(t.app, brand, { title: `Ended ${unique()}`, status: 'ENDED', createdAt: at(2) });
    const later = await buildQuest(t.app, brand, { title: `Later ${unique()}`, createdAt: at(3) });
    const pastEnd = await buildQuest(t.app, brand, {
      title: `Past end ${unique()}`,
      startAt: new Date(Date.now() - 48 * hour),
      endAt: new Date(Date.now() - hour),
      createdAt: at(4),
    });
    const upcoming = await buildQuest(t.app, brand, {
      title: `Soon ${unique()}`,
      startAt: new Date(Date.now() + 24 * hour),
      createdAt: at(5),
    });
    const order = [upcoming, later, live, pastEnd, ended].map((q) => q.id);
    await expectPagesInOrder({ brandId: brand.id }, order, [
      [0, 2],
      [2, 2],
      [4, 2],
      [3, 2],
      [1, 10],
      [5, 2],
      [4, 1],
    ]);
  });

  it('lists ending soon: claimable quests, then upcoming ones, then the rest, soonest end first in each', async () => {
    const { brand } = await buildBrand(t.app);
    const hour = 3_600_000;
    const ends = (hours: number) => new Date(Date.now() + hours * hour);
    const quest = (options: Parameters<typeof buildQuest>[2]) =>
      buildQuest(t.app, brand, { title: `Ending ${unique()}`, ...options });
    const inThreeDays = await quest({ endAt: ends(72) });
    const tomorrow = await quest({ endAt: ends(24) });
    const open = await quest({ endAt: null });
    const upcoming = await quest({ startAt: ends(24), endAt: ends(48) });
    const unfunded = await quest({ endAt: ends(1), escrowRewards: 0 });
    const ended = await quest({ status: 'ENDED', startAt: ends(-48), endAt: ends(-1) });
    const order = [tomorrow, inThreeDays, open, upcoming, ended, unfunded].map((q) => q.id);
    await expectPagesInOrder({ brandId: brand.id, sort: 'ending_soon' }, order, [
      [0, 2],
      [2, 2],
      [4, 2],
      [3, 2],
      [1, 10],
      [5, 1],
      [6, 2],
    ]);
  });

  it('lists a brand’s quests (drafts for its owner) and lets the owner filter their own drafts', async () => {
    const { brand, owner } = await buildBrand(t.app);
    await buildQuest(t.app, brand);
    await buildQuest(t.app, brand, { status: 'DRAFT' });
    expect((await api(questsApi.byBrand, { params: { brandId: brand.id } })).json().total).toBe(1);
    expect(
      (
        await api(questsApi.byBrand, {
          params: { brandId: brand.id },
          query: { offset: 0, limit: 10 },
          headers: owner.headers,
        })
      ).json().total,
    ).toBe(2);
    const drafts = await api(questsApi.list, {
      query: { brandId: brand.id, statuses: 'DRAFT' },
      headers: owner.headers,
    });
    expect(drafts.json().total).toBe(1);
    const stranger = await buildUser(t.app, { type: 'BUSINESS' });
    expect(
      (await api(questsApi.list, { query: { brandId: brand.id, statuses: 'DRAFT' }, headers: stranger.headers })).json()
        .total,
    ).toBe(0);
  });

  it('answers banners and featured (5 by default) and related quests (12 by default)', async () => {
    const { brand } = await buildBrand(t.app, { categoryIds: ['fitness'] });
    const quests = [];
    for (let i = 0; i < 14; i++) quests.push(await buildQuest(t.app, brand, { reward: String(900_000_000 + i) }));
    const featured = await api(questsApi.featured);
    expect(featured.json().items).toHaveLength(5);
    expect(featured.json().items[0]?.rewardAmount).toBe('900000013');
    expect((await api(questsApi.banners)).json().items).toHaveLength(5);
    expect((await api(questsApi.banners, { query: { limit: 2 } })).json().items).toHaveLength(2);
    const first = quests[0];
    const related = await api(questsApi.related, { params: { id: first?.id as string } });
    expect(related.json().items).toHaveLength(12);
    expect(related.json().items.some((q: { id: string }) => q.id === first?.id)).toBe(false);
    expect((await api(questsApi.related, { params: { id: randomUUID() } })).statusCode).toBe(404);
  });

  it('checks titles per brand, and describes socials and actions', async () => {
    const { brand } = await buildBrand(t.app);
    const quest = await buildQuest(t.app, brand);
    const check = (query: { title: string; questId?: string }) =>
      api(questsApi.titleCheck, { query: { brandId: brand.id, ...query } });
    expect((await check({ title: quest.title?.toLowerCase() ?? '' })).json().available).toBe(false);
    expect((await check({ title: quest.title ?? '', questId: quest.id })).json().available).toBe(true);
    expect((await check({ title: 'ab' })).statusCode).toBe(400);
    const socials = (await api(questsApi.socials)).json();
    expect(socials.map((s: { network: string }) => s.network)).toContain('TWITTER');
    const actions = (await api(questsApi.actions, { query: { network: 'WEB' } })).json();
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['VISIT_LINK', 'QUIZ']);
    // Raw: the contract's types refuse an unknown network.
    expect((await raw('GET', '/quests/actions?network=MYSPACE')).statusCode).toBe(400);
  });
});
